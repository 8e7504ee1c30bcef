// One try of a task over the app's HTTP client, with the task's idempotency key (QUEUE-7). The
// stored-procedure form goes to /api/cmd?proc=NAME with its command object (HTTP-5).
import { calls } from '@fieldops/contract';
import { request } from '../api/http';
import type { QueuedTask } from './task';

export type SendTask = (task: QueuedTask, signal: AbortSignal) => Promise<unknown>;

export const sendTask: SendTask = (task, signal) => {
  if (task.kind === 'procedure') {
    return request(calls.command.path, {
      method: 'POST',
      query: { proc: task.procedure },
      body: { procedure: task.procedure, parameters: task.parameters },
      idempotencyKey: task.idempotencyKey,
      signal,
    });
  }
  return request(task.url, {
    method: task.method,
    body: task.payload ?? undefined,
    idempotencyKey: task.idempotencyKey,
    signal,
  });
};
