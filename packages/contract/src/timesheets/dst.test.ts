// TSX-2: a night shift pays the hours that really passed, in the time zone the day was worked in.
// The change dates are found by the US rule (second Sunday of March, first Sunday of November,
// 2:00 local), written here by hand so the test does not trust the module it checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timesheet } from '../entities.js';
import { crewTotals } from './entries.js';
import { validateTimesheet } from './validate.js';

const DST_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
] as const;
const NO_DST_ZONES = ['America/Phoenix', 'Pacific/Honolulu'] as const;
const YEARS = [2024, 2025, 2026, 2027, 2028, 2029, 2030];

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** The n-th Sunday (1-based) of a month, as YYYY-MM-DD. */
function nthSunday(year: number, month: number, n: number): string {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7);
}
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const springForward = YEARS.map((y) => nthSunday(y, 3, 2));
const fallBack = YEARS.map((y) => nthSunday(y, 11, 1));

/** One person on one job, 22:00 on `date` to 06:00 the next morning, no lunch. */
function night(date: string, timeZone: string): Timesheet {
  return {
    timeSheetID: null,
    timeSheetDate: date,
    timeZone,
    shiftStart: '22:00',
    shiftEnd: '06:00',
    jobs: [
      {
        jobID: 1,
        startTime: '22:00',
        endTime: '06:00',
        crew: [{ employeeID: 7, startTime: '22:00', endTime: '06:00' }],
      },
    ],
  };
}
const paidHours = (sheet: Timesheet) => crewTotals(sheet)[0]!.paidMinutes / 60;

describe('night shifts across the daylight-saving changes (TSX-2)', () => {
  it('[TSX-2] the night of 7 to 8 March 2026 in New York pays 420 minutes, not 480', () => {
    expect(crewTotals(night('2026-03-07', 'America/New_York'))[0]).toMatchObject({
      workedMinutes: 420,
      paidMinutes: 420,
    });
  });

  it('[TSX-2] a 22:00–06:00 night pays 7 h on every spring-forward date 2024–2030', () => {
    for (const zone of DST_ZONES)
      for (const change of springForward)
        expect([zone, change, paidHours(night(dayBefore(change), zone))]).toEqual([zone, change, 7]);
  });

  it('[TSX-2] a 22:00–06:00 night pays 9 h on every fall-back date 2024–2030', () => {
    for (const zone of DST_ZONES)
      for (const change of fallBack)
        expect([zone, change, paidHours(night(dayBefore(change), zone))]).toEqual([zone, change, 9]);
  });

  it('[TSX-2] any other night pays 8 h, and Phoenix and Honolulu always 8 h (property)', () => {
    const start = Date.UTC(2024, 0, 1);
    const days = (Date.UTC(2030, 11, 31) - start) / 86_400_000;
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_ZONES, ...NO_DST_ZONES),
        fc.integer({ min: 0, max: days }),
        (zone, offset) => {
          const date = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
          const next = new Date(start + (offset + 1) * 86_400_000).toISOString().slice(0, 10);
          const observesDst = (DST_ZONES as readonly string[]).includes(zone);
          const expected = !observesDst
            ? 8
            : springForward.includes(next)
              ? 7
              : fallBack.includes(next)
                ? 9
                : 8;
          expect(paidHours(night(date, zone))).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
    for (const zone of NO_DST_ZONES)
      for (const change of [...springForward, ...fallBack])
        expect(paidHours(night(dayBefore(change), zone))).toBe(8);
  });

  it('[TSX-2] the shift-length rules measure the real length: 22:00–12:00 across fall-back is 15 h, too long', () => {
    const long = { ...night('2026-10-31', 'America/New_York'), shiftEnd: '12:00' };
    const [result] = validateTimesheet(long).filter((r) => r.code === 'shiftTooLong');
    expect(result?.message).toBe(
      'The shift 22:00–12:00 (ending the next day) is 15 h long; the most allowed is 14 h',
    );
  });

  it("[TSX-2] a day without a zone of its own is measured in the zone the caller gives (the company's)", () => {
    const { timeZone: _worked, ...withoutZone } = night('2026-03-07', 'America/New_York');
    expect(crewTotals(withoutZone, undefined, 'America/Phoenix')[0]!.paidMinutes).toBe(480);
    expect(crewTotals(withoutZone, undefined, 'America/Chicago')[0]!.paidMinutes).toBe(420);
  });
});
