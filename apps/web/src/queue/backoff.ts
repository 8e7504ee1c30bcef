// FIELD-5: how long the queue waits before trying again. Delays double from a base up to a cap;
// each is drawn at random between three quarters of that and all of it, so the devices that lost
// the same server do not all come back in the same second (and never wait longer than the cap).
import type { QueuedTask } from './task';

export interface BackoffSchedule {
  /** The nominal delay after the first failure. */
  baseMs: number;
  /** No delay is longer than this. */
  maxMs: number;
}

/** A counted try (5xx or 429 from a healthy server): about 10 s, then 20 s (QUEUE-3 skips at 3). */
export const TRY_BACKOFF: BackoffSchedule = { baseMs: 10_000, maxMs: 600_000 };

/**
 * No answer, or a server that is down: counts nothing, so it may go on for long. A trench link
 * often returns within seconds, hence the short first step; the health check (every 30 s) and the
 * online event bring the queue back sooner than the cap when the server is up again.
 */
export const NO_ANSWER_BACKOFF: BackoffSchedule = { baseMs: 2_000, maxMs: 600_000 };

/** The share of the nominal delay that jitter may take off. */
export const BACKOFF_JITTER = 0.25;

/**
 * The delay before the next try after `failures` failures in a row (1 or more); `random` in [0, 1)
 * (Math.random in the app, fixed in tests).
 */
export function backoffDelayMs(failures: number, random: number, schedule = TRY_BACKOFF): number {
  const doublings = Math.min(Math.max(0, Math.floor(failures) - 1), 40); // 2^40 × base is past any cap
  const nominal = Math.min(schedule.maxMs, schedule.baseMs * 2 ** doublings);
  const share = Math.min(Math.max(random, 0), 1);
  return Math.round(nominal * (1 - BACKOFF_JITTER * share));
}

/** Whether a task's spacing (nextTryAt) has run out at `now`; a task never failed is always due. */
export function isDue(task: Pick<QueuedTask, 'nextTryAt'>, now: number): boolean {
  return !task.nextTryAt || Date.parse(task.nextTryAt) <= now;
}
