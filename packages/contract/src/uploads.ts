// FIELD-3: resumable uploads over tus 1.0.0 (core, creation, checksum, termination) at
// UPLOADS_PATH. A photo or folder file goes up in chunks acknowledged by offset; the final call
// (ImageUpload / FolderUpload) then names the finished upload by its id instead of carrying base64.
// The server and the app's client both take the names below from here, so they cannot drift.
import { z } from 'zod';
import { DOWNLOADABLE_MIME_TYPES, FOLDER_UPLOAD_MAX_BYTES } from './rules/file-types.js';

export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = ['creation', 'checksum', 'termination'] as const;
export const TUS_CHECKSUM_ALGORITHMS = ['sha1', 'sha256'] as const;
export type TusChecksumAlgorithm = (typeof TUS_CHECKSUM_ALGORITHMS)[number];

/** POST here creates an upload; its Location is `${UPLOADS_PATH}/<id>` (never with the sid). */
export const UPLOADS_PATH = '/api/uploads';
export const uploadPath = (uploadID: string) => `${UPLOADS_PATH}/${uploadID}`;

/** The media type of a PATCH body (tus core). */
export const UPLOAD_CHUNK_MEDIA_TYPE = 'application/offset+octet-stream';
/** The largest PATCH body the server takes; a client sends chunks of at most this many bytes. */
export const UPLOAD_CHUNK_MAX_BYTES = 1_048_576;
/** Bodies larger than this go up resumably rather than as base64 in JSON (issue 12, item 3). */
export const RESUMABLE_UPLOAD_MIN_BYTES = 256 * 1024;

/** tus's status for a chunk whose Upload-Checksum does not match its bytes. */
export const CHECKSUM_MISMATCH_STATUS = 460;

/** Header names as the server reads them (HTTP header names are case-insensitive). */
export const TUS_HEADERS = {
  resumable: 'Tus-Resumable',
  version: 'Tus-Version',
  extension: 'Tus-Extension',
  maxSize: 'Tus-Max-Size',
  checksumAlgorithm: 'Tus-Checksum-Algorithm',
  offset: 'Upload-Offset',
  length: 'Upload-Length',
  metadata: 'Upload-Metadata',
  checksum: 'Upload-Checksum',
} as const;

export const UPLOAD_PURPOSES = ['image', 'folder'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The types each purpose takes; the final call checks the bytes against the declared one. */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  folder: DOWNLOADABLE_MIME_TYPES,
};
/** A folder file's limit is fixed; a photo's is the server's IMAGE_BODY_LIMIT_BYTES (3/4 of it). */
export const FOLDER_UPLOAD_LIMIT = FOLDER_UPLOAD_MAX_BYTES;

/** Upload ids are random UUIDs: unguessable, so an id alone never reaches another user's bytes. */
export const UploadID = z.uuid({ message: 'An upload id is a UUID' });

/** What Upload-Metadata carries, by purpose (keys as tus sends them). */
export const UploadMetadata = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('image'),
    jobID: z.coerce.number().int().positive().max(2_147_483_647),
    filetype: z.string().min(1).max(100),
    filename: z.string().max(255).optional(),
  }),
  z.object({
    purpose: z.literal('folder'),
    folderID: z.string().min(1).max(200),
    filetype: z.string().min(1).max(100),
    filename: z.string().max(255).optional(),
  }),
]);
export type UploadMetadata = z.infer<typeof UploadMetadata>;

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The Upload-Metadata header for these pairs: `key base64(value)`, comma-separated (tus core). */
export function encodeUploadMetadata(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([key, value]) => `${key} ${toBase64(String(value))}`)
    .join(',');
}

/** The pairs of an Upload-Metadata header, or null when it is not in tus's format. */
export function parseUploadMetadata(header: string): Record<string, string> | null {
  const pairs: Record<string, string> = {};
  if (header.trim() === '') return pairs;
  for (const item of header.split(',')) {
    const [key, value, ...rest] = item.trim().split(' ');
    if (!key || rest.length > 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key) || Object.hasOwn(pairs, key))
      return null;
    const decoded = value === undefined ? '' : fromBase64(value);
    // Values are text for us (names, types, ids); NUL is not storable text (PostgreSQL refuses it).
    if (decoded === null || decoded.includes('\u0000')) return null;
    pairs[key] = decoded;
  }
  return pairs;
}

/**
 * The final call (ImageUpload, FolderUpload) carries its bytes one of two ways: `base64` in the
 * body as before, or `upload`, the id of a finished resumable upload. Exactly one of them.
 */
export function checkOneByteSource(
  body: { base64?: string; upload?: string },
  context: z.RefinementCtx,
): void {
  if ((body.base64 === undefined) === (body.upload === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['base64'],
      message:
        'Send the bytes either as base64 or as the id of a finished upload (upload), not both or neither',
    });
  }
}
