// TS-4: timesheet defaults, and a user's own defaults they start from. MISC-5: the
// GetTimesheetDefaults procedure answers the same as the REST calls while the
// commandTimesheetDefaults flag is on; the procedure registry turns it off otherwise.
import {
  buildTimesheetDefaults,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type DefaultsQuery,
  type TimesheetDefaults,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { employeeNames, employeesByName } from '../employees/service.js';
import { crewOfJobs, findReachableJob } from '../jobs/service.js';
import { findReadableTimesheet, type TimesheetUser } from './access.js';
import { daysOff } from './repository/rule-inputs.js';
import type { StoredTimesheet } from './repository/timesheets.js';
import { saveUserDefaults, userDefaults } from './repository/user-defaults.js';
import { crewOf, TIMESHEET_RULES } from './validation.js';

export const COMMAND_DEFAULTS_OFF =
  'GetTimesheetDefaults is turned off (feature flag commandTimesheetDefaults); use GET /api/timesheet/{id}/defaults';

export async function defaultsOf(db: Kysely<Database>, userID: number): Promise<UserTimesheetDefaults> {
  const row = await userDefaults(db, userID);
  if (!row) return DEFAULT_USER_TIMESHEET_DEFAULTS;
  return {
    shiftStart: row.shift_start,
    shiftEnd: row.shift_end,
    lunchTaken: row.lunch_taken === 1,
    ignoreDayoff: row.ignore_dayoff === 1,
  };
}

export async function saveTimesheetDefaults(
  db: Kysely<Database>,
  user: TimesheetUser,
  body: UserTimesheetDefaults,
): Promise<UserTimesheetDefaults> {
  await saveUserDefaults(db, user.userID, body);
  return defaultsOf(db, user.userID);
}

/**
 * TS-4: defaults for job `jobID` of timesheet `id` (the timesheet's foreman, then the job's crew),
 * or with `jobID` null for the timesheet's whole crew (its foreman, its jobs' crews, everyone on it).
 */
export async function timesheetDefaults(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
  jobID: number | null,
  query: DefaultsQuery,
  timeZone: string,
): Promise<TimesheetDefaults> {
  const sheet = await findReadableTimesheet(db, user, id);
  if (jobID !== null) await findReachableJob(db, user, jobID);
  return defaultsOfSheet(db, sheet, jobID, query, await defaultsOf(db, user.userID), timeZone);
}

/**
 * The same, for a timesheet already read and whose reader is checked (UX-3: the week fills each
 * day's crew defaults from the timesheets it loaded); `user`: the caller's own defaults.
 */
export async function defaultsOfSheet(
  db: Kysely<Database>,
  sheet: StoredTimesheet,
  jobID: number | null,
  query: DefaultsQuery,
  user: UserTimesheetDefaults,
  timeZone: string,
): Promise<TimesheetDefaults> {
  const jobIDs = jobID !== null ? [jobID] : sheet.jobs.map((j) => j.jobID);
  // The jobs' crews as people read a list: by name.
  const jobCrew = await employeesByName(db, await crewOfJobs(db, jobIDs));
  const people = [sheet.foremanID, ...jobCrew.map((c) => c.employeeID)];
  if (jobID === null) people.push(...crewOf(sheet));
  const names = await employeeNames(db, people);
  const crew = [...new Set(people)].map((employeeID) => ({
    employeeID,
    name: names.get(employeeID) ?? `Employee #${employeeID}`,
  }));
  return buildTimesheetDefaults({
    timesheet: sheet,
    jobID,
    crew,
    daysOff: await daysOff(db, [...names.keys()], sheet.timeSheetDate, sheet.timeSheetDate),
    user,
    query,
    rules: TIMESHEET_RULES,
    timeZone,
  });
}
