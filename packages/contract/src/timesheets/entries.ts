// The crew entries of a timesheet placed on its shift's timeline, and the totals per person
// (paid hours after lunch). Shared by the rules, the server and the confirmation screen.
import { DEFAULT_COMPANY_TIME_ZONE, wallClockInstant } from '../date-time.js';
import type { Timesheet } from '../entities.js';
import { parseClock, placeOnShift, shiftFrame } from './clock.js';
import { DEFAULT_TIMESHEET_RULES, type CrewTotal, type TimesheetRules } from './schemas.js';

export interface PlacedEntry {
  employeeID: number;
  jobID: number;
  jobIndex: number;
  crewIndex: number;
  /** Minutes from the timesheet date's midnight (next-day times are above 1440). */
  start: number;
  end: number;
  /** Instants in minutes since the epoch, in the day's zone: what lengths and overlaps across dates are measured on (TSX-2). */
  absoluteStart: number;
  absoluteEnd: number;
  lunchTaken: boolean;
  ignoreDayoff: boolean;
  explanation: string;
}

/** The zone a day's times are measured in: its own, else the company's (`fallback`). */
export const zoneOfDay = (
  timesheet: Pick<Timesheet, 'timeZone'>,
  fallback = DEFAULT_COMPANY_TIME_ZONE,
): string => timesheet.timeZone ?? fallback;

/** Minutes since the epoch of a time placed on the day's timeline (minutes from its midnight). */
export const instantMinutes = (
  timesheet: Pick<Timesheet, 'timeSheetDate'>,
  placed: number,
  timeZone: string,
): number => wallClockInstant(timesheet.timeSheetDate, placed, timeZone) / 60_000;

/**
 * Entries whose times parse and whose end comes after their start; the others are skipped.
 * `timeZone`: the company's, for a day that does not name its own.
 */
export function placedEntries(timesheet: Timesheet, timeZone?: string): PlacedEntry[] {
  const frame = shiftFrame(timesheet.shiftStart, timesheet.shiftEnd);
  const zone = zoneOfDay(timesheet, timeZone);
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
        absoluteStart: instantMinutes(timesheet, start, zone),
        absoluteEnd: instantMinutes(timesheet, end, zone),
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

/** Real minutes between an entry's start and end (a DST change makes them differ from the clock's). */
export const entryMinutes = (e: PlacedEntry): number => e.absoluteEnd - e.absoluteStart;

/** Totals per person, in the order people first appear on the timesheet. */
export function crewTotals(
  timesheet: Timesheet,
  rules: TimesheetRules = DEFAULT_TIMESHEET_RULES,
  timeZone?: string,
): CrewTotal[] {
  const byPerson = new Map<number, { worked: number; lunch: boolean }>();
  for (const e of placedEntries(timesheet, timeZone)) {
    const total = byPerson.get(e.employeeID) ?? { worked: 0, lunch: false };
    total.worked += entryMinutes(e);
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
