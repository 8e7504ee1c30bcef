// TS-3: the shared rules (contract timesheets/) run on the server with their context read from
// the database: other timesheets of the crew around the date (the day before too, for night
// shifts), days off, and names and job numbers for the messages (asked of the employees and jobs
// modules, whose tables they are).
import {
  addDays,
  crewTotals,
  DEFAULT_TIMESHEET_RULES,
  isConfirmable,
  validateTimesheet,
  type Timesheet,
  type TimesheetRules,
  type TimesheetValidation,
  type TimesheetValidationContext,
  type ValidationResult,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { employeeNames } from '../employees/service.js';
import { jobNumbers } from '../jobs/service.js';
import { findReadableTimesheet, type TimesheetUser } from './access.js';
import { daysOff } from './repository/rule-inputs.js';
import { rulesOfDay } from './rules/service.js';
import { loadTimesheets, timesheetIDsWithCrew } from './repository/timesheets.js';

/** The first rule set's rates and limits: what a save's format checks use (TSX-6 dates the rest). */
export const TIMESHEET_RULES: TimesheetRules = DEFAULT_TIMESHEET_RULES;

export const crewOf = (sheet: Timesheet): number[] => [
  ...new Set(sheet.jobs.flatMap((j) => j.crew.map((c) => c.employeeID))),
];

/** `timeZone`: the company's (COMPANY_TIME_ZONE), for days stored without their own (TSX-2). */
export async function validationContext(
  db: Kysely<Database>,
  sheet: Timesheet & { foremanID?: number },
  timeZone: string,
): Promise<TimesheetValidationContext> {
  const crew = crewOf(sheet);
  const date = sheet.timeSheetDate;
  const otherIDs = (await timesheetIDsWithCrew(db, crew, addDays(date, -1), addDays(date, 1))).filter(
    (id) => id !== sheet.timeSheetID,
  );
  const others = await loadTimesheets(db, otherIDs);
  const people = [...crew, ...others.map((o) => o.foremanID), ...(sheet.foremanID ? [sheet.foremanID] : [])];
  const jobs = [...sheet.jobs, ...others.flatMap((o) => o.jobs)].map((j) => j.jobID);
  return {
    otherTimesheets: others.sort((a, b) => a.timeSheetID - b.timeSheetID),
    daysOff: await daysOff(db, crew, date, date),
    employeeNames: Object.fromEntries(await employeeNames(db, people)),
    jobNumbers: Object.fromEntries(await jobNumbers(db, jobs)),
    // TSX-6: a confirmed day by the set it was confirmed under, any other by its date's.
    rules: await rulesOfDay(db, sheet),
    timeZone,
  };
}

export async function validateStored(
  db: Kysely<Database>,
  sheet: Timesheet & { foremanID?: number },
  timeZone: string,
): Promise<ValidationResult[]> {
  return validateTimesheet(sheet, await validationContext(db, sheet, timeZone));
}

export async function timesheetValidation(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
  timeZone: string,
): Promise<TimesheetValidation> {
  const sheet = await findReadableTimesheet(db, user, id);
  const context = await validationContext(db, sheet, timeZone);
  const results = validateTimesheet(sheet, context);
  return {
    timeSheetID: id,
    confirmable: isConfirmable(results),
    results,
    totals: crewTotals(sheet, context.rules, timeZone),
  };
}
