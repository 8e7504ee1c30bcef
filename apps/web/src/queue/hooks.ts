// Live queries of the queue for screens (QUEUE-6, QUEUE-9): the tasks of the signed-in account,
// newest first, and how many are waiting to be sent. FIELD-2: every read goes through the owner
// index (read-tasks.ts); the count reads no task, the queue list reads its first screen only.
import { useLiveQuery } from '../db/live-query';
import { db } from '../db/database';
import { currentOwner } from './enqueue';
import { type QueueScreen, countOwnTasks, ownTasks, readQueueScreen } from './read-tasks';
import type { QueuedTask } from './task';

/** The queue list's screen of the `limit` newest tasks; undefined while loading. */
export function useQueueScreen(limit: number): QueueScreen | undefined {
  return useLiveQuery(() => readQueueScreen(db, currentOwner(), limit), [limit]);
}

/** Every task of this account not sent yet: waiting, failing, rejected or skipped. */
export function useUnsentCount(): number {
  // TRUST-11: 0 until the count comes (not undefined), so a first answer of 0 renders nothing again.
  return useLiveQuery(() => countUnsent(), [], 0);
}

/** For a screen's "waiting to send" marks: the tasks by queueID. */
export function useTasksByID(): Map<number, QueuedTask> | undefined {
  return useLiveQuery(
    async () => new Map((await ownTasks(db, currentOwner())).map((task) => [task.queueID, task])),
    [],
  );
}

/** How many of this account's tasks are not sent yet (the menu, log-out and update warnings). */
export function countUnsent(): Promise<number> {
  return countOwnTasks(db, currentOwner());
}
