// The queue runner (QUEUE-2..5, QUEUE-7, QUEUE-8, FIELD-4, FIELD-5): starts runs (run-lanes.ts:
// each lane sends its newest runnable task, uploads beside small changes; try-task.ts: one try and
// its outcome), one at a time under the cross-tab lock, resets a run stuck for too many sync ticks,
// and ends each run by planning one wake-up: the no-answer backoff after no answer or an outage,
// the end of Retry-After after a busy server (TRUST-3), else the earliest spaced-out task.
import { QUEUE_STUCK_CYCLES, assertNever } from '@fieldops/contract';
import { readSessionId } from '../auth/local-user';
import { type FieldOpsDatabase, db } from '../db/database';
import { type NetworkStatusStore, networkStatus } from '../platform/network-status';
import { NO_ANSWER_BACKOFF } from './backoff';
import { currentOwner } from './enqueue';
import { type LockRunner, browserLocks, webLockRunner } from './lock';
import { earliestNextTry } from './pick';
import { ownTasksIn } from './read-tasks';
import { type Nudge, createNudge, runLanes } from './run-lanes';
import type { SendBatch } from './batch-send';
import { type SendTask, sendTask } from './send';
import { type ServerProbe, serverAnswers } from './server-probe';
import { type QueueStatusStore, queueStatus } from './status';
import type { TryContext } from './try-task';
import { createWakeUp } from './wake-up';

export { pickNext } from './pick';

/** TRUST-3: the wait after a busy answer that names no Retry-After (the server's default). */
const BUSY_DEFAULT_WAIT_S = 10;

/** Why a run is asked for; only the sync tick counts as a cycle for QUEUE-5. */
export type RunReason = 'tick' | 'online' | 'wake' | 'retry' | 'start';

/** 'outage': a try failed and the health probe found the server down; nothing was counted. */
export type RunEnd = 'done' | 'network' | 'outage' | 'signIn' | 'serverBusy' | 'busy' | 'noSession' | 'error';

export interface QueueRunnerDeps {
  database?: FieldOpsDatabase;
  send?: SendTask;
  /** FIELD-6: sends several small changes in one request (the app's runner: POST /api/batch); none: one by one. */
  sendBatch?: SendBatch | null;
  owner?: () => string | null;
  hasSession?: () => boolean;
  withLock?: LockRunner;
  status?: QueueStatusStore;
  /** FIELD-5: is the server up? Asked before a failed try is counted (default: GET /api/server). */
  serverHealthy?: ServerProbe;
  /** The online flag: an outage marks the device offline, a healthy probe online. */
  online?: NetworkStatusStore;
  /** The first wait after no answer or an outage (wake-up.ts); null: never wakes up by itself. */
  networkRetryMs?: number | null;
  now?: () => Date;
  /** Jitter's dice, in [0, 1). */
  random?: () => number;
}

function abortPromise(signal: AbortSignal): Promise<RunEnd> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve('error'), { once: true }));
}

