// FIELD-3: everything checked before an upload exists, so a refused upload stores no byte and no
// row: the metadata, the job or folder being the caller's (the same rules and the same 404 as the
// final call), the declared type for the purpose, and the length within the purpose's limit.
import {
  DriveItemID,
  ERROR_CODES,
  parseUploadMetadata,
  UPLOAD_TYPES,
  UploadMetadata,
  type UploadPurpose,
  type UserData,
} from '@fieldops/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError, issueDetails, notFound } from '../../http/errors.js';
import { authorizeFolder, FOLDER_NOT_FOUND } from '../drive/service.js';
import { findOnceHeldJob } from '../jobs/service.js';
import { declaredBytesOfUser, insertUpload } from './repository.js';

/** The most bytes one upload of each purpose may have. */
export type UploadLimits = Record<UploadPurpose, number>;

/**
 * What one user's unfinished uploads may declare in all: far above a device's real need (its
 * upload lane sends one at a time; an answer lost to POST leaves an orphan until housekeeping),
 * but a bound on the database space one session can claim.
 */
export const OPEN_UPLOAD_BYTES_PER_USER = 1024 * 1_048_576;

export interface NewUpload {
  length: number;
  /** The Upload-Metadata header as sent. */
  metadataHeader: string;
}

function readMetadata(header: string): UploadMetadata {
  const pairs = parseUploadMetadata(header);
  if (!pairs) throw badRequest('Upload-Metadata is "key base64value" pairs separated by commas');
  const parsed = UploadMetadata.safeParse(pairs);
  if (!parsed.success) throw badRequest('Upload-Metadata is incomplete', issueDetails(parsed.error.issues));
  return parsed.data;
}

export async function createUpload(
  { db, drive, limits }: { db: Kysely<Database>; drive: DriveAdapter; limits: UploadLimits },
  user: UserData,
  upload: NewUpload,
): Promise<string> {
  const metadata = readMetadata(upload.metadataHeader);
  if (metadata.purpose === 'image') {
    // TSX-3: the photo's own time is checked when it is stored (images); here any job once his.
    await findOnceHeldJob(db, user, metadata.jobID);
  } else {
    if (!DriveItemID.safeParse(metadata.folderID).success) throw notFound(FOLDER_NOT_FOUND);
    await authorizeFolder(db, drive, user, metadata.folderID);
  }
  const fileType = metadata.filetype.toLowerCase();
  if (!UPLOAD_TYPES[metadata.purpose].includes(fileType)) {
    throw new HttpError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `A ${metadata.purpose} upload is one of ${UPLOAD_TYPES[metadata.purpose].join(', ')}`,
      { filetype: metadata.filetype },
    );
  }
  if (upload.length === 0) throw badRequest('An upload has at least one byte');
  const max = limits[metadata.purpose];
  if (upload.length > max) {
    throw new HttpError(
      413,
      ERROR_CODES.tooLarge,
      `A ${metadata.purpose} upload may have at most ${max} bytes`,
      {
        length: upload.length,
        max,
      },
    );
  }
  const open = await declaredBytesOfUser(db, user.userID);
  if (open + upload.length > OPEN_UPLOAD_BYTES_PER_USER) {
    throw new HttpError(
      413,
      ERROR_CODES.tooLarge,
      'Your unfinished uploads already hold too much: finish or delete some before starting another',
      { open, length: upload.length, max: OPEN_UPLOAD_BYTES_PER_USER },
    );
  }
  const uploadID = randomUUID();
  const now = isoNow();
  await insertUpload(db, {
    upload_id: uploadID,
    user_id: user.userID,
    purpose: metadata.purpose,
    job_id: metadata.purpose === 'image' ? metadata.jobID : null,
    folder_id: metadata.purpose === 'folder' ? metadata.folderID : null,
    file_type: fileType,
    file_name: metadata.filename ?? null,
    upload_length: upload.length,
    upload_offset: 0,
    metadata: upload.metadataHeader,
    created_at: now,
    updated_at: now,
  });
  return uploadID;
}
