// JOB-4: an ER job's folders (addJobFolders), queued with the job and waiting for it. The job id
// is a path parameter: a temporary one becomes the server's when the job's task succeeds.
import type { NewTask } from '../task';
import { type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';

const JOB_FOLDERS = 'JobFolders';

export const jobFoldersTask = (jobID: number, folders: string[], meta: TaskMeta): NewTask =>
  httpTask('addJobFolders', { id: jobID }, { folders }, JOB_FOLDERS, meta);

/** The answer lists the folders made; the device learns them from the next job sync. */
export const jobFoldersKind = defineKind<'addJobFolders'>({
  typeObject: JOB_FOLDERS,
  calls: ['addJobFolders'],
  ids: { args: ['id'] },
  jobOf: (task) => task.args.id,
});
