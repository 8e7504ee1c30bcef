// FIELD-3: a photo's bytes come either as base64 in POST /api/Image (image-data.ts) or from a
// finished resumable upload; either way the same checks follow (image-data.ts, image-processing.ts).
// Apart from image-data.ts because reading an upload needs the database, and image-data.ts is
// also used by modules that must not reach the database through it (reports' signatures).
import type { ImageUpload } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Database } from '../../db/types.js';
import { finishedUpload } from '../uploads/service.js';
import { decodeImageData } from './image-data.js';
import type { ImageType } from './image-bytes.js';

/**
 * FIELD-3: the most bytes a photo may have, sent either way: what fits in IMAGE_BODY_LIMIT_BYTES
 * as base64 (4 characters per 3 bytes) is also the most a resumable upload may declare.
 */
export const imageUploadMaxBytes = (bodyLimitBytes: number) => Math.floor((bodyLimitBytes * 3) / 4);

export interface ImageData {
  claimed: ImageType;
  bytes: Buffer;
  /** Set when the bytes came from a finished resumable upload, to delete with the stored image. */
  uploadID?: string;
}

/** The photo's bytes and claimed type, from the body's base64 or its finished upload (FIELD-3). */
export async function imageDataOf(
  db: Kysely<Database>,
  userID: number,
  body: ImageUpload,
  jobID: number,
  blobs: BlobStore,
): Promise<ImageData> {
  if (body.base64 !== undefined) return decodeImageData(body.base64);
  const upload = await finishedUpload(db, userID, body.upload ?? '', { purpose: 'image', jobID }, blobs);
  // The declared type is one of image/jpeg, png, webp: creation refused any other.
  const claimed = upload.fileType.slice('image/'.length) as ImageType;
  return { claimed, bytes: upload.bytes, uploadID: upload.uploadID };
}
