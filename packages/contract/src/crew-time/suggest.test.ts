// CREW-3 (foundation): punches become a suggested start and end for the day, and the length is the
// time that passed, across midnight and daylight-saving changes (properties, as for TSX-2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClockOf } from '../date-time.js';
import { suggestedTimes } from './suggest.js';

const ZONE = 'America/Los_Angeles';
const punch = (punchID: string, kind: 'in' | 'out', at: number, corrects: string | null = null) => ({
  punchID,
  kind,
  employeeID: 7,
  correctedTime: new Date(at).toISOString(),
  corrects: corrects ? { punchID: corrects, reason: 'typed' } : null,
});

describe('suggested times from punches (CREW-3)', () => {
  it('[CREW-3] a night shift across the spring change pays 7 hours from 22:00 to 06:00', () => {
    const start = Date.parse('2026-03-08T06:00:00Z'); // 22:00 PST on March 7
    const end = Date.parse('2026-03-08T13:00:00Z'); // 06:00 PDT on March 8
    expect(suggestedTimes([punch('a', 'in', start), punch('b', 'out', end)], 7, '2026-03-07', ZONE)).toEqual({
      startTime: '22:00',
      endTime: '06:00',
      minutes: 420,
    });
  });

  it('[CREW-3] a correction stands in for the punch it corrects; the original is kept aside', () => {
    const at = Date.parse('2026-06-02T14:40:00Z');
    const fixed = Date.parse('2026-06-02T14:00:00Z');
    const out = Date.parse('2026-06-02T22:30:00Z');
    const day = [punch('a', 'in', at), punch('b', 'in', fixed, 'a'), punch('c', 'out', out)];
    expect(suggestedTimes(day, 7, '2026-06-02', ZONE)).toEqual({
      startTime: '07:00',
      endTime: '15:30',
      minutes: 510,
    });
    expect(suggestedTimes(day.slice(0, 2), 7, '2026-06-02', ZONE)).toEqual({
      startTime: '07:00',
      endTime: null,
      minutes: null,
    });
  });

  it('[CREW-3] property: the length is the time that passed, whatever midnight or daylight saving lies between', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 24 * 60 }),
        fc.integer({ min: 1, max: 16 * 60 }),
        (startMinute, length) => {
          const start = from + startMinute * 60_000;
          const end = start + length * 60_000;
          const day = wallClockOf(start, ZONE).date;
          const suggestion = suggestedTimes([punch('a', 'in', start), punch('b', 'out', end)], 7, day, ZONE);
          expect(suggestion.minutes).toBe(length);
          expect(suggestion.startTime).toBe(wallClockOf(start, ZONE).time);
          expect(suggestion.endTime).toBe(wallClockOf(end, ZONE).time);
        },
      ),
    );
  });
});
