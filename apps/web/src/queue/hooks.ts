// Live queries of the queue for screens (QUEUE-6, QUEUE-9): the tasks of the signed-in account,
// newest first, and how many are waiting to be sent.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { currentOwner } from './enqueue';
import type { QueuedTask } from './task';

async function ownTasks(): Promise<QueuedTask[]> {
  const owner = currentOwner();
  const tasks = await db.updateQueue.toArray();
  return tasks.filter((task) => task.owner === owner).sort((a, b) => b.queueID - a.queueID);
}

/** undefined while loading. */
export function useQueueTasks(): QueuedTask[] | undefined {
  return useLiveQuery(ownTasks, []);
}

/** Every task of this account not sent yet: waiting, failing, rejected or skipped. */
export function useUnsentCount(): number {
  return useLiveQuery(async () => (await ownTasks()).length, []) ?? 0;
}

/** For a screen's "waiting to send" marks: the tasks by queueID. */
export function useTasksByID(): Map<number, QueuedTask> | undefined {
  return useLiveQuery(async () => new Map((await ownTasks()).map((task) => [task.queueID, task])), []);
}

/** How many of this account's tasks are not sent yet (log-out and update warnings). */
export async function countUnsent(): Promise<number> {
  return (await ownTasks()).length;
}
