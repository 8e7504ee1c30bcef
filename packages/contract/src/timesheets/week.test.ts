// UX-3: the week's days may carry their crew defaults and subsistence; an older server's week,
// without them, still parses (the device then asks for them per day).
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_TIMESHEET_DEFAULTS, TimesheetWeek, type TimesheetDefaults } from './schemas.js';

const MONDAY = '2026-03-02';
const timesheet = {
  timeSheetID: 40,
  timeSheetDate: MONDAY,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [],
  foremanID: 2,
  status: 'draft' as const,
};
const crewDefaults: TimesheetDefaults = {
  timeSheetID: 40,
  timeSheetDate: MONDAY,
  jobID: null,
  startTime: '07:00',
  endTime: '15:30',
  lunchTaken: true,
  ignoreDayoff: false,
  crew: [
    {
      employeeID: 3,
      name: 'Carlos Crew',
      startTime: '07:00',
      endTime: '15:30',
      lunchTaken: true,
      ignoreDayoff: false,
      dayOff: true,
      paidMinutes: 480,
    },
  ],
};
const subsistence = [
  {
    employeeID: 3,
    name: 'Carlos Crew',
    date: MONDAY,
    eligible: false,
    amount: 0,
    jobID: null,
    basis: 'none' as const,
    reason: 'No subsistence job',
  },
];
const weekWith = (day: Record<string, unknown>) => ({
  foremanID: 2,
  weekStart: MONDAY,
  defaults: DEFAULT_USER_TIMESHEET_DEFAULTS,
  timeZone: 'America/Denver',
  days: [{ date: MONDAY, state: 'draft', timesheet, errors: 0, unexplainedWarnings: 0, ...day }],
});

describe('the week answer (TS-2, UX-3)', () => {
  it('[UX-3] [TS-4] [TS-5] a day carries its crew defaults and subsistence as the per-day calls answer them', () => {
    const day = TimesheetWeek.parse(weekWith({ crewDefaults, subsistence })).days[0]!;
    expect(day.crewDefaults).toEqual(crewDefaults);
    expect(day.subsistence).toEqual(subsistence);
  });

  it("[UX-3] [TS-2] an older server's week, without them, parses with both absent", () => {
    const day = TimesheetWeek.parse(weekWith({})).days[0]!;
    expect(day).not.toHaveProperty('crewDefaults');
    expect(day).not.toHaveProperty('subsistence');
    expect(day.timesheet?.timeSheetID).toBe(40);
  });

  it("[UX-3] carried answers are checked like the calls' own: a malformed one refuses the week", () => {
    const noCrew = { ...crewDefaults, crew: undefined };
    expect(TimesheetWeek.safeParse(weekWith({ crewDefaults: noCrew })).success).toBe(false);
    expect(TimesheetWeek.safeParse(weekWith({ subsistence: [{ employeeID: 3 }] })).success).toBe(false);
  });
});
