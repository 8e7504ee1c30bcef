// One try of a task over the app's HTTP client, with the task's idempotency key (QUEUE-7). The
// stored-procedure form goes to /api/cmd?proc=NAME with its command object (HTTP-5). FIELD-2: an
// upload carries no bytes in the queue. A photo's are read from its photos record, a folder
// upload's from its `upload:{queueID}` files record, only when that task is sent: the bytes are
// stored once, counting and listing tasks never reads them, and a replay sends the same body.
import { FolderUpload, type ImageUpload, calls, withImagePrefix } from '@fieldops/contract';
import { request } from '../api/http';
import { type FieldOpsDatabase, db } from '../db/database';
import { uploadRecordID } from '../file-sync/store';
import { LocalDataMissingError } from './outcome';
import { type QueuedTask, TASK_TYPES } from './task';

/** `database`: where the task's upload bytes are read (the runner's own). */
export type SendTask = (
  task: QueuedTask,
  signal: AbortSignal,
  database?: FieldOpsDatabase,
) => Promise<unknown>;

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

/** REPORT-5/6: the upload body, with the contract's data-URL prefix (png kept as png). */
export async function imageUploadBody(
  payload: ImageUploadPayload,
  database: FieldOpsDatabase = db,
): Promise<ImageUpload> {
  const photo = await database.photos.get(payload.referenceCode);
  if (!photo?.blob)
    throw new LocalDataMissingError(`Photo ${payload.referenceCode} is no longer on this device`);
  const raw = await base64Of(photo.blob);
  const base64 = photo.blob.type === 'image/png' ? `data:image/png;base64,${raw}` : withImagePrefix(raw);
  return { ...payload, base64 };
}

/** FILES-3: the folder upload's body, its bytes read from the upload's files record. */
export async function folderUploadBody(
  task: QueuedTask,
  database: FieldOpsDatabase = db,
): Promise<FolderUpload> {
  const payload = FolderUploadPayload.safeParse(task.kind === 'http' ? task.payload : null);
  const file = await database.files.get(uploadRecordID(task.queueID));
  if (!payload.success || !file?.blob)
    throw new LocalDataMissingError(`${task.taskName}: the file is no longer on this device`);
  return { ...payload.data, base64: await base64Of(file.blob) };
}

export const sendTask: SendTask = async (task, signal, database = db) => {
  if (task.kind === 'procedure') {
    return request(calls.command.path, {
      method: 'POST',
      query: { proc: task.procedure },
      body: { procedure: task.procedure, parameters: task.parameters },
      idempotencyKey: task.idempotencyKey,
      signal,
    });
  }
  const body =
    task.typeObject === TASK_TYPES.image
      ? await imageUploadBody(task.payload as ImageUploadPayload, database)
      : task.typeObject === TASK_TYPES.folderUpload
        ? await folderUploadBody(task, database)
        : (task.payload ?? undefined);
  return request(task.url, { method: task.method, body, idempotencyKey: task.idempotencyKey, signal });
};
