// Job rows: reads always go through the access scope (access.ts); writes that change what a
// device shows move updated_at so the next delta carries the job (SYNC-1).
import type { Kysely } from 'kysely';
import { chunked, isoNow } from '../../db/dialect.js';
import type { Database, JobRow, NewJob } from '../../db/types.js';
import { reachableJobs, type JobReader } from './access.js';

export async function reachableJobIDs(db: Kysely<Database>, reader: JobReader): Promise<number[]> {
  const rows = await reachableJobs(db, reader).select('jobs.job_id').orderBy('jobs.job_id').execute();
  return rows.map((r) => r.job_id);
}

/** Reachable jobs changed after `after` (ISO text), oldest change first: the updated_at index. */
export function reachableJobsChangedAfter(
  db: Kysely<Database>,
  reader: JobReader,
  after: string,
): Promise<JobRow[]> {
  return reachableJobs(db, reader)
    .selectAll('jobs')
    .where('jobs.updated_at', '>', after)
    .orderBy('jobs.updated_at')
    .orderBy('jobs.job_id')
    .execute();
}

/** The reachable ones among `jobIDs`; the others are left out without a trace. */
export async function reachableJobsByID(
  db: Kysely<Database>,
  reader: JobReader,
  jobIDs: readonly number[],
): Promise<JobRow[]> {
  const rows: JobRow[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await reachableJobs(db, reader).selectAll('jobs').where('jobs.job_id', 'in', ids).execute()),
    );
  }
  return rows;
}

export function insertJob(db: Kysely<Database>, job: NewJob): Promise<JobRow> {
  return db.insertInto('jobs').values(job).returningAll().executeTakeFirstOrThrow();
}

/** Marks a job changed, so every device that holds it fetches it again. */
export async function touchJob(db: Kysely<Database>, jobID: number, now = isoNow()): Promise<string> {
  await db.updateTable('jobs').set({ updated_at: now }).where('job_id', '=', jobID).execute();
  return now;
}

export async function setCoverPhoto(db: Kysely<Database>, jobID: number, referenceCode: string) {
  const now = isoNow();
  await db
    .updateTable('jobs')
    .set({ cover_photo_ref: referenceCode, updated_at: now })
    .where('job_id', '=', jobID)
    .execute();
  return now;
}

export async function addCrewMember(db: Kysely<Database>, jobID: number, employeeID: number) {
  await db
    .insertInto('job_crew')
    .values({ job_id: jobID, employee_id: employeeID })
    .onConflict((oc) => oc.columns(['job_id', 'employee_id']).doNothing())
    .execute();
  await touchJob(db, jobID);
}

// The two ways a job leaves a device (reassignment, closing). No call of spec §7 does either
// yet (the office does, in a later issue); the delta's jobIDs tells the device either way.
export async function removeCrewMember(db: Kysely<Database>, jobID: number, employeeID: number) {
  await db.deleteFrom('job_crew').where('job_id', '=', jobID).where('employee_id', '=', employeeID).execute();
  await touchJob(db, jobID);
}

export async function closeJob(db: Kysely<Database>, jobID: number) {
  await db
    .updateTable('jobs')
    .set({ status: 'Closed', updated_at: isoNow() })
    .where('job_id', '=', jobID)
    .execute();
}
