// The task as stored on this device: the contract's UpdateQueueTask plus local fields.
import type { UpdateQueueTask } from '@fieldops/contract';

/**
 * FIELD-1: the app's tasks all carry their contract `call` and typed `args` (kinds/call-task.ts);
 * its kind reads them typed (kinds/kind.ts KindTask).
 */
export type QueuedTask = UpdateQueueTask & {
  /**
   * Who made the change (the signed-in account's email; null when unknown). Only that account's
   * session sends it: another user signing in on the device leaves it waiting (docs/decisions.md, Queue).
   */
  owner: string | null;
  /**
   * A parent that creates a record offline: its temporary id, replaced by the server's id that the
   * task's kind reads from the answer (`createdID`, kinds/). `answerField` names that field.
   */
  creates?: { tempID: number; answerField: 'jobID' | 'timeSheetID' };
  /**
   * FIELD-5: after a counted try failed, not tried again before this time (ISO, like updatedDate;
   * backoff.ts). Absent or null: due now. Device-only, like owner: the server never sees it.
   */
  nextTryAt?: string | null;
};

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
