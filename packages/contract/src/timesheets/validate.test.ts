import { describe, expect, it } from 'vitest';
import type { Timesheet } from '../entities.js';
import { DEFAULT_TIMESHEET_RULES, type TimesheetRules } from './schemas.js';
import { isConfirmable, validateTimesheet, type TimesheetValidationContext } from './validate.js';

const names = { 7: 'Carlos Crew', 8: 'Lena Laborer', 2: 'Frank Foreman', 3: 'Dana Diaz' };
const jobNumbers = { 1042: 'J-1042', 1050: 'J-1050', 1100: 'J-1100' };
const ctx = (extra: TimesheetValidationContext = {}): TimesheetValidationContext => ({
  employeeNames: names,
  jobNumbers,
  ...extra,
});
const rules = (change: Partial<TimesheetRules>): TimesheetRules => ({
  ...DEFAULT_TIMESHEET_RULES,
  ...change,
});

function day(change: Partial<Timesheet> = {}): Timesheet {
  return {
    timeSheetID: 12,
    timeSheetDate: '2026-03-02',
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [
      {
        jobID: 1042,
        startTime: '07:00',
        endTime: '15:30',
        crew: [{ employeeID: 7, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
      },
    ],
    ...change,
  };
}
const codes = (t: Timesheet, c: TimesheetValidationContext = ctx()) =>
  validateTimesheet(t, c).map((r) => r.code);
const crewDay = (crew: Timesheet['jobs'][number]['crew'], job: Partial<Timesheet['jobs'][number]> = {}) =>
  day({ jobs: [{ jobID: 1042, startTime: '07:00', endTime: '15:30', crew, ...job }] });

describe('validateTimesheet (TS-3)', () => {
  it('[TS-3] a well-formed day has no results and is confirmable', () => {
    expect(validateTimesheet(day(), ctx())).toEqual([]);
    expect(isConfirmable([])).toBe(true);
  });

  it('[TS-3] a time that does not parse is an error naming the field, the person and the job', () => {
    const [result] = validateTimesheet(
      crewDay([{ employeeID: 7, startTime: '7:00', endTime: '15:30' }]),
      ctx(),
    );
    expect(result).toMatchObject({
      code: 'timeFormat',
      severity: 'error',
      timeSheetID: 12,
      timeSheetDate: '2026-03-02',
      jobID: 1042,
      employeeID: 7,
      field: 'startTime',
      path: 'jobs.0.crew.0.startTime',
      message:
        'Carlos Crew\'s start time "7:00" on job J-1042 is not a time; use a 24-hour time such as 07:30',
    });
    expect(codes(day({ shiftStart: '25:00' }))).toContain('timeFormat');
  });

  it("[TS-3] end before start on a day shift is an error with the foreman's words", () => {
    const results = validateTimesheet(
      crewDay([{ employeeID: 7, startTime: '07:00', endTime: '06:00' }]),
      ctx(),
    );
    expect(results).toEqual([
      expect.objectContaining({
        code: 'endBeforeStart',
        field: 'endTime',
        message: "Carlos Crew's end time 06:00 is before the start 07:00 on job J-1042",
      }),
    ]);
    expect(codes(crewDay([], { startTime: '12:00', endTime: '12:00' }))).toEqual(['endBeforeStart']);
  });

  it('[TS-3] a shift crossing midnight places early times on the next day', () => {
    const night = day({
      shiftStart: '18:00',
      shiftEnd: '04:00',
      jobs: [
        {
          jobID: 1042,
          startTime: '18:00',
          endTime: '02:00',
          crew: [{ employeeID: 7, startTime: '22:00', endTime: '02:00', lunchTaken: true }],
        },
        {
          jobID: 1050,
          startTime: '02:00',
          endTime: '04:00',
          crew: [{ employeeID: 7, startTime: '02:00', endTime: '04:00' }],
        },
      ],
    });
    expect(validateTimesheet(night, ctx())).toEqual([]);
    // Inside a night shift, 02:00–22:00 ends before it starts (22:00 is the evening before 02:00).
    const wrong = structuredClone(night);
    wrong.jobs[0]!.crew[0] = { employeeID: 7, startTime: '02:00', endTime: '22:00' };
    expect(codes(wrong)).toContain('endBeforeStart');
    // A time before the shift start on a night shift is the next day, so it is outside the shift.
    expect(
      codes(day({ ...night, jobs: [{ jobID: 1042, startTime: '17:00', endTime: '20:00', crew: [] }] })),
    ).toEqual(['endBeforeStart']);
  });

  it('[TS-3] overnight shifts can be turned off, and a shift with no length is an error', () => {
    const c = ctx({ rules: rules({ allowOvernightShifts: false }) });
    expect(codes(day({ shiftStart: '18:00', shiftEnd: '04:00', jobs: [] }), c)).toEqual([
      'shiftOvernightNotAllowed',
    ]);
    expect(codes(day({ shiftStart: '07:00', shiftEnd: '07:00', jobs: [] }))).toEqual(['shiftEmpty']);
  });

  it('[TS-3] jobs must lie inside the shift, crew inside their job (or the shift when configured)', () => {
    expect(codes(crewDay([], { startTime: '06:00', endTime: '12:00' }))).toEqual(['jobOutsideShift']);
    const late = crewDay([{ employeeID: 7, startTime: '08:00', endTime: '13:00' }], { endTime: '12:00' });
    const [result] = validateTimesheet(late, ctx());
    expect(result).toMatchObject({
      code: 'crewOutsideJob',
      field: 'endTime',
      message: "Carlos Crew's time 08:00–13:00 on job J-1042 is outside the job's time 07:00–12:00",
    });
    expect(codes(late, ctx({ rules: rules({ crewInsideJob: false }) }))).toEqual([]);
  });

  it('[TS-3] nobody is on two jobs at overlapping times; touching times are fine', () => {
    const two = (secondStart: string) =>
      day({
        jobs: [
          {
            jobID: 1042,
            startTime: '07:00',
            endTime: '15:30',
            crew: [{ employeeID: 7, startTime: '07:00', endTime: '11:00' }],
          },
          {
            jobID: 1050,
            startTime: '07:00',
            endTime: '15:30',
            crew: [{ employeeID: 7, startTime: secondStart, endTime: '15:00', lunchTaken: true }],
          },
        ],
      });
    expect(codes(two('11:00'))).toEqual([]);
    const [overlap] = validateTimesheet(two('10:30'), ctx());
    expect(overlap).toMatchObject({
      code: 'crewOverlap',
      severity: 'error',
      jobID: 1050,
      employeeID: 7,
      path: 'jobs.1.crew.0.startTime',
      message:
        'Carlos Crew is on job J-1050 10:30–15:00 and on job J-1042 07:00–11:00 at the same time; the times overlap',
    });
    expect(
      codes(
        day({
          jobs: [
            { jobID: 1042, startTime: '07:00', endTime: '15:30', crew: [] },
            { jobID: 1042, startTime: '07:00', endTime: '15:30', crew: [] },
          ],
        }),
      ),
    ).toEqual(['duplicateJob']);
  });

  it("[TS-3] nobody is on another foreman's timesheet at the same time, an overnight shift of the day before included", () => {
    const other: Timesheet & { foremanID: number } = {
      timeSheetID: 14,
      foremanID: 3,
      timeSheetDate: '2026-03-01',
      shiftStart: '22:00',
      shiftEnd: '08:00',
      jobs: [
        {
          jobID: 1100,
          startTime: '22:00',
          endTime: '08:00',
          crew: [{ employeeID: 7, startTime: '22:00', endTime: '07:30' }],
        },
      ],
    };
    const [result] = validateTimesheet(day(), ctx({ otherTimesheets: [other] }));
    expect(result).toMatchObject({
      code: 'crewOverlapOtherTimesheet',
      message:
        "Carlos Crew is on job J-1042 07:00–15:30 while also on Dana Diaz's timesheet #14 of 2026-03-01 on job J-1100 22:00–07:30",
    });
    other.jobs[0]!.crew[0]!.endTime = '07:00';
    expect(codes(day(), ctx({ otherTimesheets: [other] }))).toEqual([]);
    // The timesheet itself among the others (as stored) is not an overlap with itself.
    expect(codes(day(), ctx({ otherTimesheets: [day()] }))).toEqual([]);
  });

  it('[TS-3] a long day across timesheets warns beyond 12 h and is an error beyond 14 h', () => {
    const morning = (end: string): Timesheet => ({
      timeSheetID: 15,
      timeSheetDate: '2026-03-02',
      shiftStart: '02:00',
      shiftEnd: '07:00',
      jobs: [
        {
          jobID: 1100,
          startTime: '02:00',
          endTime: '07:00',
          crew: [{ employeeID: 7, startTime: '03:00', endTime: end }],
        },
      ],
    });
    expect(codes(day(), ctx({ otherTimesheets: [morning('06:30')] }))).toEqual([]);
    expect(codes(day(), ctx({ otherTimesheets: [morning('07:00')] }))).toEqual(['personDayLong']);
    const long = day({
      shiftStart: '05:00',
      shiftEnd: '19:00',
      explanation: 'Storm repair',
      jobs: [
        {
          jobID: 1042,
          startTime: '05:00',
          endTime: '19:00',
          crew: [{ employeeID: 7, startTime: '07:00', endTime: '19:00', lunchTaken: true }],
        },
      ],
    });
    expect(codes(long, ctx({ otherTimesheets: [morning('06:00')] }))).toEqual([
      'shiftLong',
      'personDayTooLong',
    ]);
  });

  it('[TS-3] the shift length warns beyond 12 h (explainable) and is an error beyond 14 h', () => {
    const shift = (end: string, explanation?: string) =>
      day({ shiftStart: '06:00', shiftEnd: end, jobs: [], ...(explanation ? { explanation } : {}) });
    expect(codes(shift('18:00'))).toEqual([]);
    const [warning] = validateTimesheet(shift('19:00'), ctx());
    expect(warning).toMatchObject({
      code: 'shiftLong',
      severity: 'warning',
      explained: false,
      message: 'The shift 06:00–19:00 is 13 h long, more than 12 h; explain why',
    });
    expect(isConfirmable([warning!])).toBe(false);
    const explained = validateTimesheet(shift('19:00', 'Main break, crew kept on'), ctx());
    expect(explained[0]!.explained).toBe(true);
    expect(isConfirmable(explained)).toBe(true);
    expect(codes(shift('20:30'))).toEqual(['shiftTooLong']);
    // A typo that crosses midnight (07:00–05:00 = 22 h) is caught by the same rule.
    expect(codes(day({ shiftStart: '07:00', shiftEnd: '05:00', jobs: [] }))).toEqual(['shiftTooLong']);
    expect(codes(shift('19:00'), ctx({ rules: rules({ warnShiftHours: 13.5 }) }))).toEqual([]);
  });

  it('[TS-3] lunch: more than 6 h worked without lunch is a warning on the lunch field', () => {
    const [warning] = validateTimesheet(
      crewDay([{ employeeID: 7, startTime: '07:00', endTime: '15:30' }]),
      ctx(),
    );
    expect(warning).toMatchObject({
      code: 'lunchMissing',
      severity: 'warning',
      field: 'lunchTaken',
      message: 'Carlos Crew works 8 h 30 min without a lunch break; tick lunch or explain why',
    });
    expect(codes(crewDay([{ employeeID: 7, startTime: '07:00', endTime: '13:00' }]))).toEqual([]);
    expect(
      codes(
        crewDay([{ employeeID: 7, startTime: '07:00', endTime: '15:30' }]),
        ctx({ rules: rules({ warnNoLunch: false }) }),
      ),
    ).toEqual([]);
    const explained = validateTimesheet(
      crewDay([{ employeeID: 7, startTime: '07:00', endTime: '15:30', explanation: 'Ate on the truck' }]),
      ctx(),
    );
    expect(isConfirmable(explained)).toBe(true);
  });

  it('[TS-3] a crew member marked off that day is a warning unless ignoreDayoff', () => {
    const daysOff = [{ employeeID: 7, date: '2026-03-02' }];
    const [warning] = validateTimesheet(day(), ctx({ daysOff }));
    expect(warning).toMatchObject({
      code: 'dayOff',
      severity: 'warning',
      field: 'ignoreDayoff',
      message: 'Carlos Crew is marked off on 2026-03-02; tick "ignore day off" or explain why',
    });
    expect(
      codes(
        crewDay([
          { employeeID: 7, startTime: '07:00', endTime: '15:30', lunchTaken: true, ignoreDayoff: true },
        ]),
        ctx({ daysOff }),
      ),
    ).toEqual([]);
    expect(codes(day(), ctx({ daysOff: [{ employeeID: 7, date: '2026-03-03' }] }))).toEqual([]);
  });

  it('[TS-3] unknown names fall back to ids', () => {
    const [result] = validateTimesheet(crewDay([{ employeeID: 99, startTime: '09:00', endTime: '08:00' }]));
    expect(result!.message).toBe("Employee #99's end time 08:00 is before the start 09:00 on job #1042");
  });
});
