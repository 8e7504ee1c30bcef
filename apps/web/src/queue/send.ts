// One try of a task over the app's HTTP client, with the task's idempotency key (QUEUE-7). The
// stored-procedure form goes to /api/cmd?proc=NAME with its command object (HTTP-5). A photo
// upload carries no bytes in the queue: they are read from the photos store when sent, so a day of
// photos is stored once, and a replay sends the same body.
import { type ImageUpload, calls, withImagePrefix } from '@fieldops/contract';
import { request } from '../api/http';
import { type FieldOpsDatabase, db } from '../db/database';
import { LocalDataMissingError } from './outcome';
import { type QueuedTask, TASK_TYPES } from './task';

export type SendTask = (task: QueuedTask, signal: AbortSignal) => Promise<unknown>;

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

export const sendTask: SendTask = async (task, signal) => {
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
      ? await imageUploadBody(task.payload as ImageUploadPayload)
      : (task.payload ?? undefined);
  return request(task.url, { method: task.method, body, idempotencyKey: task.idempotencyKey, signal });
};
