// FIELD-6: one try of several independent small changes in one request. Each entry has its own
// answer: successes are applied together in one transaction, and each failure is written on its own
// task exactly as a single try's would be (one entry's 4xx leaves the others alone). A batch that
// gets no answer, a 5xx, 401 or 429 as a whole is a try of each of its tasks; a batch refused as a
// whole otherwise (an older server without batches, a body too large) falls back to single tries.
import { ApiError, type BatchEntryAnswer } from '@fieldops/contract';
import { ContractError, HttpError } from '../api/errors';
import type { SendBatch } from './batch-send';
import { applySuccess, readSuccess, type SuccessResult, successEnd, successTables } from './effects';
import type { QueuedTask } from './task';
import { type TryContext, type TryEnd, isStop, recordFailure, tryTask } from './try-task';

/** How a try of one task or a batch ended, and which tasks it sent. */
export interface Attempt {
  end: TryEnd;
  sent: number[];
}

type Settled = { task: QueuedTask; result: SuccessResult } | { task: QueuedTask; error: unknown };

function settle(task: QueuedTask, answer: BatchEntryAnswer): Settled {
  if (answer.status < 200 || answer.status >= 300) {
    const body = ApiError.safeParse(answer.body);
    return { task, error: new HttpError(answer.status, body.success ? body.data : null) };
  }
  try {
    return { task, result: readSuccess(task, answer.body) };
  } catch (error) {
    return { task, error };
  }
}

/** The run's verdict on several ends: a stop wins; else a remap (the lanes reload); else sent. */
function combine(ends: readonly TryEnd[]): TryEnd {
  return (
    ends.find(isStop) ?? (ends.includes('remapped') ? 'remapped' : ends.includes('sent') ? 'sent' : 'failed')
  );
}

async function wholeBatchFailed(
  tasks: readonly QueuedTask[],
  error: unknown,
  signal: AbortSignal,
  context: TryContext,
): Promise<Attempt> {
  const refused =
    error instanceof HttpError && error.status < 500 && error.status !== 401 && error.status !== 429;
  if (refused) {
    const sent: number[] = [];
    const ends: TryEnd[] = [];
    for (const task of tasks) {
      const end = await tryTask(task, signal, context);
      ends.push(end);
      if (end === 'sent' || end === 'remapped') sent.push(task.queueID);
      if (isStop(end)) break;
    }
    return { end: combine(ends), sent };
  }
  const [first, ...rest] = tasks;
  const end = first ? await recordFailure(first, error, context) : 'failed';
  if (isStop(end)) return { end, sent: [] };
  // The server is up (the first failure asked): the same failure is a try of every task.
  const up = { ...context, serverIsUp: async () => true };
  for (const task of rest) await recordFailure(task, error, up);
  return { end, sent: [] };
}

export async function tryBatch(
  tasks: readonly QueuedTask[],
  signal: AbortSignal,
  context: TryContext & { sendBatch: SendBatch },
): Promise<Attempt> {
  const { database } = context;
  let answers: BatchEntryAnswer[];
  try {
    answers = await context.sendBatch(tasks, signal);
    if (answers.length !== tasks.length)
      throw new ContractError('A batch answered another number of entries');
  } catch (error) {
    return wholeBatchFailed(tasks, error, signal, context);
  }
  context.answered();
  const settled = tasks.map((task, i) => settle(task, answers[i]!));
  const successes = settled.filter((s): s is Extract<Settled, { result: SuccessResult }> => 'result' in s);
  if (successes.length > 0) {
    await database.transaction('rw', successTables(database), async () => {
      // One read and one delete for the batch, then each answer in order; a task discarded
      // meanwhile is no longer there and its answer changes nothing.
      const stored = await database.updateQueue.bulkGet(successes.map(({ task }) => task.queueID));
      const present = successes.filter((_, i) => stored[i] !== undefined);
      await database.updateQueue.bulkDelete(present.map(({ task }) => task.queueID));
      for (const { task, result } of present) await applySuccess(database, task, result);
    });
    context.status.set({ needsSignIn: false, serverBusy: false });
  }
  // The batch was answered, so the server is up: an entry's 5xx is that entry's own counted try.
  const up = { ...context, serverIsUp: async () => true };
  const ends: TryEnd[] = successes.map(({ task, result }) => successEnd(task, result));
  for (const failed of settled)
    if ('error' in failed) ends.push(await recordFailure(failed.task, failed.error, up));
  return { end: combine(ends), sent: successes.map(({ task }) => task.queueID) };
}
