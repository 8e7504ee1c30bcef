// FILES-1: a tracked folder removed from the device is untracked on the server (UntrackFolder).
// The folder is already gone here, so the answer changes nothing.
import { type TaskMeta, procedureTask } from '../../queue/kinds/call-task';
import { defineKind } from '../../queue/kinds/kind';
import type { NewTask } from '../../queue/task';

export const untrackFolderTask = (folderID: string, meta: TaskMeta): NewTask =>
  procedureTask('UntrackFolder', { folderID }, 'UntrackFolder', meta);

export const untrackFolderKind = defineKind<'UntrackFolder'>({
  typeObject: 'UntrackFolder',
  calls: ['UntrackFolder'],
  folderOf: (task) => task.args.folderID,
});
