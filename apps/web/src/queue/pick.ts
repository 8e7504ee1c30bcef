// Which task the runner sends next (QUEUE-2, QUEUE-3, QUEUE-8, FIELD-5), in which lane (FIELD-4),
// and when it should wake up by itself for a task whose spacing runs out later. Pure: the runner
// passes the tasks and the clock.
import { QUEUE_MAX_TRIES } from '@fieldops/contract';
import { isDue } from './backoff';
import type { Lane } from './kinds/kind';
import { kindOf } from './kinds/registry';
import type { QueuedTask } from './task';

export type { Lane } from './kinds/kind';
export const LANES: readonly Lane[] = ['upload', 'change'];

/** FIELD-4: the lane the task's kind names (kinds/kind.ts); a small change when it names none. */
export const laneOf = (task: QueuedTask): Lane => kindOf(task)?.lane ?? 'change';

/** Narrows a pick: the queueIDs still in the queue (any owner or state; default: `tasks`), a lane. */
export interface PickScope {
  present?: ReadonlySet<number>;
  lane?: Lane;
}

/**
 * Waiting, fewer than QUEUE_MAX_TRIES tries, made by `owner`, and not waiting for the user's pick
 * between two changes of one field (TSX-1): it will be sent some time.
 */
function isPending(task: QueuedTask, owner: string | null): boolean {
  const sendable = task.state === 'waiting' && !kindOf(task)?.waitsForUser?.(task);
  return sendable && task.counterTries < QUEUE_MAX_TRIES && task.owner === owner;
}

/**
 * The newest runnable task of `tasks` (sorted newest first), skipping those already tried (or in
 * flight) in this run and those whose spacing has not run out at `now`. A parent that failed, was rejected or
 * skipped is still present, so it holds its children back, whatever "newest first" says.
 */
export function pickNext(
  tasks: readonly QueuedTask[],
  tried: ReadonlySet<number>,
  owner: string | null,
  now: number = Date.now(),
  scope: PickScope = {},
): QueuedTask | undefined {
  const present = scope.present ?? new Set(tasks.map((task) => task.queueID));
  return tasks.find(
    (task) =>
      (scope.lane === undefined || laneOf(task) === scope.lane) &&
      isPending(task, owner) &&
      isDue(task, now) &&
      !tried.has(task.queueID) &&
      (task.dependsOn === null || !present.has(task.dependsOn)),
  );
}

/** The earliest time after `now` at which one of `owner`'s spaced-out tasks becomes due; null if none. */
export function earliestNextTry(
  tasks: readonly QueuedTask[],
  owner: string | null,
  now: number,
): number | null {
  let earliest: number | null = null;
  for (const task of tasks) {
    if (!isPending(task, owner) || !task.nextTryAt) continue;
    const at = Date.parse(task.nextTryAt);
    if (at > now && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}
