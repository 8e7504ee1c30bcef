// JOB-4: an ER job's folders (addJobFolders), queued with the job and waiting for it. The job id
// is a path parameter: a temporary one becomes the server's when the job's task succeeds.
import { TASK_TYPES, type NewTask } from '../task';
import { type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';

export const jobFoldersTask = (jobID: number, folders: string[], meta: TaskMeta): NewTask =>
  httpTask('addJobFolders', { id: jobID }, { folders }, TASK_TYPES.jobFolders, meta);

/** The answer lists the folders made; the device learns them from the next job sync. */
export const jobFoldersKind = defineKind({
  typeObject: TASK_TYPES.jobFolders,
  calls: ['addJobFolders'],
  ids: { args: ['id'] },
});
