// TS-1: creating and changing timesheets. Checks run in this order: schema (400, by the route),
// role (403), the timesheet is reachable (404), jobs the caller reaches and known crew (400),
// rules that make it meaningless (400), one per foreman and day (409), and last confirmation:
// refused (422, with the results) while an error or an unexplained warning remains, or while the
// day has not come yet in its zone (TSX-4). A draft is stored with its errors, so a foreman can
// save half a day and finish it later. TSX-1: a save names the version it was based on
// (versions.ts); the write is conditional on it, so of two saves of one version one wins. A day keeps the zone it was worked in (TSX-2): the body's,
// else the one it was stored with, else the company's.
import {
  ERROR_CODES,
  isConfirmable,
  MAX_ID,
  todayIn,
  SAVE_BLOCKING_CODES,
  validateTimesheet,
  type Timesheet,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, forbidden, HttpError } from '../../http/errors.js';
import { employeeNames, employeeRole } from '../employees/service.js';
import { jobNumbers } from '../jobs/service.js';
import { findChangeableTimesheet, requireTimesheetKeeper, type TimesheetUser } from './access.js';
import {
  insertTimesheet,
  loadTimesheet,
  replaceTimesheet,
  timesheetIDOf,
  type StoredTimesheet,
} from './repository/timesheets.js';
import { TIMESHEET_RULES, validateStored } from './validation.js';
import { refuseUnworkableJobs } from './work-dates.js';
import { requireCurrentVersion, secondOfDay, staleSave } from './versions.js';
import { refuseApproved } from './review/service.js';

/** For the procedure registry: GetTimesheetDefaults, and what it answers while switched off. */
export { COMMAND_DEFAULTS_OFF, timesheetDefaults } from './defaults.js';
export { reviewOf, reviewTimesheet, timesheetsForReview } from './review/service.js';
export { payPeriodCsv, payPeriodPdfOf } from './export/pay-period.js';
export { addOfficeRuleSet, previewRuleSet } from './rules/preview.js';
export { listRuleSets } from './rules/service.js';

/** What the company decides for every timesheet: its zone (COMPANY_TIME_ZONE), and the clock for "today". */
export interface TimesheetCompany {
  timeZone: string;
  now?: () => Date;
}

export async function createTimesheet(
  db: Kysely<Database>,
  user: TimesheetUser,
  body: Timesheet,
  company: TimesheetCompany,
): Promise<StoredTimesheet> {
  requireTimesheetKeeper(user);
  const foremanID = body.foremanID ?? user.employeeID;
  if (foremanID !== user.employeeID) {
    if (user.role !== 'generalForeman') throw forbidden('A foreman keeps only his own timesheets');
    const role = isRecordID(foremanID) ? await employeeRole(db, foremanID) : undefined;
    if (role !== 'foreman' && role !== 'generalForeman')
      throw badRequest(`Employee #${foremanID} is not a foreman`);
  }
  // The device's own (temporary) id is not ours to keep.
  const sheet = { ...body, timeSheetID: null, foremanID, timeZone: body.timeZone ?? company.timeZone };
  await checkContent(db, user, sheet);
  await refuseSecondOfDay(db, foremanID, sheet.timeSheetDate, null);
  const status = body.status ?? 'draft';
  if (status === 'confirmed') await refuseUnconfirmable(db, sheet, company);
  const id = await insertTimesheet(db, sheet, { foremanID, status, createdByUserID: user.userID });
  // Another request stored the day since the check above (two devices sending at once).
  const created = id ?? (await timesheetIDOf(db, foremanID, sheet.timeSheetDate))!;
  if (id === undefined) throw secondOfDay((await loadTimesheet(db, created))!);
  return (await loadTimesheet(db, created))!;
}

