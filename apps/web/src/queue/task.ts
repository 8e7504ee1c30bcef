// The task as stored on this device: the contract's UpdateQueueTask plus two local fields.
import type { UpdateQueueTask } from '@fieldops/contract';

export type QueuedTask = UpdateQueueTask & {
  /**
   * Who made the change (the signed-in account's email; null when unknown). Only that account's
   * session sends it: another user signing in on the device leaves it waiting (docs/decisions-web.md).
   */
  owner: string | null;
  /** A parent that creates a record offline: its temporary id, replaced by the answer's `answerField`. */
  creates?: { tempID: number; answerField: 'jobID' | 'timeSheetID' };
};

export type HttpTask = Extract<QueuedTask, { kind: 'http' }>;
export type ProcedureTask = Extract<QueuedTask, { kind: 'procedure' }>;

/** What an action gives to `addTask`; the queue fills in the id, key, tries and state. */
export type NewTask =
  | Omit<
      HttpTask,
      'queueID' | 'idempotencyKey' | 'counterTries' | 'state' | 'lastError' | 'updatedDate' | 'owner'
    >
  | Omit<
      ProcedureTask,
      'queueID' | 'idempotencyKey' | 'counterTries' | 'state' | 'lastError' | 'updatedDate' | 'owner'
    >;

/** The kinds of local effect a task has when it succeeds (its `typeObject`). */
export const TASK_TYPES = {
  jobRecord: 'JobRecord',
  jobFolders: 'JobFolders',
  jobEvent: 'JobEvent',
  note: 'Note',
  /** POST /api/Image of a photo kept on the device (its bytes are read when sent: send.ts). */
  image: 'Image',
  imageDelete: 'ImageDelete',
  report: 'Report',
  /** TS-1: POST /api/TimeSheet/ or PUT /api/timesheet/{id}; the answer replaces the device's day. */
  timesheet: 'Timesheet',
  /** FILES-3: POST /api/filemanager/folder/{parent}/base64 of a file kept on the device. */
  folderUpload: 'FolderUpload',
  /** FILES-1: UntrackFolder of a folder removed from the device. */
  untrackFolder: 'UntrackFolder',
  /** FILES-1: TrackFolder of a folder added while the server could not be reached. */
  trackFolder: 'TrackFolder',
} as const;

/** How the queue list groups a task. */
export type TaskStatus = 'waiting' | 'failing' | 'rejected' | 'skipped';

export function taskStatus(task: QueuedTask): TaskStatus {
  if (task.state !== 'waiting') return task.state;
  return task.counterTries > 0 ? 'failing' : 'waiting';
}
