// The queue runner (QUEUE-2..5, QUEUE-7, QUEUE-8). A run sends the newest runnable task, applies
// the outcome, and picks again until nothing is runnable; each task is tried at most once per
// run. Runnable: waiting, fewer than QUEUE_MAX_TRIES tries, made by the signed-in account, and
// its parent (dependsOn) no longer in the queue, i.e. it succeeded. A parent that failed, was
// rejected or skipped holds its children back, whatever "newest first" says.
import { QUEUE_MAX_TRIES, QUEUE_STUCK_CYCLES } from '@fieldops/contract';
import { readSessionId } from '../auth/local-user';
import { type FieldOpsDatabase, db } from '../db/database';
import { applySuccess, readSuccess, successTables } from './effects';
import { currentOwner } from './enqueue';
import { type LockRunner, browserLocks, webLockRunner } from './lock';
import { classifyFailure } from './outcome';
import { type SendTask, sendTask } from './send';
import { type QueueStatusStore, queueStatus } from './status';
import type { QueuedTask } from './task';

/** After a run stopped for want of an answer, try again this soon if the browser says online. */
export const QUEUE_NETWORK_RETRY_MS = 2_000;

/** Why a run is asked for; only the sync tick counts as a cycle for QUEUE-5. */
export type RunReason = 'tick' | 'online' | 'wake' | 'retry' | 'start';

export type RunEnd = 'done' | 'network' | 'signIn' | 'rateLimited' | 'busy' | 'noSession' | 'error';

export interface QueueRunnerDeps {
  database?: FieldOpsDatabase;
  send?: SendTask;
  owner?: () => string | null;
  hasSession?: () => boolean;
  withLock?: LockRunner;
  status?: QueueStatusStore;
  /** null: never schedule a retry by itself (tests drive every run). */
  networkRetryMs?: number | null;
  now?: () => Date;
}

/** The newest runnable task of `tasks` (sorted newest first), skipping those already tried. */
export function pickNext(
  tasks: readonly QueuedTask[],
  tried: ReadonlySet<number>,
  owner: string | null,
): QueuedTask | undefined {
  const present = new Set(tasks.map((task) => task.queueID));
  return tasks.find(
    (task) =>
      task.state === 'waiting' &&
      task.counterTries < QUEUE_MAX_TRIES &&
      task.owner === owner &&
      !tried.has(task.queueID) &&
      (task.dependsOn === null || !present.has(task.dependsOn)),
  );
}

const newestFirst = (a: QueuedTask, b: QueuedTask) => b.queueID - a.queueID;

function abortPromise(signal: AbortSignal): Promise<RunEnd> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve('error'), { once: true }));
}