export async function updateTimesheet(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
  body: Timesheet,
  company: TimesheetCompany,
): Promise<StoredTimesheet> {
  const stored = await findChangeableTimesheet(db, user, id);
  if (body.timeSheetID !== null && body.timeSheetID !== id) {
    throw badRequest(`The body is timesheet #${body.timeSheetID} but the URL names #${id}`);
  }
  if (body.foremanID !== undefined && body.foremanID !== stored.foremanID) {
    throw badRequest("A timesheet's foreman cannot be changed");
  }
  await refuseApproved(db, id, stored.timeSheetDate);
  if (stored.status === 'confirmed' && user.role !== 'generalForeman') {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The timesheet of ${stored.timeSheetDate} is confirmed; ask a general foreman to reopen it`,
    );
  }
  requireCurrentVersion(body.version, stored);
  const timeZone = body.timeZone ?? stored.timeZone ?? company.timeZone;
  const sheet = { ...body, timeSheetID: id, foremanID: stored.foremanID, timeZone };
  await checkContent(db, user, sheet);
  await refuseSecondOfDay(db, stored.foremanID, sheet.timeSheetDate, id);
  const status = body.status ?? stored.status;
  if (status === 'confirmed') await refuseUnconfirmable(db, sheet, company);
  const write = { status, userID: user.userID, basedOn: body.version };
  const written = await uniqueOrConflict(() => replaceTimesheet(db, id, sheet, write));
  // Another save of the same version won while this one was checked.
  if (!written) throw staleSave((await loadTimesheet(db, id))!);
  return (await loadTimesheet(db, id))!;
}

/**
 * SRV-1: the body's ids are any safe integers (the contract's Timesheet); one outside the id
 * columns' range names no record, and must not reach the database (PostgreSQL's integer columns
 * refuse it with an error, a 500).
 */
const isRecordID = (id: number) => id >= 1 && id <= MAX_ID;

/** Jobs the caller reaches and known crew (400), then meaningless times (400 with the results). */
async function checkContent(db: Kysely<Database>, user: TimesheetUser, sheet: Timesheet): Promise<void> {
  const jobIDs = [...new Set(sheet.jobs.map((j) => j.jobID))];
  // TSX-3: jobs open and the caller's on that day, not only today (work-dates.ts).
  await refuseUnworkableJobs(db, user, sheet);
  const crew = [...new Set(sheet.jobs.flatMap((j) => j.crew.map((c) => c.employeeID)))];
  const names = await employeeNames(db, crew.filter(isRecordID));
  const unknown = crew.filter((e) => !names.has(e));
  if (unknown.length > 0) {
    throw badRequest(`Unknown crew member: ${unknown.map((e) => `#${e}`).join(', ')}`, {
      employeeIDs: unknown,
    });
  }
  const blocking = validateTimesheet(sheet, {
    rules: TIMESHEET_RULES,
    employeeNames: Object.fromEntries(names),
    jobNumbers: Object.fromEntries(await jobNumbers(db, jobIDs)),
  }).filter((r) => SAVE_BLOCKING_CODES.includes(r.code));
  if (blocking.length > 0)
    throw badRequest(`The timesheet cannot be saved: ${blocking[0]!.message}`, blocking);
}

async function refuseSecondOfDay(db: Kysely<Database>, foremanID: number, date: string, self: number | null) {
  const existing = await timesheetIDOf(db, foremanID, date);
  if (existing !== undefined && existing !== self) throw secondOfDay((await loadTimesheet(db, existing))!);
}

async function refuseUnconfirmable(
  db: Kysely<Database>,
  sheet: Timesheet & { foremanID: number; timeZone: string },
  company: TimesheetCompany,
) {
  // TSX-4: hours not yet worked cannot be confirmed; "today" is the day's own zone's.
  const today = todayIn(sheet.timeZone, company.now?.() ?? new Date());
  if (sheet.timeSheetDate > today) {
    throw new HttpError(
      422,
      ERROR_CODES.badRequest,
      `The timesheet of ${sheet.timeSheetDate} cannot be confirmed before that day; today is ${today}`,
      { field: 'timeSheetDate', today },
    );
  }
  const results = await validateStored(db, sheet, company.timeZone);
  if (isConfirmable(results)) return;
  const errors = results.filter((r) => r.severity === 'error').length;
  const unexplained = results.filter((r) => r.severity === 'warning' && !r.explained).length;
  throw new HttpError(
    422,
    ERROR_CODES.badRequest,
    `The timesheet of ${sheet.timeSheetDate} cannot be confirmed: ${errors} error(s) to fix and ${unexplained} warning(s) to explain`,
    { results },
  );
}

/** The unique (foreman, date) index is the last word when two requests race past the check. */
async function uniqueOrConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new HttpError(409, ERROR_CODES.conflict, 'There is already a timesheet for that foreman and day');
    }
    throw error;
  }
}
