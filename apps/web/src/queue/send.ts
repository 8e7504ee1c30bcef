// One try of a task over the app's HTTP client, with the task's idempotency key (QUEUE-7). The
// stored-procedure form goes to /api/cmd?proc=NAME with its command object (HTTP-5). FIELD-2: an
// upload's body is built only when it is sent (its kind's `body`), so a task never holds bytes.
import { calls } from '@fieldops/contract';
import { request } from '../api/http';
import { type FieldOpsDatabase, db } from '../db/database';
import { kindOf } from './kinds/registry';
import type { QueuedTask } from './task';

/** `database`: where the task's upload bytes are read (the runner's own). */
export type SendTask = (
  task: QueuedTask,
  signal: AbortSignal,
  database?: FieldOpsDatabase,
) => Promise<unknown>;

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
  const built = kindOf(task)?.body;
  const body = built ? await built(task, signal, database) : (task.payload ?? undefined);
  return request(task.url, { method: task.method, body, idempotencyKey: task.idempotencyKey, signal });
};
