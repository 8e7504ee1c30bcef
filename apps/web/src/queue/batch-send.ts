// FIELD-6: independent small changes go to the server several at a time (POST /api/batch). Each
// entry is exactly the request its task would send alone, with its own Idempotency-Key, so a
// batch replayed after a cut connection is applied once, entry by entry, like single tasks.
import {
  BATCH_MAX_ENTRIES,
  BatchAnswer,
  type BatchEntry,
  type BatchEntryAnswer,
  calls,
} from '@fieldops/contract';
import { request } from '../api/http';
import { ContractError } from '../api/errors';
import type { QueuedTask } from './task';

export { BATCH_MAX_ENTRIES };

export type SendBatch = (tasks: readonly QueuedTask[], signal: AbortSignal) => Promise<BatchEntryAnswer[]>;

/** The request a small change stands for, as a batch entry (uploads never go in batches). */
export function batchEntryOf(task: QueuedTask): BatchEntry {
  if (task.kind === 'procedure') {
    return {
      idempotencyKey: task.idempotencyKey,
      method: 'POST',
      path: `${calls.command.path}?proc=${encodeURIComponent(task.procedure)}`,
      body: { procedure: task.procedure, parameters: task.parameters },
    };
  }
  return {
    idempotencyKey: task.idempotencyKey,
    method: task.method,
    path: task.url,
    ...(task.payload === undefined || task.payload === null ? {} : { body: task.payload }),
  };
}

/** Sends the tasks as one batch; the answers come in the tasks' order, one per task. */
export const sendBatch: SendBatch = async (tasks, signal) => {
  const answer = await request(calls.batch.path, {
    method: 'POST',
    body: { entries: tasks.map(batchEntryOf) },
    signal,
  });
  const parsed = BatchAnswer.safeParse(answer);
  if (!parsed.success || parsed.data.answers.length !== tasks.length) {
    throw new ContractError('Unexpected answer to a batch of changes');
  }
  return parsed.data.answers;
};
