// The task as stored on this device, and what the queue says of it. The record is declared with
// the device database's others (db/queued-task.ts), so the schema names it without importing the queue.
import type { QueuedTask } from '../db/queued-task';

export type { QueuedTask } from '../db/queued-task';

export type HttpTask = Extract<QueuedTask, { kind: 'http' }>;
export type ProcedureTask = Extract<QueuedTask, { kind: 'procedure' }>;

/** What the queue fills in when a task is added (or later, as it is tried). */
export type FilledByQueue =
  | 'queueID'
  | 'idempotencyKey'
  | 'counterTries'
  | 'state'
  | 'lastError'
  | 'updatedDate'
  | 'owner'
  | 'nextTryAt';

/** What an action gives to `addTask`; the queue fills in the id, key, tries and state. */
export type NewTask = Omit<HttpTask, FilledByQueue> | Omit<ProcedureTask, FilledByQueue>;

/** How the queue list groups a task. */
export type TaskStatus = 'waiting' | 'failing' | 'rejected' | 'skipped';

export function taskStatus(task: QueuedTask): TaskStatus {
  if (task.state !== 'waiting') return task.state;
  return task.counterTries > 0 ? 'failing' : 'waiting';
}
