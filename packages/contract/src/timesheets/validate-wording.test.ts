import { describe, expect, it } from 'vitest';
import type { Timesheet } from '../entities.js';
import { validateTimesheet } from './validate.js';

const day = (change: Partial<Timesheet>): Timesheet => ({
  timeSheetID: 12,
  timeSheetDate: '2026-03-02',
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [],
  ...change,
});
const context = { employeeNames: { 7: 'Carlos Crew' }, jobNumbers: { 1042: 'J-1042' } };

describe('validation results as codes with values (UX-1)', () => {
  it('[UX-1] a result names its wording and values besides the English message', () => {
    const [result] = validateTimesheet(
      day({
        jobs: [
          {
            jobID: 1042,
            startTime: '07:00',
            endTime: '15:30',
            crew: [{ employeeID: 7, startTime: '09:00', endTime: '08:00', lunchTaken: true }],
          },
        ],
      }),
      context,
    );
    expect(result).toMatchObject({
      code: 'endBeforeStart',
      variant: 'crew',
      params: { person: 'Carlos Crew', job: 'J-1042', start: '09:00', end: '08:00' },
      message: "Carlos Crew's end time 08:00 is before the start 09:00 on job J-1042",
    });
  });

  it('[UX-1] durations are minutes, an unknown person is #id, an overnight shift says so', () => {
    const [long] = validateTimesheet(day({ shiftStart: '18:00', shiftEnd: '08:30' }));
    expect(long).toMatchObject({
      code: 'shiftTooLong',
      variant: 'overnight',
      params: { start: '18:00', end: '08:30', minutes: 870, hours: 14 },
    });
    const [bad] = validateTimesheet(
      day({
        jobs: [
          {
            jobID: 9,
            startTime: '07:00',
            endTime: '15:30',
            crew: [{ employeeID: 5, startTime: '7', endTime: '15:30', lunchTaken: true }],
          },
        ],
      }),
    );
    expect(bad).toMatchObject({
      code: 'timeFormat',
      variant: 'crew',
      params: { person: '#5', job: '#9', field: 'startTime', value: '7' },
    });
  });
});
