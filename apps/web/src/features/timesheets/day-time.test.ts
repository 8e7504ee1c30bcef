// TSX-2 on the device: a new day is stamped with the company's zone the server sent, and the
// device's rules measure a night in it (the same contract functions as the server).
import {
  crewTotals,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  validateTimesheet,
  type Timesheet,
} from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import type { TimesheetDay } from '../../timesheets/day-view';
import { newDay, validationContext } from './day-model';

const dayIn = (companyTimeZone: string): TimesheetDay => ({
  date: '2026-03-07',
  local: null,
  queued: false,
  held: null,
  otherUser: null,
  user: null,
  defaults: DEFAULT_USER_TIMESHEET_DEFAULTS,
  roster: { people: {}, daysOff: [] },
  jobs: [],
  foremen: [],
  neighbours: [],
  companyTimeZone,
  draft: null,
});
const nightOf = (day: Timesheet): Timesheet => ({
  ...day,
  shiftStart: '22:00',
  shiftEnd: '06:00',
  jobs: [
    {
      jobID: 1,
      startTime: '22:00',
      endTime: '06:00',
      crew: [{ employeeID: 3, startTime: '22:00', endTime: '06:00' }],
    },
  ],
});

describe('time on the device (TSX-2)', () => {
  it("[TSX-2] a new day is worked in the company's zone, and the night of the spring change pays 7 h there", () => {
    const day = newDay('2026-03-07', DEFAULT_USER_TIMESHEET_DEFAULTS, 'America/Chicago');
    expect(day.timeZone).toBe('America/Chicago');
    expect(crewTotals(nightOf(day))[0]?.paidMinutes).toBe(420);
  });

  it("[TSX-2] a day stored without a zone is measured in the company's zone the device knows", () => {
    const { timeZone: _none, ...unzoned } = nightOf(
      newDay('2026-03-07', DEFAULT_USER_TIMESHEET_DEFAULTS, 'UTC'),
    );
    const phoenix = validationContext(dayIn('America/Phoenix'));
    const denver = validationContext(dayIn('America/Denver'));
    expect(crewTotals(unzoned, undefined, phoenix.timeZone)[0]?.paidMinutes).toBe(480);
    expect(crewTotals(unzoned, undefined, denver.timeZone)[0]?.paidMinutes).toBe(420);
    const lunch = (ctx: typeof phoenix) =>
      validateTimesheet(unzoned, ctx).find((r) => r.code === 'lunchMissing')?.message;
    expect(lunch(denver)).toMatch(/works 7 h without a lunch break/);
  });
});
