// INT-3: jobs sent by another system arrive by the thousand, so new ones are written in SQL
// batches: the jobs, their first history rows (opened, foreman, crew, closed: what insertJob and
// the crew calls record one by one) and their crews. Changes to existing jobs go through the same
// single-job writes as the office's (office-jobs.ts).
import type { Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, JobHistoryTable, NewJob } from '../../db/types.js';

export interface NewJobWithCrew {
  job: NewJob;
  /** The crew besides the foreman. */
  crew: readonly number[];
}

/** Inserts the jobs with their history and crews; answers each job's id by its (unique) job number. */
export async function insertJobs(db: Kysely<Database>, jobs: readonly NewJobWithCrew[]) {
  const ids = new Map<string, number>();
  // 17 columns a row: 100 rows stay far below SQLite's bound-parameter cap.
  for (const part of chunked(jobs, 100)) {
    const rows = await db
      .insertInto('jobs')
      .values(part.map((p) => p.job))
      .returning(['job_id', 'job_number'])
      .execute();
    for (const r of rows) ids.set(r.job_number, r.job_id);
  }
  type HistoryRow = Omit<JobHistoryTable, 'history_id'>;
  const history: HistoryRow[] = [];
  const crew: { job_id: number; employee_id: number }[] = [];
  for (const { job, crew: members } of jobs) {
    const jobID = ids.get(job.job_number)!;
    const at = job.created_at;
    history.push({ job_id: jobID, changed_at: at, change: 'opened', employee_id: null });
    if (job.foreman_employee_id != null)
      history.push({
        job_id: jobID,
        changed_at: at,
        change: 'foreman',
        employee_id: job.foreman_employee_id,
      });
    for (const employeeID of members) {
      crew.push({ job_id: jobID, employee_id: employeeID });
      history.push({ job_id: jobID, changed_at: at, change: 'crewJoined', employee_id: employeeID });
    }
    if (job.status === 'Closed')
      history.push({ job_id: jobID, changed_at: job.updated_at, change: 'closed', employee_id: null });
  }
  for (const part of chunked(history, 1_000)) await db.insertInto('job_history').values(part).execute();
  for (const part of chunked(crew, 1_000)) await db.insertInto('job_crew').values(part).execute();
  return ids;
}

/** The jobs holding these job numbers, by number. */
export async function jobIDsOfNumbers(db: Kysely<Database>, numbers: readonly string[]) {
  const ids = new Map<string, number>();
  for (const part of chunked([...new Set(numbers)])) {
    const rows = await db
      .selectFrom('jobs')
      .select(['job_id', 'job_number'])
      .where('job_number', 'in', part)
      .execute();
    for (const r of rows) ids.set(r.job_number, r.job_id);
  }
  return ids;
}
