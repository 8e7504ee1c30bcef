// The one place that decides which jobs a user reaches (ARCHITECTURE: the server is the
// authority). Every query that reads or changes a job, its sites, notes, events or folders
// starts from `reachableJobs` or `findReachableJob`; nothing else filters jobs by user.
//
// The rule (docs/decisions.md, "Server: Who reaches which job"): closed jobs are reachable by
// nobody; a general foreman or a reviewer reaches every open job; crew and foremen reach the open
// jobs they are foreman of (jobs.foreman_employee_id) or on the crew of (job_crew). A job outside
// the rule answers 404, exactly like a job that does not exist, so ids cannot be probed.
import type { UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow, Role } from '../../db/types.js';
import { notFound } from '../../http/errors.js';

/** Who is asking: the session's user. */
export type JobReader = Pick<UserData, 'role' | 'employeeID'>;

const SEES_EVERY_OPEN_JOB: ReadonlySet<Role> = new Set(['generalForeman', 'reviewer']);

/** The jobs table narrowed to the jobs `reader` may reach; callers add their own filters. */
export function reachableJobs(db: Kysely<Database>, reader: JobReader) {
  const open = db.selectFrom('jobs').where('jobs.status', '=', 'Open');
  if (SEES_EVERY_OPEN_JOB.has(reader.role)) return open;
  return open.where((eb) =>
    eb.or([
      eb('jobs.foreman_employee_id', '=', reader.employeeID),
      eb.exists(
        eb
          .selectFrom('job_crew')
          .select('job_crew.job_id')
          .whereRef('job_crew.job_id', '=', 'jobs.job_id')
          .where('job_crew.employee_id', '=', reader.employeeID),
      ),
    ]),
  );
}

export const JOB_NOT_FOUND = 'No such job, or it is not yours';

/** The job if `reader` may reach it; otherwise 404, whether it exists or not. */
export async function findReachableJob(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
): Promise<JobRow> {
  const job = await reachableJobs(db, reader)
    .selectAll('jobs')
    .where('jobs.job_id', '=', jobID)
    .executeTakeFirst();
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
