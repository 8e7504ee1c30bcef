// TS-2..5: reading timesheets, the week calendar, a foreman's jobs for a day, validation,
// defaults and subsistence. The rules and the default-building are the contract's, shared with
// the device; this file only gathers their inputs from the database.
import {
  buildTimesheetDefaults,
  crewTotals,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  isConfirmable,
  subsistenceFor,
  type DefaultsQuery,
  type JobFolder,
  type Subsistence,
  type TimesheetDefaults,
  type TimesheetValidation,
  type TimesheetWeek,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { findReachableJob, reachableJobs } from '../jobs/access.js';
import { toJobFolders } from '../jobs/presenter.js';
import { findReadableTimesheet, requireForemanView, type TimesheetUser } from './access.js';
import { addDays, crewOf, TIMESHEET_RULES, validateStored } from './context.js';
import {
  daysOff,
  employeeNames,
  foremanTimesheetIDs,
  jobCrew,
  jobSubsistence,
  loadTimesheets,
  saveUserDefaults,
  timesheetIDsWithCrew,
  userDefaults,
  type StoredTimesheet,
} from './repository.js';

export async function timesheetValidation(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
): Promise<TimesheetValidation> {
  const sheet = await findReadableTimesheet(db, user, id);
  const results = await validateStored(db, sheet);
  return {
    timeSheetID: id,
    confirmable: isConfirmable(results),
    results,
    totals: crewTotals(sheet, TIMESHEET_RULES),
  };
}

/** TS-2: the seven days from `weekStart` (a Monday) of foreman `foremanID`. */
export async function timesheetWeek(
  db: Kysely<Database>,
  user: TimesheetUser,
  foremanID: number,
  weekStart: string,
): Promise<TimesheetWeek> {
  if (new Date(`${weekStart}T00:00:00Z`).getUTCDay() !== 1) {
    throw badRequest(`${weekStart} is not a Monday; a week starts on Monday`);
  }
  requireForemanView(user, foremanID);
  const weekEnd = addDays(weekStart, 6);
  const sheets = await loadTimesheets(db, await foremanTimesheetIDs(db, foremanID, weekStart, weekEnd));
  const days: TimesheetWeek['days'] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    const sheet = sheets.find((s) => s.timeSheetDate === date) ?? null;
    const results = sheet ? await validateStored(db, sheet) : [];
    days.push({
      date,
      state: sheet ? sheet.status : 'empty',
      timesheet: sheet,
      errors: results.filter((r) => r.severity === 'error').length,
      unexplainedWarnings: results.filter((r) => r.severity === 'warning' && !r.explained).length,
    });
  }
  return { foremanID, weekStart, defaults: await defaultsOf(db, user.userID), days };
}

/**
 * TS-2: the jobs a foreman can put on his timesheet of `date`: the open jobs he leads or is on the
 * crew of, and those already on that day's timesheet, limited to the jobs the caller reaches.
 */
export async function timesheetJobs(
  db: Kysely<Database>,
  user: TimesheetUser,
  foremanID: number,
  date: string,
): Promise<JobFolder[]> {
  requireForemanView(user, foremanID);
  const onSheet = (await loadTimesheets(db, await foremanTimesheetIDs(db, foremanID, date, date))).flatMap(
    (s) => s.jobs.map((j) => j.jobID),
  );
  const jobs = await reachableJobs(db, user)
    .selectAll('jobs')
    .where((eb) => {
      const ors = [
        eb('jobs.foreman_employee_id', '=', foremanID),
        eb.exists(
          eb
            .selectFrom('job_crew')
            .select('job_crew.job_id')
            .whereRef('job_crew.job_id', '=', 'jobs.job_id')
            .where('job_crew.employee_id', '=', foremanID),
        ),
      ];
      if (onSheet.length > 0) ors.push(eb('jobs.job_id', 'in', onSheet));
      return eb.or(ors);
    })
    .orderBy('jobs.job_number')
    .execute();
  return toJobFolders(db, jobs);
}

async function defaultsOf(db: Kysely<Database>, userID: number): Promise<UserTimesheetDefaults> {
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
): Promise<TimesheetDefaults> {
  const sheet = await findReadableTimesheet(db, user, id);
  if (jobID !== null) await findReachableJob(db, user, jobID);
  const jobIDs = jobID !== null ? [jobID] : sheet.jobs.map((j) => j.jobID);
  const people = [sheet.foremanID, ...(await jobCrew(db, jobIDs)).map((c) => c.employeeID)];
  if (jobID === null) people.push(...crewOf(sheet));
  const names = await employeeNames(db, people);
  const crew = [...new Set(people)].map((employeeID) => ({
    employeeID,
    name: names.get(employeeID) ?? `Employee #${employeeID}`,
  }));
  return buildTimesheetDefaults({
    timesheet: { ...sheet, timeSheetID: id },
    jobID,
    crew,
    daysOff: await daysOff(db, [...names.keys()], sheet.timeSheetDate, sheet.timeSheetDate),
    user: await defaultsOf(db, user.userID),
    query,
    rules: TIMESHEET_RULES,
  });
}

/** TS-5: one line per person on timesheet `id`, over all their timesheets of that date. */
export async function crewSubsistence(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
): Promise<Subsistence[]> {
  const sheet = await findReadableTimesheet(db, user, id);
  const crew = crewOf(sheet);
  const date = sheet.timeSheetDate;
  const sameDay: StoredTimesheet[] = await loadTimesheets(
    db,
    await timesheetIDsWithCrew(db, crew, date, date),
  );
  const jobs = await jobSubsistence(
    db,
    sameDay.flatMap((s) => s.jobs.map((j) => j.jobID)),
  );
  const names = await employeeNames(db, crew);
  return crew.map((employeeID) => {
    const paidMinutes = sameDay
      .flatMap((s) => crewTotals(s, TIMESHEET_RULES))
      .filter((t) => t.employeeID === employeeID)
      .reduce((sum, t) => sum + t.paidMinutes, 0);
    const worked = sameDay.flatMap((s) =>
      s.jobs.filter((j) => j.crew.some((c) => c.employeeID === employeeID)),
    );
    return subsistenceFor(
      {
        employeeID,
        name: names.get(employeeID) ?? `Employee #${employeeID}`,
        date,
        paidMinutes,
        jobs: worked.map((j) => ({
          jobID: j.jobID,
          ...(jobs.get(j.jobID) ?? { subsistenceJob: false, distanceKm: null }),
        })),
      },
      TIMESHEET_RULES,
    );
  });
}
