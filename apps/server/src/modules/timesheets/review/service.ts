// OFFICE-8: the office reviews confirmed days. Approving locks the day for everyone (the foreman,
// a general foreman, the office itself) until the office returns it; returning reopens it as a
// draft with the office's comment, so the foreman corrects and confirms it again. A whole pay
// period exports for every foreman (export/pay-period.ts).
import {
  ERROR_CODES,
  type OfficeTimesheetRow,
  type PayPeriodQuery,
  type TimesheetReview,
  type TimesheetReviewInput,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { employeeNames } from '../../employees/service.js';
import { userNames } from '../../session/service.js';
import { recordReviewed } from '../webhook-events.js';
import { daysInPeriod, insertReview, latestReviews, reopenDay, type ReviewRow } from './repository.js';

async function reviewsOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, TimesheetReview>> {
  const rows = await latestReviews(db, ids);
  const names = await userNames(
    db,
    [...rows.values()].map((r) => r.reviewed_by_user_id),
  );
  return new Map(
    [...rows].map(([id, r]: [number, ReviewRow]) => [
      id,
      {
        decision: r.decision,
        comment: r.comment,
        reviewedBy: names.get(r.reviewed_by_user_id) ?? `User #${r.reviewed_by_user_id}`,
        reviewedAt: r.reviewed_at,
      },
    ]),
  );
}

/** The day's latest review, for the device's copy of the day (null: never reviewed). */
export async function reviewOf(db: Kysely<Database>, timesheetID: number): Promise<TimesheetReview | null> {
  return (await reviewsOf(db, [timesheetID])).get(timesheetID) ?? null;
}

/** An approved day is locked: no save changes it until the office returns it. */
export async function refuseApproved(db: Kysely<Database>, timesheetID: number, date: string): Promise<void> {
  if ((await reviewOf(db, timesheetID))?.decision === 'approved') {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The timesheet of ${date} is approved by the office and locked; ask the office to return it`,
      {
        timeSheetID: timesheetID,
        locked: 'approved',
      },
    );
  }
}

export async function timesheetsForReview(
  db: Kysely<Database>,
  query: PayPeriodQuery,
  only?: number,
): Promise<OfficeTimesheetRow[]> {
  const days = (await daysInPeriod(db, query.from, query.to, query.foremanID)).filter(
    (d) => only === undefined || d.timesheet_id === only,
  );
  const reviews = await reviewsOf(
    db,
    days.map((d) => d.timesheet_id),
  );
  const names = await employeeNames(
    db,
    days.map((d) => d.foreman_employee_id),
  );
  return days.map((d) => ({
    timeSheetID: d.timesheet_id,
    date: d.timesheet_date,
    foreman: {
      employeeID: d.foreman_employee_id,
      name: names.get(d.foreman_employee_id) ?? `Employee #${d.foreman_employee_id}`,
    },
    status: d.status,
    version: d.version,
    jobs: d.jobs,
    crew: d.crew,
    review: reviews.get(d.timesheet_id) ?? null,
  }));
}

export async function reviewTimesheet(
  db: Kysely<Database>,
  by: UserData,
  timesheetID: number,
  input: TimesheetReviewInput,
): Promise<OfficeTimesheetRow> {
  const row = await db
    .selectFrom('timesheets')
    .select(['timesheet_date', 'status'])
    .where('timesheet_id', '=', timesheetID)
    .executeTakeFirst();
  if (!row) throw notFound('No such timesheet');
  if (row.status !== 'confirmed') {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The timesheet of ${row.timesheet_date} is not confirmed by its foreman yet`,
      {
        timeSheetID: timesheetID,
        status: row.status,
      },
    );
  }
  await insertReview(db, {
    timesheet_id: timesheetID,
    decision: input.decision,
    comment: input.comment ?? null,
    reviewed_by_user_id: by.userID,
  });
  if (input.decision === 'returned') await reopenDay(db, timesheetID, by.userID);
  const day = { from: row.timesheet_date, to: row.timesheet_date };
  const [view] = await timesheetsForReview(db, day, timesheetID);
  // INT-4: the decision as a webhook event, in the review's transaction (the day's version after it).
  const reviewed = {
    timeSheetID: timesheetID,
    date: view!.date,
    foremanID: view!.foreman.employeeID,
    version: view!.version,
  };
  await recordReviewed(db, reviewed, input.decision, input.comment ?? null, by);
  return view!;
}
