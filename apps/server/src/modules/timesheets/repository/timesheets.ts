// The timesheets module's own three tables: timesheets, timesheet_jobs and timesheet_crew. One
// method per query, each taking the request's database or transaction. A timesheet is stored as
// three tables and read back as the contract's Timesheet.
import type { Timesheet } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { chunked, isoNow, toFlag } from '../../../db/dialect.js';
import type { Database } from '../../../db/types.js';
import { userNames } from '../../session/service.js';
import { latestConfirmations } from '../rules/repository.js';
import { latestReviews } from '../review/repository.js';

export type StoredTimesheet = Timesheet & {
  timeSheetID: number;
  foremanID: number;
  status: 'draft' | 'confirmed';
  version: number;
};

/** Timesheets by id, whole (jobs and crew in the order they were sent), in no particular order. */
export async function loadTimesheets(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<StoredTimesheet[]> {
  if (ids.length === 0) return [];
  const sheets: StoredTimesheet[] = [];
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await db.selectFrom('timesheets').selectAll().where('timesheet_id', 'in', chunk).execute();
    const jobs = await db
      .selectFrom('timesheet_jobs')
      .selectAll()
      .where('timesheet_id', 'in', chunk)
      .orderBy('position')
      .execute();
    const crew = await db
      .selectFrom('timesheet_crew')
      .selectAll()
      .where('timesheet_id', 'in', chunk)
      .orderBy('position')
      .execute();
    const editors = await userNames(db, rows.map(lastEditor));
    const confirmations = await latestConfirmations(db, chunk);
    // OFFICE-8: the office's latest review travels with the day, so the device shows it.
    const reviews = await latestReviews(db, chunk);
    const reviewers = await userNames(
      db,
      [...reviews.values()].map((r) => r.reviewed_by_user_id),
    );
    for (const row of rows) {
      const updatedBy = editors.get(lastEditor(row));
      const confirmed = row.status === 'confirmed' ? confirmations.get(row.timesheet_id) : undefined;
      const review = reviews.get(row.timesheet_id);
      sheets.push({
        timeSheetID: row.timesheet_id,
        timeSheetDate: row.timesheet_date,
        shiftStart: row.shift_start,
        shiftEnd: row.shift_end,
        foremanID: row.foreman_employee_id,
        status: row.status,
        ...(row.explanation ? { explanation: row.explanation } : {}),
        ...(row.time_zone ? { timeZone: row.time_zone } : {}),
        version: row.version,
        ...(updatedBy ? { updatedBy } : {}),
        updatedAt: row.updated_at,
        ...(confirmed ? { ruleSetID: confirmed.ruleSetID } : {}),
        ...(review
          ? {
              review: {
                decision: review.decision,
                comment: review.comment,
                reviewedBy:
                  reviewers.get(review.reviewed_by_user_id) ?? `User #${review.reviewed_by_user_id}`,
                reviewedAt: review.reviewed_at,
              },
            }
          : {}),
        jobs: jobs
          .filter((j) => j.timesheet_id === row.timesheet_id)
          .map((j) => ({
            jobID: j.job_id,
            startTime: j.start_time,
            endTime: j.end_time,
            crew: crew
              .filter((c) => c.timesheet_job_id === j.timesheet_job_id)
              .map((c) => ({
                employeeID: c.employee_id,
                startTime: c.start_time,
                endTime: c.end_time,
                lunchTaken: c.lunch_taken === 1,
                ignoreDayoff: c.ignore_dayoff === 1,
                ...(c.explanation ? { explanation: c.explanation } : {}),
              })),
          })),
      });
    }
  }
  return sheets;
}

/** TSX-1: who stored a timesheet's last change: its last editor, else (rows from before) its creator. */
const lastEditor = (row: { updated_by_user_id: number | null; created_by_user_id: number }) =>
  row.updated_by_user_id ?? row.created_by_user_id;

export async function loadTimesheet(db: Kysely<Database>, id: number): Promise<StoredTimesheet | undefined> {
  return (await loadTimesheets(db, [id]))[0];
}

export async function timesheetIDOf(
  db: Kysely<Database>,
  foremanID: number,
  date: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('timesheets')
    .select('timesheet_id')
    .where('foreman_employee_id', '=', foremanID)
    .where('timesheet_date', '=', date)
    .executeTakeFirst();
  return row?.timesheet_id;
}

/** A foreman's timesheet ids from..to (dates, inclusive). */
export async function foremanTimesheetIDs(db: Kysely<Database>, foremanID: number, from: string, to: string) {
  const rows = await db
    .selectFrom('timesheets')
    .select('timesheet_id')
    .where('foreman_employee_id', '=', foremanID)
    .where('timesheet_date', '>=', from)
    .where('timesheet_date', '<=', to)
    .execute();
  return rows.map((r) => r.timesheet_id);
}