export function createQueueRunner(deps: QueueRunnerDeps = {}) {
  const database = deps.database ?? db;
  const send = deps.send ?? sendTask;
  const owner = deps.owner ?? currentOwner;
  const hasSession = deps.hasSession ?? (() => readSessionId() !== null);
  const withLock = deps.withLock ?? webLockRunner(browserLocks());
  const status = deps.status ?? queueStatus;
  const networkRetryMs = deps.networkRetryMs === undefined ? QUEUE_NETWORK_RETRY_MS : deps.networkRetryMs;
  const now = deps.now ?? (() => new Date());

  let running: AbortController | null = null;
  let stuckCycles = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let runAgain = false;

  const load = async () => (await database.updateQueue.toArray()).sort(newestFirst);

  async function failTry(task: QueuedTask, message: string): Promise<QueuedTask> {
    const counterTries = task.counterTries + 1;
    const changes = {
      counterTries,
      lastError: message,
      updatedDate: now().toISOString(),
      // QUEUE-3: kept, shown, no longer tried until the user retries it.
      state: counterTries >= QUEUE_MAX_TRIES ? ('skipped' as const) : ('waiting' as const),
    };
    await database.updateQueue.update(task.queueID, changes);
    return { ...task, ...changes };
  }

  async function reject(task: QueuedTask, message: string): Promise<QueuedTask> {
    const changes = { state: 'rejected' as const, lastError: message, updatedDate: now().toISOString() };
    await database.updateQueue.update(task.queueID, changes);
    return { ...task, ...changes };
  }

  async function runOnce(signal: AbortSignal): Promise<RunEnd> {
    const me = owner();
    const tried = new Set<number>();
    let tasks = await load();
    while (!signal.aborted) {
      // A task added meanwhile (by this or another tab) has the highest id: pick it up.
      const newest = await database.updateQueue.orderBy(':id').lastKey();
      if (newest !== undefined && newest !== tasks[0]?.queueID) tasks = await load();
      const next = pickNext(tasks, tried, me);
      if (!next) return 'done';
      tried.add(next.queueID);
      const task = await database.updateQueue.get(next.queueID);
      if (!task || pickNext([task], new Set(), me) === undefined) {
        tasks = await load(); // retried, discarded or changed by the user meanwhile
        continue;
      }
      let answer: unknown;
      try {
        answer = await send(task, signal);
        const result = readSuccess(task, answer);
        await database.transaction('rw', successTables(database), async () => {
          if (!(await database.updateQueue.get(task.queueID))) return;
          await database.updateQueue.delete(task.queueID);
          await applySuccess(database, task, result);
        });
        status.set({ needsSignIn: false });
        // A remap changed other tasks: read them again.
        tasks = result.type === 'jobRecord' ? await load() : tasks.filter((t) => t.queueID !== task.queueID);
        continue;
      } catch (error) {
        const outcome = classifyFailure(error);
        if (outcome.kind === 'network') return 'network';
        if (outcome.kind === 'signIn') {
          status.set({ needsSignIn: true });
          return 'signIn';
        }
        const updated =
          outcome.kind === 'retry'
            ? await failTry(task, outcome.message)
            : await reject(task, outcome.message);
        tasks = tasks.map((t) => (t.queueID === updated.queueID ? updated : t));
        if (outcome.kind === 'retry' && outcome.stopRun) return 'rateLimited';
      }
    }
    return 'error';
  }

  function scheduleRetry(): void {
    if (networkRetryMs === null || retryTimer !== null) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // the online event wakes us
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void trigger('retry');
    }, networkRetryMs);
  }

  /**
   * Starts a run unless one is going on (QUEUE-4: called on the sync tick, the online event and
   * after an action); a call during a run asks for one more run after it. Only sync ticks count
   * as cycles: a run still going after more than QUEUE_STUCK_CYCLES ticks is taken as stuck
   * (QUEUE-5), aborted (its request too, which frees the lock) and replaced. Never throws.
   */
  async function trigger(reason: RunReason = 'wake'): Promise<RunEnd> {
    if (!hasSession()) return 'noSession';
    if (running) {
      if (reason === 'tick') stuckCycles += 1;
      if (stuckCycles <= QUEUE_STUCK_CYCLES) {
        runAgain = true;
        return 'busy';
      }
      console.warn(`Queue: the running flag was stuck for ${stuckCycles} cycles; resetting it`);
      running.abort();
    }
    const controller = new AbortController();
    running = controller;
    stuckCycles = 0;
    runAgain = false;
    status.set({ running: true });
    let end: RunEnd = 'error';
    try {
      end = await withLock(() => Promise.race([runOnce(controller.signal), abortPromise(controller.signal)]));
      if (end === 'network') scheduleRetry();
      return end;
    } catch (error) {
      console.error('Queue: the run stopped', error instanceof Error ? error.message : error);
      return 'error';
    } finally {
      if (running === controller) {
        running = null;
        status.set({ running: false });
        // Something asked for a run meanwhile; after a stop for want of network, the retry timer does.
        if (runAgain && end === 'done') void trigger();
      }
    }
  }

  return {
    trigger,
    /** Whether the in-tab running flag is set (for QUEUE-5 tests and the device page). */
    isRunning: () => running !== null,
    stop(): void {
      running?.abort();
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}

export type QueueRunner = ReturnType<typeof createQueueRunner>;
