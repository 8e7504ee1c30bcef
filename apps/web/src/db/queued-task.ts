// Store `updateQueue`: a queued change as stored on this device, the contract's UpdateQueueTask plus
// local fields. The queue (src/queue) writes and sends these records; here the record's shape only.
import type { UpdateQueueTask } from '@fieldops/contract';

/**
 * FIELD-1: the app's tasks all carry their contract `call` and typed `args` (queue/kinds/call-task.ts);
 * its kind reads them typed (queue/kinds/kind.ts KindTask).
 */
export type QueuedTask = UpdateQueueTask & {
  /**
   * Who made the change (the signed-in account's email; null when unknown). Only that account's
   * session sends it: another user signing in on the device leaves it waiting (docs/decisions.md, Queue).
   */
  owner: string | null;
  /**
   * A parent that creates a record offline: its temporary id, replaced by the server's id that the
   * task's kind reads from the answer (`createdID`, queue/kinds/). `answerField` names that field.
   */
  creates?: { tempID: number; answerField: 'jobID' | 'timeSheetID' };
  /**
   * FIELD-5: after a counted try failed, not tried again before this time (ISO, like updatedDate;
   * queue/backoff.ts). Absent or null: due now. Device-only, like owner: the server never sees it.
   */
  nextTryAt?: string | null;
};
