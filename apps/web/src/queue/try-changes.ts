// What a failed try writes on its task, as plain changes the runner stores (QUEUE-2, QUEUE-3,
// QUEUE-9, FIELD-5). Pure, so the counting and spacing rules read in one place.
import { QUEUE_MAX_TRIES } from '@fieldops/contract';
import { TRY_BACKOFF, backoffDelayMs } from './backoff';
import type { QueuedTask } from './task';

export type TryChanges = Pick<QueuedTask, 'state' | 'lastError' | 'updatedDate'> &
  Partial<Pick<QueuedTask, 'counterTries' | 'nextTryAt'>>;

/**
 * A counted try (5xx, 429 or an unreadable answer from a healthy server): one more try, and the
 * next one no sooner than the backoff allows. The last allowed try skips the task (QUEUE-3: kept,
 * shown, no longer tried until the user retries it).
 */
export function countedTry(task: QueuedTask, message: string, at: Date, random: number): TryChanges {
  const counterTries = task.counterTries + 1;
  const skipped = counterTries >= QUEUE_MAX_TRIES;
  const wait = backoffDelayMs(counterTries, random, TRY_BACKOFF);
  return {
    counterTries,
    lastError: message,
    updatedDate: at.toISOString(),
    state: skipped ? 'skipped' : 'waiting',
    nextTryAt: skipped ? null : new Date(at.getTime() + wait).toISOString(),
  };
}

/** Any other 4xx: the server will never take this request as it is; kept with its reason. */
export function rejection(message: string, at: Date): TryChanges {
  return { state: 'rejected', lastError: message, updatedDate: at.toISOString(), nextTryAt: null };
}