/** Timesheets from..to on which any of `employeeIDs` works. */
export async function timesheetIDsWithCrew(
  db: Kysely<Database>,
  employeeIDs: readonly number[],
  from: string,
  to: string,
): Promise<number[]> {
  if (employeeIDs.length === 0) return [];
  const rows = await db
    .selectFrom('timesheet_crew')
    .innerJoin('timesheets', 'timesheets.timesheet_id', 'timesheet_crew.timesheet_id')
    .select('timesheets.timesheet_id')
    .distinct()
    .where('timesheet_crew.employee_id', 'in', [...new Set(employeeIDs)])
    .where('timesheets.timesheet_date', '>=', from)
    .where('timesheets.timesheet_date', '<=', to)
    .execute();
  return rows.map((r) => r.timesheet_id);
}

export interface TimesheetWrite {
  foremanID: number;
  status: 'draft' | 'confirmed';
  createdByUserID: number;
}

/**
 * Inserts the timesheet at version 1 with its jobs and crew; undefined (nothing written) when the
 * foreman already has a timesheet that day. ON CONFLICT rather than catching the unique error: a
 * failed statement would abort a PostgreSQL transaction, and the caller still reads the other copy.
 */
export async function insertTimesheet(
  db: Kysely<Database>,
  sheet: Timesheet,
  write: TimesheetWrite,
): Promise<number | undefined> {
  const row = await db
    .insertInto('timesheets')
    .values({
      foreman_employee_id: write.foremanID,
      timesheet_date: sheet.timeSheetDate,
      shift_start: sheet.shiftStart,
      shift_end: sheet.shiftEnd,
      status: write.status,
      explanation: sheet.explanation?.trim() || null,
      created_by_user_id: write.createdByUserID,
      updated_by_user_id: write.createdByUserID,
      updated_at: isoNow(),
      time_zone: sheet.timeZone ?? null,
    })
    .onConflict((oc) => oc.columns(['foreman_employee_id', 'timesheet_date']).doNothing())
    .returning('timesheet_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await writeTimesheetContent(db, row.timesheet_id, sheet);
  return row.timesheet_id;
}

export interface TimesheetReplace {
  status: 'draft' | 'confirmed';
  userID: number;
  /** TSX-1: the version the save was based on; undefined (a save from before versions): any. */
  basedOn: number | undefined;
}

/**
 * Replaces the timesheet's row values, jobs and crew with `sheet` (PUT is a whole replacement) and
 * counts a version. TSX-1: the row is written only while it is still at `basedOn`, in the caller's
 * transaction, so of two saves of one version exactly one wins (PostgreSQL makes the second wait
 * for the first's row lock and then finds the version moved); false: nothing written.
 */
export async function replaceTimesheet(
  db: Kysely<Database>,
  id: number,
  sheet: Timesheet,
  write: TimesheetReplace,
): Promise<boolean> {
  let update = db
    .updateTable('timesheets')
    .set({
      timesheet_date: sheet.timeSheetDate,
      shift_start: sheet.shiftStart,
      shift_end: sheet.shiftEnd,
      status: write.status,
      explanation: sheet.explanation?.trim() || null,
      updated_at: isoNow(),
      updated_by_user_id: write.userID,
      time_zone: sheet.timeZone ?? null,
      version: (eb) => eb('version', '+', 1),
    })
    .where('timesheet_id', '=', id);
  if (write.basedOn !== undefined) update = update.where('version', '=', write.basedOn);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('timesheet_crew').where('timesheet_id', '=', id).execute();
  await db.deleteFrom('timesheet_jobs').where('timesheet_id', '=', id).execute();
  await writeTimesheetContent(db, id, sheet);
  return true;
}

async function writeTimesheetContent(db: Kysely<Database>, id: number, sheet: Timesheet): Promise<void> {
  for (const [position, job] of sheet.jobs.entries()) {
    const row = await db
      .insertInto('timesheet_jobs')
      .values({
        timesheet_id: id,
        job_id: job.jobID,
        position,
        start_time: job.startTime,
        end_time: job.endTime,
      })
      .returning('timesheet_job_id')
      .executeTakeFirstOrThrow();
    if (job.crew.length === 0) continue;
    await db
      .insertInto('timesheet_crew')
      .values(
        job.crew.map((c, index) => ({
          timesheet_job_id: row.timesheet_job_id,
          timesheet_id: id,
          employee_id: c.employeeID,
          position: index,
          start_time: c.startTime,
          end_time: c.endTime,
          lunch_taken: toFlag(c.lunchTaken === true),
          ignore_dayoff: toFlag(c.ignoreDayoff === true),
          explanation: c.explanation?.trim() || null,
        })),
      )
      .execute();
  }
}
