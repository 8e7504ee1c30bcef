// QUEUE-9: what the user may do with a task from the queue list. Nothing is dropped silently:
// discarding asks first (the screen), and takes the local records and tasks that depend on it.
import { type FieldOpsDatabase, db } from '../db/database';
import { successTables } from './effects';
import { currentOwner } from './enqueue';
import { kindOf } from './kinds/registry';
import { ownTasksIn } from './read-tasks';
import type { QueuedTask } from './task';
import { wakeQueue } from './wake';

/** A fresh start: waiting, zero tries (a fresh chance of 3), due at once. */
const freshStart = (now: Date) =>
  ({
    state: 'waiting',
    counterTries: 0,
    lastError: null,
    nextTryAt: null,
    updatedDate: now.toISOString(),
  }) satisfies Partial<QueuedTask>;

/** Sends a rejected, skipped or failing task again from zero tries. */
export async function retryTask(queueID: number, database: FieldOpsDatabase = db): Promise<void> {
  await database.updateQueue.update(queueID, freshStart(new Date()));
  wakeQueue();
}

/**
 * FIELD-5: every skipped task of the signed-in account starts afresh, in one transaction (a
 * dependent chain never ends up half reset), and the queue wakes. Skipped only: a skipped task
 * failed for want of a working server, which may well work now; a rejected one was refused for
 * what it says (4xx) and would be refused again, so each stays for the user to read and decide.
 * Answers how many were reset.
 */
export async function retryAllSkipped(
  owner: string | null = currentOwner(),
  database: FieldOpsDatabase = db,
): Promise<number> {
  const count = await database.transaction('rw', database.updateQueue, () =>
    ownTasksIn(database, owner, 'skipped').modify(freshStart(new Date())),
  );
  if (count > 0) wakeQueue();
  return count;
}

/** The task and every task that waits on it, directly or not (they cannot run without it). */
export function withDependents(tasks: readonly QueuedTask[], queueID: number): QueuedTask[] {
  const doomed = new Set([queueID]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const task of tasks) {
      if (task.dependsOn !== null && doomed.has(task.dependsOn) && !doomed.has(task.queueID)) {
        doomed.add(task.queueID);
        grew = true;
      }
    }
  }
  return tasks.filter((task) => doomed.has(task.queueID));
}

/** How many tasks wait on this one, directly or not (Discard names them before it asks). */
export async function countDependents(queueID: number, database: FieldOpsDatabase = db): Promise<number> {
  return withDependents(await database.updateQueue.toArray(), queueID).length - 1;
}

/**
 * Deletes the task, the tasks depending on it, and the local records that only exist because of
 * them: a note waiting to be sent, an ER job not sent yet (with its local comments). A discarded
 * report or photo upload goes back to a draft on the device (nothing typed or taken is lost); a
 * discarded photo delete shows the photo again. A discarded folder upload takes its local record
 * and the bytes it held (FIELD-2: nothing of an upload stays behind its task).
 */
export async function discardTask(queueID: number, database: FieldOpsDatabase = db): Promise<void> {
  await database.transaction('rw', successTables(database), async () => {
    const doomed = withDependents(await database.updateQueue.toArray(), queueID);
    for (const task of doomed) {
      await database.updateQueue.delete(task.queueID);
      // FIELD-1: each kind says what its discard undoes (kinds/).
      await kindOf(task)?.discard?.(database, task);
    }
  });
}
