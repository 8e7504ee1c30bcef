// The one place that decides which jobs a user reaches (ARCHITECTURE: the server is the
// authority). Every query that reads or changes a job, its sites, notes, events or folders
// starts here: `findReachableJob` (or `reachableJob`) for one job, `jobIDsReachedBy` for other
// modules' rows of the reachable jobs, `reachableJobs` inside this module; nothing else filters
// jobs by user.
//
// The rule (docs/decisions.md, "Server: Who reaches which job"): closed jobs are reachable by
// nobody; a general foreman or a reviewer reaches every open job; crew and foremen reach the open
// jobs they are foreman of (jobs.foreman_employee_id) or on the crew of (job_crew). A job outside
// the rule answers 404, exactly like a job that does not exist, so ids cannot be probed.
// Work recorded for a past date or moment (TSX-3: a timesheet day, an offline note, photo or
// report) is judged by the job's history instead (history.ts, writable.ts); reads stay here.
import type { UserData } from '@fieldops/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, JobRow, Role } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { preparedQuery } from '../../db/prepared-query.js';

/** Who is asking: the session's user. */
export type JobReader = Pick<UserData, 'role' | 'employeeID'>;

export const SEES_EVERY_OPEN_JOB: ReadonlySet<Role> = new Set(['generalForeman', 'reviewer']);

/** The jobs table narrowed to the jobs `reader` may reach; callers add their own filters. */
export function reachableJobs(db: Kysely<Database>, reader: JobReader) {
  const open = db.selectFrom('jobs').where('jobs.status', '=', 'Open');
  if (SEES_EVERY_OPEN_JOB.has(reader.role)) return open;
  // SCALE-2: `job_id in (the reader's crew rows)`, not a correlated EXISTS: both sides of the OR
  // then use an index (SQLite: a multi-index OR), where EXISTS scanned every job per poll miss
  // (12.7 ms against 0.006 ms on a yard of 10,000 jobs).
  return open.where((eb) =>
    eb.or([
      eb('jobs.foreman_employee_id', '=', reader.employeeID),
      eb(
        'jobs.job_id',
        'in',
        eb
          .selectFrom('job_crew')
          .select('job_crew.job_id')
          .where('job_crew.employee_id', '=', reader.employeeID),
      ),
    ]),
  );
}

export type ReachableJobIDs = SelectQueryBuilder<Database, 'jobs', { job_id: number }>;

/**
 * The ids of the jobs `reader` reaches, as a subquery. Other modules filter their own rows with it
 * (`where('notes.job_id', 'in', jobIDsReachedBy(db, reader))`), so the rule stays here and in the
 * database: no list of ids travels to and fro, and their SQL never names the jobs table.
 */
export function jobIDsReachedBy(db: Kysely<Database>, reader: JobReader): ReachableJobIDs {
  return reachableJobs(db, reader).select('jobs.job_id');
}

export const JOB_NOT_FOUND = 'No such job, or it is not yours';

// SCALE-2: compiled once per role (AddNote and every job call start here).
const reachableJobQuery = preparedQuery((db, role: Role, v: { employeeID: number; jobID: number }) =>
  reachableJobs(db, { role, employeeID: v.employeeID }).selectAll('jobs').where('jobs.job_id', '=', v.jobID),
);

/** The job if `reader` may reach it; undefined whether it does not exist or is not theirs. */
export async function reachableJob(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
): Promise<JobRow | undefined> {
  const [job] = await reachableJobQuery(db, reader.role, { employeeID: reader.employeeID, jobID });
  return job;
}

/** The job if `reader` may reach it; otherwise 404, whether it exists or not. */
export async function findReachableJob(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
): Promise<JobRow> {
  const job = await reachableJob(db, reader, jobID);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
