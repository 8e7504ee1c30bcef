// TS-2: a foreman's week (UX-3: each stored day with its crew defaults and subsistence), and the
// jobs he can put on a day's timesheet.
import {
  addDays,
  isMonday,
  type JobFolder,
  type TimesheetWeek,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { toJobFolders } from '../job-sync/service.js';
import { jobRowsByID, reachableJobsOfEmployee } from '../jobs/service.js';
import { requireForemanView, type TimesheetUser } from './access.js';
import { defaultsOf, defaultsOfSheet } from './defaults.js';
import { foremanTimesheetIDs, loadTimesheets, type StoredTimesheet } from './repository/timesheets.js';
import { subsistenceOfSheet } from './subsistence.js';
import { validateStored } from './validation.js';
import { jobsWorkableInWeek } from './work-dates.js';

/** The last Monday whose seven days are all dates the calendar can write (four-digit years). */
export const LAST_WEEK_START = '9999-12-20';

/** TS-2: the seven days from `weekStart` (a Monday) of foreman `foremanID`, with the company's zone (TSX-2). */
export async function timesheetWeek(
  db: Kysely<Database>,
  user: TimesheetUser,
  foremanID: number,
  weekStart: string,
  timeZone: string,
): Promise<TimesheetWeek> {
  if (!isMonday(weekStart)) {
    throw badRequest(`${weekStart} is not a Monday; a week starts on Monday`);
  }
  // OPS-6: a later week runs past 9999-12-31, which no date of the answer can name (a 500 before).
  if (weekStart > LAST_WEEK_START)
    throw badRequest(`The last week that can be shown starts on ${LAST_WEEK_START}`);
  requireForemanView(user, foremanID);
  const weekEnd = addDays(weekStart, 6);
  const sheets = await loadTimesheets(db, await foremanTimesheetIDs(db, foremanID, weekStart, weekEnd));
  const userDefaults = await defaultsOf(db, user.userID);
  const days: TimesheetWeek['days'] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    const sheet = sheets.find((s) => s.timeSheetDate === date) ?? null;
    const results = sheet ? await validateStored(db, sheet, timeZone) : [];
    days.push({
      date,
      state: sheet ? sheet.status : 'empty',
      timesheet: sheet,
      errors: results.filter((r) => r.severity === 'error').length,
      unexplainedWarnings: results.filter((r) => r.severity === 'warning' && !r.explained).length,
      ...(sheet ? await crewAnswersOf(db, sheet, userDefaults, timeZone) : {}),
    });
  }
  return { foremanID, weekStart, defaults: userDefaults, timeZone, days };
}

/**
 * UX-3: what `crewDefaults` (no query) and `crewSubsistence` answer `user` for a day, so the device
 * asks neither per day. Every caller who may read the week may read its timesheets (the same
 * readsForeman rule on the same foreman), so the calls' own access checks and re-reads are skipped.
 */
async function crewAnswersOf(
  db: Kysely<Database>,
  sheet: StoredTimesheet,
  userDefaults: UserTimesheetDefaults,
  timeZone: string,
): Promise<Pick<TimesheetWeek['days'][number], 'crewDefaults' | 'subsistence'>> {
  return {
    crewDefaults: await defaultsOfSheet(db, sheet, null, {}, userDefaults, timeZone),
    subsistence: await subsistenceOfSheet(db, sheet, timeZone),
  };
}

/**
 * TS-2: the jobs a foreman can put on his timesheet of `date`: the open jobs he leads or is on the
 * crew of, and those already on that day's timesheet, limited to the jobs the caller reaches; and
 * (TSX-3) those closed or moved since that were his during the seven days from `date`.
 */
export async function timesheetJobs(
  db: Kysely<Database>,
  user: TimesheetUser,
  foremanID: number,
  date: string,
  timeZone: string,
): Promise<JobFolder[]> {
  requireForemanView(user, foremanID);
  const onSheet = (await loadTimesheets(db, await foremanTimesheetIDs(db, foremanID, date, date))).flatMap(
    (s) => s.jobs.map((j) => j.jobID),
  );
  const current = await reachableJobsOfEmployee(db, user, foremanID, onSheet);
  // TSX-3: and the jobs closed or moved since, for the days of the week they were his.
  const known = new Set(current.map((j) => j.job_id));
  const past = await jobsWorkableInWeek(db, user, foremanID, date, timeZone, known);
  if (past.length === 0) return toJobFolders(db, current);
  const rows = [...current, ...(await jobRowsByID(db, past))];
  return toJobFolders(
    db,
    rows.sort((a, b) => (a.job_number < b.job_number ? -1 : 1)),
  );
}
