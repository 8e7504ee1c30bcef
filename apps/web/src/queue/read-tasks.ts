// FIELD-2: reading one account's tasks through the owner indexes of `updateQueue`, so the menu
// count, the queue list and the runner never walk every task of the device. Upload bytes are never
// in a task (they wait in the photo or file record the task names: send.ts), so a task read here is
// small whatever it uploads. IndexedDB cannot index null: the tasks of an unknown owner (made
// without a signed-in identity, rare) are found by a filter instead.
import type { Collection } from 'dexie';
import type { FieldOpsDatabase } from '../db/database';
import { tallyKey } from '../db/queue-tally';
import type { QueuedTask } from './task';

/** The account's tasks, any state, in queueID order (an index with equal keys runs by primary key). */
export function ownTaskCollection(
  database: FieldOpsDatabase,
  owner: string | null,
): Collection<QueuedTask, number> {
  return owner === null
    ? database.updateQueue.filter((task) => task.owner === null)
    : database.updateQueue.where('owner').equals(owner);
}

/** The account's tasks in one state, newest first. */
export function ownTasksIn(
  database: FieldOpsDatabase,
  owner: string | null,
  state: QueuedTask['state'],
): Collection<QueuedTask, number> {
  const collection =
    owner === null
      ? database.updateQueue.filter((task) => task.owner === null && task.state === state)
      : database.updateQueue.where('[owner+state]').equals([owner, state]);
  return collection.reverse();
}

/** Every task of the account, newest first (no bytes: see the top of this file). */
export async function ownTasks(database: FieldOpsDatabase, owner: string | null): Promise<QueuedTask[]> {
  return ownTaskCollection(database, owner).reverse().toArray();
}

/**
 * How many tasks of the account are not sent yet: one row of the tally kept under every queue
 * write (db/queue-tally.ts); no row yet: counted on the index. No task is read.
 */
export async function countOwnTasks(database: FieldOpsDatabase, owner: string | null): Promise<number> {
  const tally = await database.queueTally.get(tallyKey(owner));
  return tally ? tally.count : ownTaskCollection(database, owner).count();
}

/** How many tasks the queue list shows at first: more than a phone's screen, few enough to render at once. */
export const QUEUE_SCREEN_SIZE = 25;

/** What the queue list shows first: the newest tasks, the parents they name, and the counts. */
export interface QueueScreen {
  tasks: QueuedTask[];
  /** The parents of `tasks` (for "Waits for: …"), wherever they are in the queue. */
  parents: Map<number, QueuedTask>;
  total: number;
  skipped: number;
}

/** The first `limit` tasks of the account, newest first, read from the index with a limit. */
export async function readQueueScreen(
  database: FieldOpsDatabase,
  owner: string | null,
  limit: number,
): Promise<QueueScreen> {
  return database.transaction('r', database.updateQueue, async () => {
    const tasks = await ownTaskCollection(database, owner).reverse().limit(limit).toArray();
    const parentIDs = [
      ...new Set(tasks.flatMap((task) => (task.dependsOn === null ? [] : [task.dependsOn]))),
    ];
    const parents = (await database.updateQueue.bulkGet(parentIDs)).filter((task) => task !== undefined);
    return {
      tasks,
      parents: new Map(parents.map((task) => [task.queueID, task])),
      total: await countOwnTasks(database, owner),
      skipped: await ownTasksIn(database, owner, 'skipped').count(),
    };
  });
}
