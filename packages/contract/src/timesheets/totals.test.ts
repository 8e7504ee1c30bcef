import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../flags.js';
import { buildTimesheetDefaults, timesheetDefaultsRequest } from './defaults.js';
import { crewTotals } from './entries.js';
import { DEFAULT_TIMESHEET_RULES, DEFAULT_USER_TIMESHEET_DEFAULTS } from './schemas.js';
import { subsistenceFor } from './subsistence.js';

const sheet = {
  timeSheetID: 1,
  timeSheetDate: '2026-03-02',
  shiftStart: '07:00',
  shiftEnd: '17:00',
  jobs: [
    {
      jobID: 1,
      startTime: '07:00',
      endTime: '17:00',
      crew: [
        { employeeID: 7, startTime: '07:00', endTime: '11:00', lunchTaken: true },
        { employeeID: 8, startTime: '07:00', endTime: '13:00', lunchTaken: true },
        { employeeID: 9, startTime: '07:00', endTime: '15:00', lunchTaken: false },
      ],
    },
    {
      jobID: 2,
      startTime: '11:00',
      endTime: '17:00',
      crew: [{ employeeID: 7, startTime: '11:00', endTime: '16:00' }],
    },
  ],
};

describe('totals and lunch (TS-3)', () => {
  it('[TS-3] lunch is deducted once per person when taken and the worked time is over 6 h', () => {
    expect(crewTotals(sheet)).toEqual([
      { employeeID: 7, workedMinutes: 540, lunchMinutes: 30, paidMinutes: 510, paidHours: 8.5 },
      // Exactly 6 h is not over 6 h: nothing deducted.
      { employeeID: 8, workedMinutes: 360, lunchMinutes: 0, paidMinutes: 360, paidHours: 6 },
      { employeeID: 9, workedMinutes: 480, lunchMinutes: 0, paidMinutes: 480, paidHours: 8 },
    ]);
    const rules = { ...DEFAULT_TIMESHEET_RULES, lunchAfterHours: 5, lunchMinutes: 45 };
    expect(crewTotals(sheet, rules)[1]).toMatchObject({ lunchMinutes: 45, paidMinutes: 315 });
  });
});

describe('subsistenceFor (TS-5)', () => {
  const day = { employeeID: 7, name: 'Carlos Crew', date: '2026-03-02', paidMinutes: 480 };
  it('[TS-5] a flagged job earns the flat rate; distance bands earn by the farthest job; the highest wins', () => {
    expect(
      subsistenceFor({ ...day, jobs: [{ jobID: 1, subsistenceJob: true, distanceKm: 10 }] }),
    ).toMatchObject({ eligible: true, amount: 85, jobID: 1, basis: 'jobFlag' });
    expect(
      subsistenceFor({ ...day, jobs: [{ jobID: 1, subsistenceJob: false, distanceKm: 95 }] }),
    ).toMatchObject({ eligible: true, amount: 50, basis: 'distance' });
    expect(
      subsistenceFor({
        ...day,
        jobs: [
          { jobID: 1, subsistenceJob: false, distanceKm: 95 },
          { jobID: 2, subsistenceJob: false, distanceKm: 170 },
        ],
      }),
    ).toMatchObject({ amount: 85, jobID: 2 });
    expect(
      subsistenceFor({ ...day, jobs: [{ jobID: 1, subsistenceJob: false, distanceKm: 40 }] }),
    ).toMatchObject({ eligible: false, amount: 0, basis: 'none' });
    expect(
      subsistenceFor({ ...day, jobs: [{ jobID: 1, subsistenceJob: false, distanceKm: null }] }).eligible,
    ).toBe(false);
  });
  it('[TS-5] a day needs the minimum paid hours, and the rates are configurable', () => {
    const short = subsistenceFor({
      ...day,
      paidMinutes: 210,
      jobs: [{ jobID: 1, subsistenceJob: true, distanceKm: null }],
    });
    expect(short).toMatchObject({
      eligible: false,
      reason: '3 h 30 min paid; subsistence needs at least 4 h',
    });
    const rules = {
      ...DEFAULT_TIMESHEET_RULES,
      subsistence: {
        flaggedJobAmountPerDay: 100,
        distanceBands: [{ fromKm: 30, amountPerDay: 20 }],
        minimumPaidHours: 0,
      },
    };
    expect(
      subsistenceFor({ ...day, jobs: [{ jobID: 1, subsistenceJob: false, distanceKm: 40 }] }, rules).amount,
    ).toBe(20);
  });
});

describe('defaults (TS-4, MISC-5)', () => {
  const input = {
    timesheet: { timeSheetID: 3, timeSheetDate: '2026-03-02', shiftStart: '22:00', shiftEnd: '06:00' },
    jobID: 5,
    crew: [
      { employeeID: 7, name: 'Carlos Crew' },
      { employeeID: 8, name: 'Lena Laborer' },
    ],
    daysOff: [{ employeeID: 8, date: '2026-03-02' }],
    user: DEFAULT_USER_TIMESHEET_DEFAULTS,
  };
  it('[TS-4] times default to the shift, lunch to the user, and the query wins; day off is looked up', () => {
    const d = buildTimesheetDefaults({ ...input, query: {} });
    expect(d).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      lunchTaken: true,
      ignoreDayoff: false,
      jobID: 5,
    });
    expect(d.crew.map((c) => [c.name, c.dayOff, c.paidMinutes])).toEqual([
      ['Carlos Crew', false, 450],
      ['Lena Laborer', true, 450],
    ]);
    const q = buildTimesheetDefaults({
      ...input,
      query: { startTime: '23:00', endTime: '03:00', lunchTaken: false, ignoreDayoff: true },
    });
    expect(q.crew[1]).toMatchObject({
      startTime: '23:00',
      endTime: '03:00',
      lunchTaken: false,
      ignoreDayoff: true,
      paidMinutes: 240,
    });
  });
  it('[MISC-5] the defaults request follows commandTimesheetDefaults: REST when off (the default), the procedure when on', () => {
    expect(FEATURE_FLAGS.commandTimesheetDefaults).toBe(false);
    expect(timesheetDefaultsRequest(FEATURE_FLAGS, { timeSheetID: 3, jobID: 5, lunchTaken: true })).toEqual({
      via: 'rest',
      call: 'timesheetJobDefaults',
      params: { id: 3 },
      query: { jobID: '5', lunchTaken: 'true' },
    });
    expect(timesheetDefaultsRequest(FEATURE_FLAGS, { timeSheetID: 3 })).toMatchObject({
      via: 'rest',
      call: 'crewDefaults',
    });
    expect(
      timesheetDefaultsRequest(
        { commandTimesheetDefaults: true },
        { timeSheetID: 3, jobID: 5, startTime: '07:00' },
      ),
    ).toEqual({
      via: 'command',
      procedure: 'GetTimesheetDefaults',
      parameters: { timeSheetID: 3, jobID: 5, startTime: '07:00' },
    });
  });
});
