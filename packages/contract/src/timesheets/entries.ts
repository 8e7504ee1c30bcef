// The crew entries of a timesheet placed on its shift's timeline, and the totals per person
// (paid hours after lunch). Shared by the rules, the server and the confirmation screen.
import type { Timesheet } from '../entities.js';
import { dayNumber, MINUTES_PER_DAY, parseClock, placeOnShift, shiftFrame } from './clock.js';
import { DEFAULT_TIMESHEET_RULES, type CrewTotal, type TimesheetRules } from './schemas.js';

export interface PlacedEntry {
  employeeID: number;
  jobID: number;
  jobIndex: number;
  crewIndex: number;
  /** Minutes from the timesheet date's midnight (next-day times are above 1440). */
  start: number;
  end: number;
  /** The same on a timeline shared by every date (for other timesheets). */
  absoluteStart: number;
  absoluteEnd: number;
  lunchTaken: boolean;
  ignoreDayoff: boolean;
  explanation: string;
}

/** Entries whose times parse and whose end comes after their start; the others are skipped. */
export function placedEntries(timesheet: Timesheet): PlacedEntry[] {
  const frame = shiftFrame(timesheet.shiftStart, timesheet.shiftEnd);
  const base = dayNumber(timesheet.timeSheetDate) * MINUTES_PER_DAY;
  const entries: PlacedEntry[] = [];
  timesheet.jobs.forEach((job, jobIndex) => {
    job.crew.forEach((member, crewIndex) => {
      const startClock = parseClock(member.startTime);
      const endClock = parseClock(member.endTime);
      if (startClock === null || endClock === null) return;
      const start = placeOnShift(frame, startClock);
      const end = placeOnShift(frame, endClock);
      if (end <= start) return;
      entries.push({
        employeeID: member.employeeID,
        jobID: job.jobID,
        jobIndex,
        crewIndex,
        start,
        end,
        absoluteStart: base + start,
        absoluteEnd: base + end,
        lunchTaken: member.lunchTaken === true,
        ignoreDayoff: member.ignoreDayoff === true,
        explanation: member.explanation?.trim() ?? '',
      });
    });
  });
  return entries;
}

/** Lunch is deducted once per person and timesheet: lunch taken on any entry, and a long enough day. */
export function lunchDeduction(workedMinutes: number, lunchTaken: boolean, rules: TimesheetRules): number {
  if (!lunchTaken || workedMinutes <= rules.lunchAfterHours * 60) return 0;
  return Math.min(rules.lunchMinutes, workedMinutes);
}

/** Totals per person, in the order people first appear on the timesheet. */
export function crewTotals(
  timesheet: Timesheet,
  rules: TimesheetRules = DEFAULT_TIMESHEET_RULES,
): CrewTotal[] {
  const byPerson = new Map<number, { worked: number; lunch: boolean }>();
  for (const e of placedEntries(timesheet)) {
    const total = byPerson.get(e.employeeID) ?? { worked: 0, lunch: false };
    total.worked += e.end - e.start;
    total.lunch ||= e.lunchTaken;
    byPerson.set(e.employeeID, total);
  }
  return [...byPerson].map(([employeeID, { worked, lunch }]) => {
    const lunchMinutes = lunchDeduction(worked, lunch, rules);
    const paidMinutes = worked - lunchMinutes;
    return {
      employeeID,
      workedMinutes: worked,
      lunchMinutes,
      paidMinutes,
      paidHours: Math.round((paidMinutes / 60) * 100) / 100,
    };
  });
}
