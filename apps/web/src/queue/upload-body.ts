// FIELD-2: the bodies of the two upload calls, built when the task is sent. A task holds no bytes:
// a photo's are read from its photos record, a folder upload's from its `upload:{queueID}` files
// record, so the bytes are stored once and a replay sends the same body. FIELD-3: bytes over
// RESUMABLE_UPLOAD_MIN_BYTES go up first in resumable chunks (src/uploads); the body then names
// the finished upload (`upload`) instead of carrying them.
import { FolderUpload, type ImageUpload, withImagePrefix } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { uploadRecordID } from '../file-sync/store';
import { goesResumable, sendRecordUpload } from '../uploads/upload-record';
import { callArgsOf } from './kinds/call-task';
import { LocalDataMissingError } from './outcome';
import { type QueuedTask, TASK_TYPES } from './task';

/** What an upload task stores: the body of POST /api/Image without its bytes. */
export type ImageUploadPayload = Omit<ImageUpload, 'base64'>;

/** What a folder upload task stores: the body of the base64 upload call without its bytes. */
export const FolderUploadPayload = FolderUpload.omit({ base64: true });
export type FolderUploadPayload = Omit<FolderUpload, 'base64'>;

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

/** The drive folder a folder upload task goes to: its call's `parent` (FIELD-1, kinds/call-task.ts). */
function folderOf(task: QueuedTask): string | null {
  const parent = callArgsOf(task, ['uploadToFolder'])?.args['parent'];
  return typeof parent === 'string' ? parent : null;
}

/** FILES-3: the folder upload's body, its bytes read from the upload's files record (FIELD-3: large ones resumably). */
export async function folderUploadBody(
  task: QueuedTask,
  database: FieldOpsDatabase = db,
  signal: AbortSignal = new AbortController().signal,
): Promise<FolderUpload> {
  const payload = FolderUploadPayload.safeParse(task.kind === 'http' ? task.payload : null);
  const key = uploadRecordID(task.queueID);
  const file = await database.files.get(key);
  if (!payload.success || !file?.blob)
    throw new LocalDataMissingError(`${task.taskName}: the file is no longer on this device`);
  const folderID = folderOf(task);
  if (folderID && goesResumable(file.blob)) {
    const upload = await sendRecordUpload({
      holder: { table: 'files', key },
      record: { ...file, blob: file.blob },
      metadata: {
        purpose: 'folder',
        folderID,
        filetype: payload.data.mimeType,
        filename: payload.data.name,
      },
      signal,
      database,
    });
    return { ...payload.data, upload };
  }
  return { ...payload.data, base64: await base64Of(file.blob) };
}

/**
 * The body of an upload task, or null for any other task. `signal`: the runner's, which stops
 * whatever the upload is doing.
 */
export async function uploadBody(
  task: QueuedTask,
  signal: AbortSignal,
  database: FieldOpsDatabase = db,
): Promise<ImageUpload | FolderUpload | null> {
  if (task.kind !== 'http') return null;
  if (task.typeObject === TASK_TYPES.image)
    return imageUploadBody(task.payload as ImageUploadPayload, database, signal);
  if (task.typeObject === TASK_TYPES.folderUpload) return folderUploadBody(task, database, signal);
  return null;
}