export function createQueueRunner(deps: QueueRunnerDeps = {}) {
  const database = deps.database ?? db;
  const owner = deps.owner ?? currentOwner;
  const hasSession = deps.hasSession ?? (() => readSessionId() !== null);
  const withLock = deps.withLock ?? webLockRunner(browserLocks());
  const status = deps.status ?? queueStatus;
  const serverHealthy = deps.serverHealthy ?? serverAnswers;
  const online = deps.online ?? networkStatus;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const firstRetryMs = deps.networkRetryMs === undefined ? NO_ANSWER_BACKOFF.baseMs : deps.networkRetryMs;
  const wakeUp = createWakeUp({ onWake: () => void trigger('retry'), firstRetryMs, random });
  /** TRUST-3: a busy server's Retry-After: no run starts before this time (ms). */
  let busyUntil = 0;
  const context: TryContext = {
    database,
    send: deps.send ?? sendTask,
    sendBatch: deps.sendBatch ?? null,
    status,
    now,
    random,
    answered: () => wakeUp.answered(),
    serverBusy(retryAfterSeconds) {
      busyUntil = now().getTime() + (retryAfterSeconds ?? BUSY_DEFAULT_WAIT_S) * 1000;
      status.set({ serverBusy: true });
    },
    // The health probe's verdict goes to the online flag too (the banner, the sync tick read it).
    async serverIsUp() {
      const up = await serverHealthy();
      online.setOnline(up);
      return up;
    },
  };

  let running: AbortController | null = null;
  let nudge: Nudge = createNudge();
  let stuckCycles = 0;
  let runAgain = false;

  async function planWakeUp(end: RunEnd): Promise<void> {
    switch (end) {
      case 'network':
      case 'outage':
        return wakeUp.unreached();
      case 'serverBusy':
        return wakeUp.dueAt(busyUntil, now().getTime());
      // No timer: the next sync tick, online event or action starts a run.
      case 'signIn':
      case 'busy':
      case 'noSession':
      case 'error':
        return;
      case 'done':
        break;
      default:
        return assertNever(end);
    }
    const me = owner();
    const tasks = await ownTasksIn(database, me, 'waiting').toArray();
    wakeUp.dueAt(earliestNextTry(tasks, me, now().getTime()), now().getTime());
  }

  /**
   * Starts a run unless one is going on (QUEUE-4: called on the sync tick, the online event and
   * after an action); a call during a run asks for one more run after it. Only sync ticks count
   * as cycles: a run still going after more than QUEUE_STUCK_CYCLES ticks is taken as stuck
   * (QUEUE-5), aborted (its request too, which frees the lock) and replaced. Never throws.
   */
  async function trigger(reason: RunReason = 'wake'): Promise<RunEnd> {
    if (!hasSession()) return 'noSession';
    // TRUST-3: the busy server asked for a pause; the wake-up planned for its end runs the queue.
    if (now().getTime() < busyUntil) return 'serverBusy';
    if (running) {
      if (reason === 'tick') stuckCycles += 1;
      if (stuckCycles <= QUEUE_STUCK_CYCLES) {
        runAgain = true;
        nudge.poke(); // FIELD-4: a lane may be idle beside an upload in flight
        return 'busy';
      }
      console.warn(`Queue: the running flag was stuck for ${stuckCycles} cycles; resetting it`);
      running.abort();
    }
    const controller = new AbortController();
    running = controller;
    nudge = createNudge();
    stuckCycles = 0;
    runAgain = false;
    status.set({ running: true });
    let end: RunEnd = 'error';
    try {
      end = await withLock(() =>
        Promise.race([runLanes(context, owner(), controller.signal, nudge), abortPromise(controller.signal)]),
      );
      await planWakeUp(end);
      return end;
    } catch (error) {
      console.error('Queue: the run stopped', error instanceof Error ? error.message : error);
      return 'error';
    } finally {
      if (running === controller) {
        running = null;
        status.set({ running: false });
        // Something asked for a run meanwhile; after no answer or an outage, the wake-up does.
        if (runAgain && end === 'done') void trigger();
      }
    }
  }

  return {
    trigger,
    /**
     * FIELD-5: the health check saw the server come back. The waits that only the outage caused
     * (the no-answer backoff) end; tasks spaced after a counted try keep their time. Runs at once.
     */
    serverBack(): Promise<RunEnd> {
      wakeUp.serverBack();
      return trigger('online');
    },
    /** Whether the in-tab running flag is set (for QUEUE-5 tests and the device page). */
    isRunning: () => running !== null,
    /** Whether the runner will wake up by itself (FIELD-5 tests). */
    hasWakeUp: () => wakeUp.isPlanned(),
    stop(): void {
      running?.abort();
      wakeUp.clear();
    },
  };
}

export type QueueRunner = ReturnType<typeof createQueueRunner>;
