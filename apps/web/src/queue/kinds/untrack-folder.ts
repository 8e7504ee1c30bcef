// FILES-1: a tracked folder removed from the device is untracked on the server (UntrackFolder).
// The folder is already gone here, so the answer changes nothing.
import { type NewTask, TASK_TYPES } from '../task';
import { type TaskMeta, procedureTask } from './call-task';
import { defineKind } from './kind';

export const untrackFolderTask = (folderID: string, meta: TaskMeta): NewTask =>
  procedureTask('UntrackFolder', { folderID }, TASK_TYPES.untrackFolder, meta);

export const untrackFolderKind = defineKind({
  typeObject: TASK_TYPES.untrackFolder,
  calls: ['UntrackFolder'],
});
