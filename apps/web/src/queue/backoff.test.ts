import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BACKOFF_JITTER, NO_ANSWER_BACKOFF, TRY_BACKOFF, backoffDelayMs, isDue } from './backoff';

const dice = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const failures = fc.integer({ min: 1, max: 1_000 });
const schedules = fc.constantFrom(TRY_BACKOFF, NO_ANSWER_BACKOFF);

describe('backoff schedule', () => {
  it('[FIELD-5] a counted try waits about 10 s, then about 20 s; no answer about 2 s, doubling to about 10 min', () => {
    // The dice at 0 gives the nominal delay; near 1 takes off the jitter's whole share.
    expect([1, 2].map((n) => backoffDelayMs(n, 0, TRY_BACKOFF))).toEqual([10_000, 20_000]);
    expect([1, 2, 3, 9, 10, 11, 50].map((n) => backoffDelayMs(n, 0, NO_ANSWER_BACKOFF))).toEqual([
      2_000, 4_000, 8_000, 512_000, 600_000, 600_000, 600_000,
    ]);
    expect(backoffDelayMs(1, 0.999_999, TRY_BACKOFF)).toBe(7_500);
    expect(backoffDelayMs(40, 0.999_999, TRY_BACKOFF)).toBe(450_000);
  });

  it('[FIELD-5] every delay lies between three quarters of its nominal value and the cap, never above', () => {
    fc.assert(
      fc.property(failures, dice, schedules, (n, random, schedule) => {
        const delay = backoffDelayMs(n, random, schedule);
        const nominal = Math.min(schedule.maxMs, schedule.baseMs * 2 ** (n - 1));
        expect(delay).toBeGreaterThanOrEqual(Math.floor(nominal * (1 - BACKOFF_JITTER)));
        expect(delay).toBeLessThanOrEqual(nominal);
        expect(delay).toBeLessThanOrEqual(schedule.maxMs);
        expect(delay).toBeGreaterThanOrEqual(schedule.baseMs * (1 - BACKOFF_JITTER));
      }),
    );
  });

  it('[FIELD-5] more failures never mean a shorter nominal wait, and jitter spreads devices that failed together', () => {
    fc.assert(
      fc.property(failures, schedules, (n, schedule) => {
        expect(backoffDelayMs(n + 1, 0, schedule)).toBeGreaterThanOrEqual(backoffDelayMs(n, 0, schedule));
      }),
    );
    // Different dice, different delays (below the rounding to whole milliseconds).
    fc.assert(
      fc.property(failures, dice, dice, schedules, (n, a, b, schedule) => {
        fc.pre(Math.abs(a - b) > 0.01);
        expect(backoffDelayMs(n, a, schedule)).not.toBe(backoffDelayMs(n, b, schedule));
      }),
    );
    // A hundred devices after the same outage do not come back in the same second.
    const seconds = new Set(
      Array.from({ length: 100 }, (_, i) =>
        Math.floor(backoffDelayMs(5, i / 100, NO_ANSWER_BACKOFF) / 1_000),
      ),
    );
    expect(seconds.size).toBeGreaterThan(5);
  });

  it('[FIELD-5] a task is due once its spacing has run out, and at once when it never failed', () => {
    const at = Date.parse('2025-06-02T10:00:10.000Z');
    expect(isDue({}, at)).toBe(true);
    expect(isDue({ nextTryAt: null }, at)).toBe(true);
    expect(isDue({ nextTryAt: '2025-06-02T10:00:10.000Z' }, at)).toBe(true);
    expect(isDue({ nextTryAt: '2025-06-02T10:00:10.001Z' }, at)).toBe(false);
  });
});
