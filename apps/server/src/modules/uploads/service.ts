// FIELD-3: what other modules use of a resumable upload. The final call (POST /api/Image,
// the folder upload) reads a finished upload in its own transaction and deletes it there, so the
// stored image or file and the upload's removal commit together; housekeeping purges abandoned ones.
import { ERROR_CODES, UploadID, type UploadPurpose } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import { UPLOAD_NOT_FOUND } from './protocol.js';
import { deleteUpload, deleteUploadsUntouchedSince, uploadBytes, uploadOfUser } from './repository.js';

export interface FinishedUpload {
  uploadID: string;
  /** The declared type (Upload-Metadata filetype); the caller checks the bytes against it. */
  fileType: string;
  fileName: string | null;
  bytes: Buffer;
}

/** Which upload the final call may use: its purpose, and the job or folder it was created for. */
export type UploadTarget = { purpose: 'image'; jobID: number } | { purpose: 'folder'; folderID: string };

const conflict = (message: string, details: unknown = null) =>
  new HttpError(409, ERROR_CODES.conflict, message, details);

const PURPOSE_NAMES: Record<UploadPurpose, string> = { image: 'a photo', folder: 'a folder file' };

/**
 * The caller's finished upload for `target`: unknown or another user's is 404 (as if it never
 * existed); made for another purpose, job or folder, or not yet complete, is 409. Nothing changes.
 */
export async function finishedUpload(
  db: Kysely<Database>,
  userID: number,
  uploadID: string,
  target: UploadTarget,
  blobs: BlobStore,
): Promise<FinishedUpload> {
  const row = UploadID.safeParse(uploadID).success ? await uploadOfUser(db, uploadID, userID) : undefined;
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  if (row.purpose !== target.purpose) {
    throw conflict(
      `The upload was made for ${PURPOSE_NAMES[row.purpose]}, not ${PURPOSE_NAMES[target.purpose]}`,
    );
  }
  const sameTarget =
    target.purpose === 'image' ? row.job_id === target.jobID : row.folder_id === target.folderID;
  if (!sameTarget) {
    throw conflict(`The upload was made for another ${target.purpose === 'image' ? 'job' : 'folder'}`);
  }
  if (row.upload_offset < row.upload_length) {
    throw conflict('The upload is not complete', { offset: row.upload_offset, length: row.upload_length });
  }
  const bytes = await uploadBytes(db, uploadID, blobs);
  if (bytes.length !== row.upload_length)
    throw new Error(`Upload ${uploadID} has ${bytes.length} bytes stored, not ${row.upload_length}`);
  return { uploadID, fileType: row.file_type, fileName: row.file_name, bytes };
}

/**
 * Called in the final call's transaction once the image or file is stored; `later` deletes the
 * chunks' objects (SCALE-4) once that transaction has committed.
 */
export async function consumeUpload(
  db: Kysely<Database>,
  uploadID: string,
  chunkObjects: { blobs: BlobStore; later: (run: (succeeded: boolean) => Promise<void>) => void },
): Promise<void> {
  const keys = await deleteUpload(db, uploadID);
  if (keys.length > 0) {
    chunkObjects.later(async (succeeded) =>
      succeeded ? deleteChunkObjects(chunkObjects.blobs, keys) : undefined,
    );
  }
}

/** SCALE-4: the objects of chunks whose rows are gone. */
export async function deleteChunkObjects(blobs: BlobStore, keys: string[]): Promise<void> {
  for (const key of keys) await blobs.delete(key);
}

/** Housekeeping: uploads untouched since `before` (ISO) go with their chunks (and their objects). */
export async function purgeAbandonedUploads(
  db: Kysely<Database>,
  before: string,
  blobs: BlobStore | undefined,
): Promise<number> {
  const { uploads, chunkObjects } = await deleteUploadsUntouchedSince(db, before);
  if (chunkObjects.length > 0 && !blobs)
    throw new Error('Upload chunks in the object store, and no blob store');
  if (blobs) await deleteChunkObjects(blobs, chunkObjects);
  return uploads;
}
