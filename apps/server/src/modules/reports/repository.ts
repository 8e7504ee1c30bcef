// Saved reports (REPORT-2). Callers check the job against the access rule first.
import type { Insertable, Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, ReportRow, ReportsTable } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

/** The report with this reference on this job: references are unique within a job (TRUST-10). */
export function reportByReference(
  db: Kysely<Database>,
  jobID: number,
  referenceCode: string,
): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('job_id', '=', jobID)
    .where('reference_code', '=', referenceCode)
    .executeTakeFirst();
}

/** The first report with this reference on one of `jobs` (the sender's reachable jobs). */
export function reportOnJobs(
  db: Kysely<Database>,
  jobs: ReachableJobIDs,
  referenceCode: string,
): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .where('job_id', 'in', jobs)
    .orderBy('report_id')
    .executeTakeFirst();
}

export function insertReport(db: Kysely<Database>, report: Insertable<ReportsTable>): Promise<ReportRow> {
  return db.insertInto('reports').values(report).returningAll().executeTakeFirstOrThrow();
}

/** A new revision of the same report: new values, same reference, job, location and creator. */
export function replaceReport(
  db: Kysely<Database>,
  reportID: number,
  changes: Pick<ReportRow, 'template_version' | 'values_json' | 'filled_on' | 'filled_by' | 'saved_at'> &
    Partial<Pick<ReportRow, 'language'>>,
): Promise<ReportRow> {
  return (
    db
      .updateTable('reports')
      // OFFICE-7: a revision is a new submission: the office receives it again, unreviewed.
      .set((eb) => ({
        ...changes,
        revision: eb('revision', '+', 1),
        review_state: 'received' as const,
        review_comment: null,
        reviewed_by_user_id: null,
        reviewed_at: null,
      }))
      .where('report_id', '=', reportID)
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export interface ReportRef {
  job_id: number;
  location_number: string;
  reference_code: string;
}

/** The report references of these jobs, oldest first (for Location.reports). */
export async function reportRefsOfJobs(
  db: Kysely<Database>,
  jobIDs: readonly number[],
): Promise<ReportRef[]> {
  const rows: ReportRef[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('reports')
        .select(['job_id', 'location_number', 'reference_code'])
        .where('job_id', 'in', ids)
        .orderBy('report_id')
        .execute()),
    );
  }
  return rows;
}

/** OFF-2: every saved report of these jobs, oldest first. */
export async function reportsOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('reports')
        .selectAll()
        .where('job_id', 'in', ids)
        .orderBy('report_id')
        .execute()),
    );
  }
  return rows;
}
