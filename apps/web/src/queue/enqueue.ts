// QUEUE-1: adding a task. Call inside a Dexie transaction that includes `updateQueue`, together
// with the local change (an action), so both are saved or neither is.
import { readOAuth } from '../auth/stored-oauth';
import type { FieldOpsDatabase } from '../db/database';
import type { NewTask, QueuedTask } from './task';

/** The account tasks made now belong to (see QueuedTask.owner). */
export function currentOwner(): string | null {
  return readOAuth()?.identity.email ?? null;
}

/**
 * A unique, increasing timestamp: now, or one past the newest task when the clock has not moved
 * (several tasks in one action) or went back. Read inside the write transaction, so two tabs
 * cannot pick the same id: IndexedDB runs overlapping write transactions one after the other.
 */
export async function nextQueueID(database: FieldOpsDatabase, now = Date.now()): Promise<number> {
  const newest = await database.updateQueue.orderBy(':id').lastKey();
  return Math.max(now, typeof newest === 'number' ? newest + 1 : 0);
}

export async function addTask(
  database: FieldOpsDatabase,
  input: NewTask,
  options: { queueID?: number; now?: Date } = {},
): Promise<QueuedTask> {
  const now = options.now ?? new Date();
  const queueID = options.queueID ?? (await nextQueueID(database, now.getTime()));
  const task = {
    ...input,
    queueID,
    idempotencyKey: crypto.randomUUID(),
    counterTries: 0,
    state: 'waiting',
    lastError: null,
    updatedDate: now.toISOString(),
    owner: currentOwner(),
  } as QueuedTask;
  await database.updateQueue.add(task);
  return task;
}
