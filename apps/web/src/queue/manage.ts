// QUEUE-9: what the user may do with a task from the queue list. Nothing is dropped silently:
// discarding asks first (the screen), and takes the local records and tasks that depend on it.
import { type FieldOpsDatabase, db } from '../db/database';
import { successTables } from './effects';
import type { QueuedTask } from './task';
import { wakeQueue } from './wake';

/** Sends a rejected, skipped or failing task again from zero tries (a fresh chance of 3). */
export async function retryTask(queueID: number, database: FieldOpsDatabase = db): Promise<void> {
  await database.updateQueue.update(queueID, {
    state: 'waiting',
    counterTries: 0,
    lastError: null,
    updatedDate: new Date().toISOString(),
  });
  wakeQueue();
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

/**
 * Deletes the task, the tasks depending on it, and the local records that only exist because of
 * them: a note waiting to be sent, an ER job not sent yet (with its local comments).
 */
export async function discardTask(queueID: number, database: FieldOpsDatabase = db): Promise<void> {
  await database.transaction('rw', successTables(database), async () => {
    const doomed = withDependents(await database.updateQueue.toArray(), queueID);
    for (const task of doomed) {
      await database.updateQueue.delete(task.queueID);
      if (task.creates) {
        await database.jobs.delete(task.creates.tempID);
        await database.comments.delete(task.creates.tempID);
      }
      const jobID = task.kind === 'procedure' ? task.parameters.find((p) => p.name === 'jobID')?.value : null;
      if (typeof jobID === 'number') {
        const comments = await database.comments.get(jobID);
        if (comments?.notes.some((n) => n.pendingQueueID === task.queueID)) {
          const notes = comments.notes.filter((n) => n.pendingQueueID !== task.queueID);
          await database.comments.put({ jobID, notes });
        }
      }
    }
  });
}
