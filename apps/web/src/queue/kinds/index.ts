// FIELD-1: every kind of queued change, one module each, found by the typeObject a task carries.
// A task whose typeObject names no kind (none is stored by the app) is sent and its answer ignored.
import { TASK_TYPES, type QueuedTask } from '../task';
import { type Args, callArgsOf } from './call-task';
import { folderUploadKind } from './folder-upload';
import { imageDeleteKind } from './image-delete';
import { imageKind } from './image';
import { jobEventKind } from './job-event';
import { jobFoldersKind } from './job-folders';
import { jobRecordKind } from './job-record';
import type { TaskKind } from './kind';
import { noteKind } from './note';
import { reportKind } from './report';
import { timesheetKind } from './timesheet';
import { trackFolderKind } from './track-folder';
import { untrackFolderKind } from './untrack-folder';

export type KindName = keyof typeof TASK_TYPES;

export const KINDS: Record<KindName, TaskKind> = {
  jobRecord: jobRecordKind,
  jobFolders: jobFoldersKind,
  jobEvent: jobEventKind,
  note: noteKind,
  image: imageKind,
  imageDelete: imageDeleteKind,
  report: reportKind,
  timesheet: timesheetKind,
  folderUpload: folderUploadKind,
  untrackFolder: untrackFolderKind,
  trackFolder: trackFolderKind,
};

const byTypeObject = new Map(
  (Object.entries(KINDS) as [KindName, TaskKind][]).map(([name, kind]) => [kind.typeObject, name]),
);

/** The name of the task's kind, or null for a typeObject no kind has. */
export const kindNameOf = (task: Pick<QueuedTask, 'typeObject'>): KindName | null =>
  byTypeObject.get(task.typeObject) ?? null;

/** The task's call and typed parameters, its own or read from an older task's url (call-task.ts). */
export function callOf(task: QueuedTask): { call: string; args: Args } | null {
  const name = kindNameOf(task);
  return name ? callArgsOf(task, KINDS[name].calls, KINDS[name].ids?.args) : null;
}

export type { TaskKind } from './kind';
export type { TaskMeta } from './call-task';
export { jobRecordTask } from './job-record';
export { jobFoldersTask } from './job-folders';
export { jobEventTask } from './job-event';
export { noteTask } from './note';
export { imageTask } from './image';
export { imageDeleteTask } from './image-delete';
export { reportTask } from './report';
export { createTimesheetTask, updateTimesheetTask } from './timesheet';
export { folderUploadTask } from './folder-upload';
export { trackFolderTask } from './track-folder';
export { untrackFolderTask } from './untrack-folder';
