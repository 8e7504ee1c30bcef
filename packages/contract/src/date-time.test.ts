import { describe, expect, it } from 'vitest';
import {
  addDays,
  isDayAhead,
  isMonday,
  isTimeZone,
  mondayOf,
  startOfDayIn,
  TimeZoneName,
  todayIn,
  wallClockInstant,
} from './date-time.js';

describe('date-time (TSX-2)', () => {
  it('[TSX-2] days and weeks are calendar days: across DST changes, month and year ends', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect([isMonday('2026-03-02'), isMonday('2026-03-03')]).toEqual([true, false]);
  });

  it("[TSX-2] today is the company's day, not UTC's: 23:30 in New York is already tomorrow in UTC", () => {
    const lateEvening = new Date('2026-03-05T04:30:00Z'); // 23:30 on the 4th in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-04');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-05');
    expect(todayIn('Pacific/Honolulu', lateEvening)).toBe('2026-03-04');
  });

  it('[TSX-4] a day is ahead until it begins in the zone: Tuesday is ahead at 23:30 Monday in New York', () => {
    const lateMonday = new Date('2026-11-24T04:30:00Z'); // Monday 23 November, 23:30 in New York
    expect(isDayAhead('2026-11-24', 'America/New_York', lateMonday)).toBe(true);
    expect(isDayAhead('2026-11-23', 'America/New_York', lateMonday)).toBe(false);
    expect(isDayAhead('2026-11-24', 'UTC', lateMonday)).toBe(false);
    expect(isDayAhead('2026-11-28', 'America/New_York', lateMonday)).toBe(true);
  });

  it('[TSX-2] wall-clock times become instants in the zone; the day starts at its local midnight', () => {
    expect(new Date(wallClockInstant('2026-03-07', 22 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T03:00:00.000Z',
    );
    // 06:00 the next morning, after the clocks went forward: EDT, -04:00.
    expect(new Date(wallClockInstant('2026-03-07', 30 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-01', 'America/Denver')).toBe('2026-07-01T06:00:00.000Z');
  });

  it('[TSX-2] unknown zones are refused with a message naming what to use', () => {
    expect([isTimeZone('America/Chicago'), isTimeZone('UTC')]).toEqual([true, true]);
    expect([isTimeZone('Mars/Olympus_Mons'), isTimeZone(''), isTimeZone(5)]).toEqual([false, false, false]);
    const refused = TimeZoneName.safeParse('Europe/Atlantis');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Unknown time zone; use an IANA name such as America/New_York',
    );
  });
});
