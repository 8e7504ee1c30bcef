import { describe, expect, it } from 'vitest';
import type { Timesheet } from '../entities.js';
import { payrollCsv, csvField } from './payroll-csv.js';
import { payrollRows, type PayrollDay, type PayrollWeek } from './payroll.js';
import { FIRST_RULE_SET } from './rule-sets.js';

const CARLOS = 7;
const RITA = 8;
const day = (date: string, jobs: Timesheet['jobs']): Timesheet => ({
  timeSheetID: null,
  timeSheetDate: date,
  timeZone: 'America/New_York',
  shiftStart: '06:00',
  shiftEnd: '18:00',
  jobs,
  status: 'confirmed',
});
const fullDay = (date: string): Timesheet =>
  day(date, [
    {
      jobID: 1,
      startTime: '06:00',
      endTime: '18:00',
      crew: [{ employeeID: CARLOS, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
    },
  ]);
// Monday: Carlos on two jobs, 10 h paid; Rita 5 h on job 1 with an explanation.
const monday = day('2026-11-16', [
  {
    jobID: 1,
    startTime: '06:00',
    endTime: '12:00',
    crew: [
      { employeeID: CARLOS, startTime: '07:00', endTime: '12:00', lunchTaken: true },
      { employeeID: RITA, startTime: '07:00', endTime: '12:00', explanation: 'Left early, doctor' },
    ],
  },
  {
    jobID: 2,
    startTime: '12:00',
    endTime: '18:00',
    crew: [{ employeeID: CARLOS, startTime: '12:00', endTime: '17:30' }],
  },
]);
const saturday = day('2026-11-21', [
  {
    jobID: 1,
    startTime: '06:00',
    endTime: '12:00',
    crew: [{ employeeID: CARLOS, startTime: '07:00', endTime: '11:00' }],
  },
]);
const confirmed = (
  timesheet: Timesheet,
  by = 'Frank Foreman',
  at = '2026-11-22T20:00:00.000Z',
): PayrollDay => ({
  timesheet,
  rules: FIRST_RULE_SET,
  confirmedBy: by,
  confirmedAt: at,
});
const week: PayrollWeek = {
  days: [
    confirmed(saturday),
    confirmed(monday, 'Grace General', '2026-11-16T23:00:00.000Z'),
    ...['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((d) => confirmed(fullDay(d))),
  ],
  employees: { [CARLOS]: { name: 'Carlos Crew', trade: 'Electrician' }, [RITA]: { name: '=HYPERLINK("x")' } },
  jobNumbers: { 1: 'J-1001', 2: 'J-1002' },
  jobs: { 1: { subsistenceJob: false, distanceKm: 95 }, 2: { subsistenceJob: true, distanceKm: null } },
  timeZone: 'America/New_York',
};

describe('payroll rows (TSX-7)', () => {
  it('[TSX-7] one row per person and job; daily then weekly overtime in the order worked; per diem on the job that earned it', () => {
    const rows = payrollRows(week);
    expect(
      rows.map((r) => [r.employee, r.jobNumber, r.regularMinutes / 60, r.overtimeMinutes / 60, r.perDiem]),
    ).toEqual([
      // Rita's name sorts first ('=' before 'C'); 5 h, no lunch, the 50 distance rate.
      ['=HYPERLINK("x")', 'J-1001', 5, 0, 50],
      // Carlos: Monday's lunch comes off job 1 (4.5 h regular), job 2's last 2 h pass 8 h a day;
      // Tue–Fri 8 h each reach 40 h, so Saturday's 4 h are all weekly overtime.
      ['Carlos Crew', 'J-1001', 36.5, 4, 250],
      ['Carlos Crew', 'J-1002', 3.5, 2, 85],
    ]);
    const carlos = rows[1]!;
    expect(carlos.dates).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(carlos.trade).toBe('Electrician');
    expect(carlos.confirmedBy).toEqual(['Grace General', 'Frank Foreman']);
    expect(carlos.confirmedAt).toBe('2026-11-22T20:00:00.000Z');
    expect(rows[0]!.explanations).toEqual(['2026-11-16: Left early, doctor']);
  });

  it("[TSX-7] each day counts by its own rule set's thresholds", () => {
    const generous = { ...FIRST_RULE_SET, dailyOvertimeAfterHours: 12, weeklyOvertimeAfterHours: 60 };
    const rows = payrollRows({ ...week, days: week.days.map((d) => ({ ...d, rules: generous })) });
    const carlos = rows.filter((r) => r.employeeID === CARLOS);
    expect(carlos.map((r) => r.overtimeMinutes)).toEqual([0, 0]);
    expect(carlos.reduce((sum, r) => sum + r.regularMinutes, 0)).toBe(46 * 60);
  });

  it('[TSX-7] the CSV quotes every field and neutralises formulas', () => {
    const csv = payrollCsv(payrollRows(week));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Employee","Employee ID","Trade/class","Job","Dates","Regular hours","Overtime hours","Per diem","Explanations","Confirmed by","Confirmed at"',
    );
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")","8","","J-1001","2026-11-16","5.00","0.00","50.00","2026-11-16: Left early, doctor","Grace General","2026-11-16T23:00:00.000Z"`,
    );
    expect(lines[3]).toContain('"Carlos Crew","7","Electrician","J-1002","2026-11-16","3.50","2.00","85.00"');
    expect(lines.at(-1)).toBe('');
    for (const risky of ['+1', '-2', '@SUM(A1)', '\tx']) expect(csvField(risky)).toBe(`"'${risky}"`);
  });
});
