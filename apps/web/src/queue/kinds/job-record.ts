// JOB-4: an ER job made on the device (addJobRecord). Its answer is the job: the temporary id the
// device gave it becomes the server's id in every task (effects.ts) and every local record here.
import { type JobFolder, type JobRecord, calls } from '@fieldops/contract';
import { deleteComments, moveComments } from '../../db/comments';
import type { FieldOpsDatabase } from '../../db/database';
import type { NewTask } from '../task';
import { type TaskMeta, httpTask } from './call-task';
import { answerReader, defineKind } from './kind';

const JOB_RECORD = 'JobRecord';

export const jobRecordTask = (record: JobRecord, meta: TaskMeta): NewTask =>
  httpTask('addJobRecord', {}, record, JOB_RECORD, meta);

/** QUEUE-8: what the device kept under the temporary id moves to the server's. */
async function moveJob(database: FieldOpsDatabase, tempID: number, realID: number): Promise<void> {
  await database.jobs.delete(tempID);
  await moveComments(database, tempID, realID);
  await database.photos.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.files.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.reports.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.tempIDs.put({ tempID, realID });
}

export const jobRecordKind = defineKind<'addJobRecord', JobFolder>({
  typeObject: JOB_RECORD,
  calls: ['addJobRecord'],
  // UX-3: a task that creates a job offline is about that job (its temporary id until sent).
  jobOf: (task) => (task.creates?.answerField === 'jobID' ? task.creates.tempID : null),
  tables: (database) => [database.jobs, database.comments, database.photos, database.files, database.reports],
  read: answerReader(calls.addJobRecord.answer),
  createdID: (job) => job.jobID,
  async apply(database, task, job) {
    if (task.creates) await moveJob(database, task.creates.tempID, job.jobID);
    const local = await database.jobs.get(job.jobID);
    await database.jobs.put({ ...job, notes: job.notes ?? local?.notes });
  },
  // A job never sent: it and its local comments go (its other tasks depend on it and go too).
  async discard(database, task) {
    if (!task.creates) return;
    await database.jobs.delete(task.creates.tempID);
    await deleteComments(database, task.creates.tempID);
  },
});
