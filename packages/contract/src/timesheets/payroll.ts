// TSX-7: the payroll lines of a confirmed week, one per person and job, built from the confirmed
// days with the rule set each was confirmed under (TSX-6). Overtime is paid time beyond the day's
// daily threshold, then regular time beyond the weekly threshold, counted in the order it was
// worked, so the last hours of a long day or week are the overtime ones, on whichever job they fell.
import type { Timesheet } from '../entities.js';
import { crewTotals, entryMinutes, placedEntries, type PlacedEntry } from './entries.js';
import type { RuleSetRules } from './rule-sets.js';
import { subsistenceFor, type SubsistenceJob } from './subsistence.js';

export interface PayrollDay {
  timesheet: Timesheet;
  rules: RuleSetRules;
  confirmedBy: string;
  /** ISO instant of the confirmation. */
  confirmedAt: string;
}

export interface PayrollWeek {
  days: readonly PayrollDay[];
  employees: Readonly<Record<number, { name: string; trade?: string }>>;
  jobNumbers: Readonly<Record<number, string>>;
  /** Per diem facts of each job; a job missing here earns none. */
  jobs: Readonly<Record<number, Omit<SubsistenceJob, 'jobID'>>>;
  /** The company's zone, for days stored without their own. */
  timeZone: string;
}

export interface PayrollRow {
  employeeID: number;
  employee: string;
  trade: string;
  jobID: number;
  jobNumber: string;
  dates: string[];
  regularMinutes: number;
  overtimeMinutes: number;
  perDiem: number;
  explanations: string[];
  confirmedBy: string[];
  confirmedAt: string;
}

export function payrollRows(week: PayrollWeek): PayrollRow[] {
  const rows = new Map<string, PayrollRow>();
  const rowOf = (employeeID: number, jobID: number): PayrollRow => {
    const key = `${employeeID}:${jobID}`;
    let row = rows.get(key);
    if (!row) {
      const person = week.employees[employeeID];
      row = {
        employeeID,
        employee: person?.name ?? `Employee #${employeeID}`,
        trade: person?.trade ?? '',
        jobID,
        jobNumber: week.jobNumbers[jobID] ?? `#${jobID}`,
        dates: [],
        regularMinutes: 0,
        overtimeMinutes: 0,
        perDiem: 0,
        explanations: [],
        confirmedBy: [],
        confirmedAt: '',
      };
      rows.set(key, row);
    }
    return row;
  };
  const weekRegular = new Map<number, number>();
  const days = [...week.days].sort((a, b) =>
    a.timesheet.timeSheetDate < b.timesheet.timeSheetDate ? -1 : 1,
  );
  for (const day of days) {
    const date = day.timesheet.timeSheetDate;
    const totals = crewTotals(day.timesheet, day.rules, week.timeZone);
    const entries = placedEntries(day.timesheet, week.timeZone);
    for (const total of totals) {
      const person = total.employeeID;
      const mine = entries
        .filter((e) => e.employeeID === person)
        .sort((a, b) => a.absoluteStart - b.absoluteStart);
      const paid = paidPerEntry(mine, total.lunchMinutes);
      let dayPaid = 0;
      mine.forEach((entry, i) => {
        const minutes = paid[i]!;
        const dayRoom = Math.max(0, day.rules.dailyOvertimeAfterHours * 60 - dayPaid);
        const weekRoom = Math.max(
          0,
          day.rules.weeklyOvertimeAfterHours * 60 - (weekRegular.get(person) ?? 0),
        );
        const regular = Math.min(minutes, dayRoom, weekRoom);
        dayPaid += minutes;
        weekRegular.set(person, (weekRegular.get(person) ?? 0) + regular);
        const row = rowOf(person, entry.jobID);
        row.regularMinutes += regular;
        row.overtimeMinutes += minutes - regular;
        if (!row.dates.includes(date)) row.dates.push(date);
        if (entry.explanation) row.explanations.push(`${date}: ${entry.explanation}`);
        if (!row.confirmedBy.includes(day.confirmedBy)) row.confirmedBy.push(day.confirmedBy);
        if (day.confirmedAt > row.confirmedAt) row.confirmedAt = day.confirmedAt;
      });
      const perDiem = subsistenceFor(
        {
          employeeID: person,
          name: week.employees[person]?.name ?? '',
          date,
          paidMinutes: total.paidMinutes,
          jobs: [...new Set(mine.map((e) => e.jobID))].map((jobID) => ({
            jobID,
            ...(week.jobs[jobID] ?? { subsistenceJob: false, distanceKm: null }),
          })),
        },
        day.rules,
      );
      if (perDiem.eligible && perDiem.jobID !== null) rowOf(person, perDiem.jobID).perDiem += perDiem.amount;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.employee.localeCompare(b.employee) ||
      a.employeeID - b.employeeID ||
      a.jobNumber.localeCompare(b.jobNumber),
  );
}

/** The lunch comes off the entries where it was ticked first, then the others, never below zero. */
function paidPerEntry(entries: readonly PlacedEntry[], lunchMinutes: number): number[] {
  const paid = entries.map(entryMinutes);
  let left = lunchMinutes;
  const order = entries
    .map((_, i) => i)
    .sort((a, b) => Number(entries[b]!.lunchTaken) - Number(entries[a]!.lunchTaken));
  for (const i of order) {
    const off = Math.min(left, paid[i]!);
    paid[i]! -= off;
    left -= off;
  }
  return paid;
}

export const hoursText = (minutes: number): string => (minutes / 60).toFixed(2);
