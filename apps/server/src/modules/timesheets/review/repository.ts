// OFFICE-8: the timesheet_reviews table, and the reads the office's review list makes.
import type { Kysely } from 'kysely';
import { chunked, isoNow, toCount } from '../../../db/dialect.js';
import type { Database, TimesheetReviewsTable } from '../../../db/types.js';

export type ReviewRow = Pick<
  TimesheetReviewsTable,
  'timesheet_id' | 'decision' | 'comment' | 'reviewed_by_user_id' | 'reviewed_at'
>;

export async function insertReview(
  db: Kysely<Database>,
  review: Omit<ReviewRow, 'reviewed_at'>,
): Promise<void> {
  await db
    .insertInto('timesheet_reviews')
    .values({ ...review, reviewed_at: isoNow() })
    .execute();
}

/** Each day's latest review, by timesheet id (days never reviewed are absent). */
export async function latestReviews(db: Kysely<Database>, ids: readonly number[]) {
  const latest = new Map<number, ReviewRow>();
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await db
      .selectFrom('timesheet_reviews')
      .select(['timesheet_id', 'decision', 'comment', 'reviewed_by_user_id', 'reviewed_at', 'review_id'])
      .where('timesheet_id', 'in', chunk)
      .orderBy('review_id')
      .execute();
    for (const { review_id: _id, ...row } of rows) latest.set(row.timesheet_id, row);
  }
  return latest;
}

/** The days of a period (optionally one foreman's), with how many jobs and crew entries each has. */
export async function daysInPeriod(db: Kysely<Database>, from: string, to: string, foremanID?: number) {
  let rows = db
    .selectFrom('timesheets')
    .select(['timesheet_id', 'foreman_employee_id', 'timesheet_date', 'status', 'version'])
    .where('timesheet_date', '>=', from)
    .where('timesheet_date', '<=', to);
  if (foremanID !== undefined) rows = rows.where('foreman_employee_id', '=', foremanID);
  const days = await rows.orderBy('timesheet_date').orderBy('foreman_employee_id').execute();
  const counts = new Map<number, { jobs: number; crew: number }>();
  for (const chunk of chunked(days.map((d) => d.timesheet_id))) {
    const jobs = await db
      .selectFrom('timesheet_jobs')
      .select(['timesheet_id', (eb) => eb.fn.countAll().as('n')])
      .where('timesheet_id', 'in', chunk)
      .groupBy('timesheet_id')
      .execute();
    const crew = await db
      .selectFrom('timesheet_crew')
      .select(['timesheet_id', (eb) => eb.fn.countAll().as('n')])
      .where('timesheet_id', 'in', chunk)
      .groupBy('timesheet_id')
      .execute();
    for (const j of jobs) counts.set(j.timesheet_id, { jobs: toCount(j.n), crew: 0 });
    for (const c of crew)
      counts.set(c.timesheet_id, { jobs: counts.get(c.timesheet_id)?.jobs ?? 0, crew: toCount(c.n) });
  }
  return days.map((d) => ({ ...d, ...(counts.get(d.timesheet_id) ?? { jobs: 0, crew: 0 }) }));
}

/** A returned day goes back to draft for its foreman, as a new version (devices fetch it). */
export async function reopenDay(db: Kysely<Database>, timesheetID: number, userID: number): Promise<void> {
  await db
    .updateTable('timesheets')
    .set((eb) => ({
      status: 'draft',
      version: eb('version', '+', 1),
      updated_at: isoNow(),
      updated_by_user_id: userID,
    }))
    .where('timesheet_id', '=', timesheetID)
    .execute();
}
