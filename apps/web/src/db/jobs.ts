// SYNC-1..3: writing the server's jobs into the device database. A delta is applied in one
// transaction (changed jobs put, unreachable jobs and their comments deleted, the next `since`
// saved), so a failure half-way leaves the device exactly as before. Jobs with a temporary id
// (an ER job not sent yet) are never deleted: the server cannot know them yet.
import type { JobFolder, JobUpdates, Note } from '@fieldops/contract';
import { forgetSentNotes } from './comments';
import { type FieldOpsDatabase, db } from './database';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';
import { putChanged } from './unchanged-writes';
import { newestFirst } from './time-order';

/** The server's notes, newest first (the ones made here are `deviceNotes` rows: comments.ts). */
const newestNotesFirst = (server: readonly Note[]): Note[] =>
  [...server].sort((a, b) => newestFirst(a.createdDate, b.createdDate));

async function putJobsWithNotes(database: FieldOpsDatabase, jobs: readonly JobFolder[]): Promise<void> {
  // TRUST-11: only what changed (a delta may repeat a job the device holds as it is).
  await putChanged(database.jobs, jobs);
  const withNotes = jobs.filter((job) => job.notes !== undefined);
  if (withNotes.length === 0) return;
  await putChanged(
    database.comments,
    withNotes.map((job) => ({ jobID: job.jobID, notes: newestNotesFirst(job.notes ?? []) })),
  );
  await forgetSentNotes(database, new Map(withNotes.map((job) => [job.jobID, job.notes ?? []])));
}

export async function readLastJobUpdate(database: FieldOpsDatabase = db): Promise<string | null> {
  return (await readSetting('lastJobUpdate', database)) ?? null;
}

/** Applies one GetJobUpdates answer; answers the reachable job ids the device still lacks. */
export function applyJobUpdates(updates: JobUpdates, database: FieldOpsDatabase = db): Promise<number[]> {
  return guardWrite(() =>
    database.transaction('rw', [database.jobs, database.comments, database.settings], async () => {
      const reachable = new Set(updates.jobIDs);
      const local = await database.jobs.toCollection().primaryKeys();
      const gone = local.filter((id) => id > 0 && !reachable.has(id));
      if (gone.length > 0) {
        await database.jobs.bulkDelete(gone);
        await database.comments.bulkDelete(gone);
        await database.deviceNotes.where('jobID').anyOf(gone).delete();
      }
      await putJobsWithNotes(
        database,
        updates.changed.filter((job) => reachable.has(job.jobID)),
      );
      await writeSetting('lastJobUpdate', updates.serverTime, database);
      const present = new Set([...local, ...updates.changed.map((job) => job.jobID)]);
      return updates.jobIDs.filter((id) => !present.has(id));
    }),
  );
}

/** SYNC-2: jobs answered by a bulk load. */
export function saveLoadedJobs(jobs: readonly JobFolder[], database: FieldOpsDatabase = db): Promise<void> {
  return guardWrite(() =>
    database.transaction('rw', [database.jobs, database.comments], () => putJobsWithNotes(database, jobs)),
  );
}

/** JOB-3: a job's notes as the server has them now (GetNotes), keeping the ones not sent yet. */
export function saveJobNotes(jobID: number, notes: readonly Note[], database: FieldOpsDatabase = db) {
  return guardWrite(() =>
    database.transaction('rw', database.comments, async () => {
      await database.comments.put({ jobID, notes: newestNotesFirst(notes) });
      await forgetSentNotes(database, new Map([[jobID, notes]]));
    }),
  );
}
