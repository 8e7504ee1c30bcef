// FIELD-2: an upload's body, built when the task is sent (its kind's `body`, kinds/kind.ts). A task
// holds no bytes: a photo's are read from its photos record (here), a folder upload's from its
// `upload:{queueID}` files record (file-sync/kinds/folder-upload.ts), so the bytes are stored once
// and a replay sends the same body. FIELD-3: bytes over RESUMABLE_UPLOAD_MIN_BYTES go up first in
// resumable chunks (src/uploads); the body then names the finished upload (`upload`) instead.
import { type ImageUpload, withImagePrefix } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { goesResumable, sendRecordUpload } from '../uploads/upload-record';
import { LocalDataMissingError } from './outcome';

/** What an upload task stores: the body of POST /api/Image without its bytes. */
export type ImageUploadPayload = Omit<ImageUpload, 'base64'>;

/** A Blob's bytes as plain base64 (no data-URL prefix). */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode takes arguments: keep the spread small
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/**
 * REPORT-5/6: the upload body, with the contract's data-URL prefix (png kept as png). A large
 * photo goes up resumably first (FIELD-3).
 */
export async function imageUploadBody(
  payload: ImageUploadPayload,
  database: FieldOpsDatabase = db,
  signal: AbortSignal = new AbortController().signal,
): Promise<ImageUpload> {
  const photo = await database.photos.get(payload.referenceCode);
  if (!photo?.blob)
    throw new LocalDataMissingError(`Photo ${payload.referenceCode} is no longer on this device`);
  if (goesResumable(photo.blob)) {
    const upload = await sendRecordUpload({
      holder: { table: 'photos', key: payload.referenceCode },
      record: { ...photo, blob: photo.blob },
      metadata: {
        purpose: 'image',
        jobID: payload.jobID,
        filetype: photo.blob.type,
        filename: payload.fileName,
      },
      signal,
      database,
    });
    return { ...payload, upload };
  }
  const raw = await base64Of(photo.blob);
  const base64 = photo.blob.type === 'image/png' ? `data:image/png;base64,${raw}` : withImagePrefix(raw);
  return { ...payload, base64 };
}
