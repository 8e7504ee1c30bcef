// What a task's success changes on the device, in the transaction that deletes the task: the
// server's record replaces the local one, and a parent's temporary id becomes the server's id in
// the other tasks and in local records (QUEUE-8). The answer is read before the transaction, so an
// unreadable answer counts as a failed try instead of leaving children with a temporary id.
import { JobFolder, Note, SavedReport, Timesheet } from '@fieldops/contract';
import type { DeviceFolder, DriveFileMeta } from '@fieldops/contract';
import { ContractError } from '../api/errors';
import { moveComments, settleNote } from '../db/comments';
import type { FieldOpsDatabase } from '../db/database';
import { applyTimesheetAnswer } from '../db/timesheets';
import {
  applyTrackSuccess,
  applyUploadSuccess,
  readTrackAnswer,
  readUploadAnswer,
} from '../file-sync/effects';
import { remapTask } from './remap';
import { type QueuedTask, TASK_TYPES } from './task';

export type SuccessResult =
  | { type: 'jobRecord'; job: JobFolder }
  | { type: 'note'; note: Note }
  | { type: 'report'; report: SavedReport }
  | { type: 'timesheet'; timesheet: Timesheet }
  | { type: 'folderUpload'; file: DriveFileMeta }
  | { type: 'trackFolder'; folder: DeviceFolder }
  | { type: 'none' };

export function readSuccess(task: QueuedTask, answer: unknown): SuccessResult {
  if (task.typeObject === TASK_TYPES.jobRecord) {
    const parsed = JobFolder.safeParse(answer);
    if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return { type: 'jobRecord', job: parsed.data };
  }
  if (task.typeObject === TASK_TYPES.note) {
    const parsed = Note.safeParse(answer);
    if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return { type: 'note', note: parsed.data };
  }
  if (task.typeObject === TASK_TYPES.report) {
    const parsed = SavedReport.safeParse(answer);
    if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return { type: 'report', report: parsed.data };
  }
  if (task.typeObject === TASK_TYPES.timesheet) {
    const parsed = Timesheet.safeParse(answer);
    if (!parsed.success || parsed.data.timeSheetID === null)
      throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return { type: 'timesheet', timesheet: parsed.data };
  }
  if (task.typeObject === TASK_TYPES.folderUpload) {
    return { type: 'folderUpload', file: readUploadAnswer(task, answer) };
  }
  if (task.typeObject === TASK_TYPES.trackFolder) {
    return { type: 'trackFolder', folder: readTrackAnswer(task, answer) };
  }
  return { type: 'none' };
}

/** REPORT-5/6: a photo's upload or delete task succeeded. */
async function applyPhotoSuccess(database: FieldOpsDatabase, task: QueuedTask): Promise<void> {
  const photo = await database.photos
    .where('referenceCode')
    .anyOf(photoRefOf(task) ?? [])
    .first();
  if (!photo || photo.queueID !== task.queueID) return;
  if (task.typeObject === TASK_TYPES.imageDelete) await database.photos.delete(photo.referenceCode);
  else await database.photos.update(photo.referenceCode, { status: 'sent', queueID: null });
}

/** The photo a photo task is about: the upload's payload, or the delete's query. */
export function photoRefOf(task: QueuedTask): string[] | null {
  if (task.kind !== 'http') return null;
  if (task.typeObject === TASK_TYPES.image) {
    const ref = (task.payload as { referenceCode?: unknown } | null)?.referenceCode;
    return typeof ref === 'string' ? [ref] : null;
  }
  if (task.typeObject === TASK_TYPES.imageDelete) {
    const ref = new URL(task.url, 'http://device').searchParams.get('referenceCode');
    return ref ? [ref] : null;
  }
  return null;
}

export function successTables(database: FieldOpsDatabase) {
  return [
    database.updateQueue,
    database.jobs,
    database.comments,
    database.photos,
    database.files,
    database.reports,
    database.tempIDs,
    database.timesheetDays,
    database.trackedFolders,
    database.folderNames,
  ];
}

async function remapAllTasks(database: FieldOpsDatabase, tempID: number, realID: number): Promise<void> {
  await database.updateQueue.toCollection().modify((task, ref) => {
    const mapped = remapTask(task, tempID, realID);
    if (mapped !== task) ref.value = mapped;
  });
}

async function remapJobID(database: FieldOpsDatabase, tempID: number, job: JobFolder): Promise<void> {
  const realID = job.jobID;
  await remapAllTasks(database, tempID, realID);
  await database.jobs.delete(tempID);
  await moveComments(database, tempID, realID);
  await database.photos.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.files.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.reports.where('jobID').equals(tempID).modify({ jobID: realID });
  await database.tempIDs.put({ tempID, realID });
}

/** Runs inside the success transaction (tables: `successTables`). */
export async function applySuccess(
  database: FieldOpsDatabase,
  task: QueuedTask,
  result: SuccessResult,
): Promise<void> {
  if (result.type === 'folderUpload') await applyUploadSuccess(database, task, result.file);
  if (result.type === 'trackFolder') await applyTrackSuccess(database, result.folder);
  if (result.type === 'jobRecord') {
    if (task.creates) await remapJobID(database, task.creates.tempID, result.job);
    const local = await database.jobs.get(result.job.jobID);
    await database.jobs.put({ ...result.job, notes: result.job.notes ?? local?.notes });
  }
  if (task.typeObject === TASK_TYPES.image || task.typeObject === TASK_TYPES.imageDelete) {
    await applyPhotoSuccess(database, task);
  }
  if (result.type === 'timesheet') {
    // QUEUE-8: the PUTs made before the POST was answered now carry the server's id.
    const realID = result.timesheet.timeSheetID;
    if (task.creates && realID !== null) await remapAllTasks(database, task.creates.tempID, realID);
    await applyTimesheetAnswer(result.timesheet, database);
  }
  if (result.type === 'report') {
    const local = await database.reports.get(result.report.referenceCode);
    if (local && local.queueID === task.queueID) {
      await database.reports.update(local.referenceCode, {
        status: 'sent',
        queueID: null,
        reportID: result.report.reportID,
        jobID: result.report.jobID,
      });
    }
  }
  if (result.type === 'note') {
    const jobID = task.kind === 'procedure' ? task.parameters.find((p) => p.name === 'jobID')?.value : null;
    if (typeof jobID !== 'number') return;
    await settleNote(database, jobID, task.queueID, result.note);
  }
}
