// The jobs module's tables: jobs, job_crew and job_number_counters. Reads of rows go through the
// access scope (access.ts); writes that change what a device shows (the crew too) move updated_at
// so the next delta carries the job (SYNC-1). Each takes the caller's database or transaction.
import type { Kysely } from 'kysely';
import { chunked, isoNow, toCount } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, JobRow, NewJob, Role } from '../../db/types.js';
import { reachableJobs, type JobReader } from './access.js';
import { recordJobChange, recordNewJob } from './history.js';

// SCALE-2: the poll's miss path, compiled once per role.
const reachableIDsQuery = preparedQuery((db, role: Role, v: { employeeID: number }) =>
  reachableJobs(db, { role, employeeID: v.employeeID }).select('jobs.job_id').orderBy('jobs.job_id'),
);
const changedAfterQuery = preparedQuery((db, role: Role, v: { employeeID: number; after: string }) =>
  reachableJobs(db, { role, employeeID: v.employeeID })
    .selectAll('jobs')
    .where('jobs.updated_at', '>', v.after)
    .orderBy('jobs.updated_at')
    .orderBy('jobs.job_id'),
);

/** Every reachable job's id (the delta's jobIDs, by which a device drops jobs no longer its own). */
export async function reachableJobIDs(db: Kysely<Database>, reader: JobReader): Promise<number[]> {
  const rows = await reachableIDsQuery(db, reader.role, { employeeID: reader.employeeID });
  return rows.map((r) => r.job_id);
}

/** Reachable jobs changed after `after` (ISO text), oldest change first: the updated_at index. */
export function reachableJobsChangedAfter(
  db: Kysely<Database>,
  reader: JobReader,
  after: string,
): Promise<JobRow[]> {
  return changedAfterQuery(db, reader.role, { employeeID: reader.employeeID, after });
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

/**
 * Reachable jobs that `employeeID` leads or is on the crew of, and those of `alsoJobIDs`, by job
 * number: a foreman's calendar, and the jobs he may put on a timesheet.
 */
export function reachableJobsOfEmployee(
  db: Kysely<Database>,
  reader: JobReader,
  employeeID: number,
  alsoJobIDs: readonly number[] = [],
): Promise<JobRow[]> {
  return reachableJobs(db, reader)
    .selectAll('jobs')
    .where((eb) => {
      const ors = [
        eb('jobs.foreman_employee_id', '=', employeeID),
        eb.exists(
          eb
            .selectFrom('job_crew')
            .select('job_crew.job_id')
            .whereRef('job_crew.job_id', '=', 'jobs.job_id')
            .where('job_crew.employee_id', '=', employeeID),
        ),
      ];
      if (alsoJobIDs.length > 0) ors.push(eb('jobs.job_id', 'in', [...alsoJobIDs]));
      return eb.or(ors);
    })
    .orderBy('jobs.job_number')
    .execute();
}

export async function countReachableJobs(
  db: Kysely<Database>,
  reader: JobReader,
  filter: { emergencySince?: string } = {},
): Promise<number> {
  let query = reachableJobs(db, reader);
  if (filter.emergencySince !== undefined) {
    query = query.where('jobs.is_emergency', '=', 1).where('jobs.created_at', '>=', filter.emergencySince);
  }
  const row = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** Job numbers by id, whoever reaches them (for messages about jobs already checked). */
export async function jobNumbers(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const numbers = new Map<number, string>();
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await db
      .selectFrom('jobs')
      .select(['job_id', 'job_number'])
      .where('job_id', 'in', chunk)
      .execute();
    for (const r of rows) numbers.set(r.job_id, r.job_number);
  }
  return numbers;
}

export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<JobRow> {
  const row = await db.insertInto('jobs').values(job).returningAll().executeTakeFirstOrThrow();
  await recordNewJob(db, row);
  return row;
}

/** Marks a job changed, so every device that holds it fetches it again. */
export async function touchJob(db: Kysely<Database>, jobID: number, now = isoNow()): Promise<string> {
  await db.updateTable('jobs').set({ updated_at: now }).where('job_id', '=', jobID).execute();
  return now;
}

export async function setCoverPhoto(db: Kysely<Database>, jobID: number, referenceCode: string | null) {
  const now = isoNow();
  await db
    .updateTable('jobs')
    .set({ cover_photo_ref: referenceCode, updated_at: now })
    .where('job_id', '=', jobID)
    .execute();
  return now;
}

export async function setCrewFolderID(db: Kysely<Database>, jobID: number, folderID: string, now: string) {
  await db
    .updateTable('jobs')
    .set({ crew_folder_id: folderID, updated_at: now })
    .where('job_id', '=', jobID)
    .execute();
}

export async function closeJob(db: Kysely<Database>, jobID: number) {
  const now = isoNow();
  await db
    .updateTable('jobs')
    .set({ status: 'Closed', updated_at: now })
    .where('job_id', '=', jobID)
    .execute();
  await recordJobChange(db, jobID, 'closed', null, now);
}

/** Hands the job to another foreman (or none): a reassignment, kept in its history (TSX-3). */
export async function setJobForeman(db: Kysely<Database>, jobID: number, employeeID: number | null) {
  const now = isoNow();
  await db
    .updateTable('jobs')
    .set({ foreman_employee_id: employeeID, updated_at: now })
    .where('job_id', '=', jobID)
    .execute();
  await recordJobChange(db, jobID, 'foreman', employeeID, now);
}

// job_crew: who works on a job besides its foreman. The access rule reads it (access.ts).

export async function addCrewMember(db: Kysely<Database>, jobID: number, employeeID: number) {
  const added = await db
    .insertInto('job_crew')
    .values({ job_id: jobID, employee_id: employeeID })
    .onConflict((oc) => oc.columns(['job_id', 'employee_id']).doNothing())
    .executeTakeFirst();
  const now = await touchJob(db, jobID);
  if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
    await recordJobChange(db, jobID, 'crewJoined', employeeID, now);
}

// One of the two ways a job leaves a device (reassignment; closing is the other). No call of
// spec §7 does either yet (the office does, in a later issue); the delta's jobIDs tells the device.
export async function removeCrewMember(db: Kysely<Database>, jobID: number, employeeID: number) {
  const removed = await db
    .deleteFrom('job_crew')
    .where('job_id', '=', jobID)
    .where('employee_id', '=', employeeID)
    .executeTakeFirst();
  const now = await touchJob(db, jobID);
  if (Number(removed.numDeletedRows) > 0) await recordJobChange(db, jobID, 'crewLeft', employeeID, now);
}

/** The employee ids on the crews of these jobs (each once). */
export async function crewOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const chunk of chunked([...new Set(jobIDs)])) {
    const rows = await db.selectFrom('job_crew').select('employee_id').where('job_id', 'in', chunk).execute();
    for (const r of rows) ids.add(r.employee_id);
  }
  return [...ids];
}

/** Bumps the prefix's counter with one upsert and answers the new value (job-number.ts says why). */
export async function nextCounterValue(db: Kysely<Database>, prefix: string): Promise<number> {
  const { last_value } = await db
    .insertInto('job_number_counters')
    .values({ prefix, last_value: 1 })
    .onConflict((oc) =>
      oc.column('prefix').doUpdateSet((eb) => ({ last_value: eb('job_number_counters.last_value', '+', 1) })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return last_value;
}
