// TSX-7: a foreman's confirmed week as payroll lines. Only a whole confirmed week exports: a day
// still in draft is refused with 409 naming it, so payroll is never fed a week that may change
// (docs/decisions.md, TSX-7). Each day is paid by the rule set it was confirmed under (TSX-6).
import {
  addDays,
  ERROR_CODES,
  isMonday,
  payrollRows,
  type PayrollRow,
  type RuleSetRules,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { crewRosterRows, employeeNames } from '../../employees/service.js';
import { jobNumbers } from '../../jobs/service.js';
import { requireForemanView, type TimesheetUser } from '../access.js';
import { jobSubsistence } from '../repository/rule-inputs.js';
import { foremanTimesheetIDs, loadTimesheets } from '../repository/timesheets.js';
import { latestConfirmations, listRuleSets, ruleSetOf } from '../rules/service.js';

export interface PayrollWeekExport {
  foremanID: number;
  foreman: string;
  weekStart: string;
  weekEnd: string;
  dates: string[];
  rows: PayrollRow[];
}

export async function payrollWeek(
  db: Kysely<Database>,
  user: TimesheetUser,
  foremanID: number,
  weekStart: string,
  timeZone: string,
): Promise<PayrollWeekExport> {
  if (!isMonday(weekStart))
    throw badRequest(`${weekStart} is not a Monday; a week starts on Monday`, { field: 'weekStart' });
  requireForemanView(user, foremanID);
  return payrollWeekRows(db, foremanID, weekStart, timeZone);
}

/** The week's rows, for a caller already allowed to see them (the foreman's view, or the office's). */
export async function payrollWeekRows(
  db: Kysely<Database>,
  foremanID: number,
  weekStart: string,
  timeZone: string,
  /** OFFICE-6: pay the week by these rules instead of those it was confirmed under (a preview). */
  rulesInstead?: RuleSetRules,
): Promise<PayrollWeekExport> {
  const weekEnd = addDays(weekStart, 6);
  const sheets = await loadTimesheets(db, await foremanTimesheetIDs(db, foremanID, weekStart, weekEnd));
  if (sheets.length === 0) throw notFound(`There are no timesheets in the week of ${weekStart}`);
  const drafts = sheets
    .filter((s) => s.status !== 'confirmed')
    .map((s) => s.timeSheetDate)
    .sort();
  if (drafts.length > 0) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The week of ${weekStart} is not confirmed yet: confirm ${drafts.join(', ')} first`,
      { field: 'weekStart', unconfirmedDates: drafts },
    );
  }
  const confirmations = await latestConfirmations(
    db,
    sheets.map((s) => s.timeSheetID),
  );
  const ruleSets = await listRuleSets(db);
  const crew = sheets.flatMap((s) => s.jobs.flatMap((j) => j.crew.map((c) => c.employeeID)));
  const confirmers = [...confirmations.values()].map((c) => c.confirmedByEmployeeID);
  const names = await employeeNames(db, [...crew, ...confirmers, foremanID]);
  const jobIDs = sheets.flatMap((s) => s.jobs.map((j) => j.jobID));
  // TSX-5's trade and class, as the roster shows them ("Electrician / Journeyman").
  const trades = new Map(
    (await crewRosterRows(db)).map((r) => [
      r.employeeID,
      [r.trade, r.workerClass].filter(Boolean).join(' / '),
    ]),
  );
  const facts = await jobSubsistence(db, jobIDs);
  const rows = payrollRows({
    days: sheets.map((timesheet) => {
      const confirmation = confirmations.get(timesheet.timeSheetID);
      return {
        timesheet,
        rules: rulesInstead ?? ruleSetOf(ruleSets, timesheet.timeSheetDate, confirmation),
        confirmedBy: confirmation ? (names.get(confirmation.confirmedByEmployeeID) ?? '') : '',
        confirmedAt: confirmation?.confirmedAt ?? '',
      };
    }),
    employees: Object.fromEntries([...names].map(([id, name]) => [id, { name, trade: trades.get(id) }])),
    jobNumbers: Object.fromEntries(await jobNumbers(db, jobIDs)),
    jobs: Object.fromEntries(facts),
    timeZone,
  });
  return {
    foremanID,
    foreman: names.get(foremanID) ?? `Employee #${foremanID}`,
    weekStart,
    weekEnd,
    dates: sheets.map((s) => s.timeSheetDate).sort(),
    rows,
  };
}
