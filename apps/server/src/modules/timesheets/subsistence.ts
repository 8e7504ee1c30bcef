// TS-5: subsistence per person on a timesheet, over all their timesheets of that date; the
// allowance rules are the contract's, the job facts come from job_subsistence.
import { crewTotals, subsistenceFor, type Subsistence } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { employeeNames } from '../employees/service.js';
import { findReadableTimesheet, type TimesheetUser } from './access.js';
import { jobSubsistence } from './repository/rule-inputs.js';
import { loadTimesheets, timesheetIDsWithCrew, type StoredTimesheet } from './repository/timesheets.js';
import { rulesOfDay } from './rules/service.js';
import { crewOf } from './validation.js';

/** TS-5: one line per person on timesheet `id`, over all their timesheets of that date. */
export async function crewSubsistence(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
  timeZone: string,
): Promise<Subsistence[]> {
  return subsistenceOfSheet(db, await findReadableTimesheet(db, user, id), timeZone);
}

/** The same, for a timesheet already read and whose reader is checked (UX-3: each day of the week). */
export async function subsistenceOfSheet(
  db: Kysely<Database>,
  sheet: StoredTimesheet,
  timeZone: string,
): Promise<Subsistence[]> {
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
  // TSX-6: the day's rule set (the one it was confirmed under, once confirmed).
  const rules = await rulesOfDay(db, sheet);
  return crew.map((employeeID) => {
    const paidMinutes = sameDay
      .flatMap((s) => crewTotals(s, rules, timeZone))
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
      rules,
    );
  });
}
