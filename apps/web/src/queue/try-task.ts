// One try of one task (QUEUE-3, QUEUE-7, QUEUE-9, FIELD-5) and what its outcome writes: a success
// deletes the task and applies its effects in one transaction; a failure is classified
// (outcome.ts). A try that would count (5xx, an unreadable answer) first asks the server's
// health: a server that is down is an outage, not the task's fault, so nothing is counted.
import { assertNever } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import { applySuccess, readSuccess, settleRefusal, successEnd, successTables } from './effects';
import { classifyFailure } from './outcome';
import type { SendBatch } from './batch-send';
import type { SendTask } from './send';
import type { QueueStatusStore } from './status';
import type { QueuedTask } from './task';
import { countedTry, rejection } from './try-changes';

/** What ends the whole run: no answer, an outage, a 401, a busy server (its 503, a 429). */
export type StopEnd = 'network' | 'outage' | 'signIn' | 'serverBusy';

/** 'remapped': a success that changed other tasks (a temporary id became the server's). */
export type TryEnd = 'sent' | 'remapped' | 'failed' | StopEnd;

export interface TryContext {
  database: FieldOpsDatabase;
  send: SendTask;
  /** FIELD-6: how several small changes go in one request; null sends each alone. */
  sendBatch: SendBatch | null;
  status: QueueStatusStore;
  /** The health probe's verdict (the runner writes it to the online flag too). */
  serverIsUp(): Promise<boolean>;
  /** The server answered something: the no-answer backoff's streak ends. */
  answered(): void;
  /** TRUST-3: the server is busy; no run before Retry-After (null: the server did not say). */
  serverBusy(retryAfterSeconds: number | null): void;
  now(): Date;
  random(): number;
}

export const isStop = (end: TryEnd): end is StopEnd =>
  end === 'network' || end === 'outage' || end === 'signIn' || end === 'serverBusy';

export async function tryTask(task: QueuedTask, signal: AbortSignal, context: TryContext): Promise<TryEnd> {
  const { database } = context;
  try {
    const answer = await context.send(task, signal, database);
    const result = readSuccess(task, answer);
    await database.transaction('rw', successTables(database), async () => {
      if (!(await database.updateQueue.get(task.queueID))) return;
      await database.updateQueue.delete(task.queueID);
      await applySuccess(database, task, result);
    });
    context.status.set({ needsSignIn: false, serverBusy: false });
    context.answered();
    return successEnd(task, result);
  } catch (error) {
    return recordFailure(task, error, context);
  }
}

/**
 * What a failed try means for its task, written on it (a counted try or a rejection), and whether
 * the run goes on. A try that would count first asks the health probe (FIELD-5). Shared by single
 * tries and batch entries.
 */
export async function recordFailure(task: QueuedTask, error: unknown, context: TryContext): Promise<TryEnd> {
  const { database } = context;
  const outcome = classifyFailure(error);
  if (outcome.kind === 'network') return 'network';
  if (outcome.kind === 'busy') {
    // TRUST-3: the task stays as it was (no try counted) and is sent again after Retry-After.
    context.answered();
    context.serverBusy(outcome.retryAfterSeconds);
    return 'serverBusy';
  }
  // FIELD-5: a gateway's 502 or a 503 while the server is down is no verdict on the task.
  if (outcome.kind === 'retry' && !(await context.serverIsUp())) return 'outage';
  context.answered();
  if (outcome.kind === 'signIn') {
    context.status.set({ needsSignIn: true });
    return 'signIn';
  }
  // TSX-1: a refusal its kind settled (a timesheet 409 merged) is a changed task, not a refused one.
  if (outcome.kind === 'rejected' && (await settleRefusal(database, task, error))) return 'remapped';
  const now = context.now();
  await database.updateQueue.update(
    task.queueID,
    outcome.kind === 'retry'
      ? countedTry(task, outcome.message, now, context.random())
      : outcome.kind === 'rejected'
        ? rejection(outcome.message, now)
        : assertNever(outcome),
  );
  return 'failed';
}
