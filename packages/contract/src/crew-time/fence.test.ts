// CREW-2: the fence check the server stamps and the device shows, and arrival with hysteresis.
// CREW-1: which punches stand after corrections, and whether a person is clocked in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ARRIVAL_HYSTERESIS_M,
  DEFAULT_FENCE_RADIUS_M,
  PUNCH_ACCURACY_LIMIT_M,
  checkFence,
  distanceM,
  fenceOf,
  nextSiteState,
} from './fence.js';
import { clockStateOf, correctedPunchTime, standingPunches } from './punches.js';

const SITE = { latitude: 49.2827, longitude: -123.1207 };
const fence = { ...SITE, radiusM: 150 };
/** A point `metres` north of the site (1° of latitude is ~111.2 km). */
const north = (metres: number, accuracyM = 10) => ({
  latitude: SITE.latitude + metres / 111_195,
  longitude: SITE.longitude,
  accuracyM,
});

describe('site fences (CREW-2)', () => {
  it('[CREW-2] a job without a location has no fence; without a radius it takes the default', () => {
    expect(fenceOf({ latitude: null, longitude: 1 })).toBeNull();
    expect(fenceOf({ ...SITE, fenceRadiusM: null })).toEqual({ ...SITE, radiusM: DEFAULT_FENCE_RADIUS_M });
    expect(fenceOf({ ...SITE, fenceRadiusM: 400 })).toEqual({ ...SITE, radiusM: 400 });
  });

  it('[CREW-2] inside, outside, a vague fix and no fix: flags, with the distance', () => {
    expect(checkFence(fence, north(100))).toEqual({ flags: [], distanceM: 100 });
    expect(checkFence(fence, north(400))).toEqual({ flags: ['outsideFence'], distanceM: 400 });
    expect(checkFence(fence, north(20, PUNCH_ACCURACY_LIMIT_M + 1)).flags).toEqual(['poorAccuracy']);
    expect(checkFence(fence, null)).toEqual({ flags: ['noFix'], distanceM: null });
    expect(checkFence(null, north(5000))).toEqual({ flags: [], distanceM: null });
  });

  it('[CREW-2] arriving counts once: entering is an arrival, wobbling on the line is not, leaving needs the margin', () => {
    let inside = false;
    const arrivals: number[] = [];
    const walk = [400, 200, 140, 160, 145, 190, 120, 150 + ARRIVAL_HYSTERESIS_M + 20, 100];
    walk.forEach((metres, i) => {
      const step = nextSiteState(inside, fence, north(metres));
      inside = step.inside;
      if (step.arrived) arrivals.push(i);
    });
    expect(arrivals).toEqual([2, 8]);
    expect(nextSiteState(false, fence, north(0, 500))).toEqual({ inside: false, arrived: false });
  });

  it('[CREW-2] property: an arrival only ever happens within the radius, from outside', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 300 }),
        (was, m, acc) => {
          const fix = north(m, acc);
          const step = nextSiteState(was, fence, fix);
          if (step.arrived) expect(!was && distanceM(fence, fix) <= fence.radiusM).toBe(true);
          if (acc > PUNCH_ACCURACY_LIMIT_M) expect(step.inside).toBe(was);
        },
      ),
    );
  });
});

describe('punches (CREW-1)', () => {
  const at = (
    punchID: string,
    kind: 'in' | 'out',
    correctedTime: string,
    corrects: string | null = null,
  ) => ({
    punchID,
    kind,
    jobID: 1,
    employeeID: 7,
    correctedTime,
    corrects: corrects ? { punchID: corrects, reason: 'typed' } : null,
  });

  it('[CREW-1] the corrected time adds the measured offset; a correction states its time', () => {
    const base = { deviceTime: '2030-03-04T14:58:00.000Z', clockOffsetMs: -60_000, corrects: null };
    expect(correctedPunchTime(base)).toBe('2030-03-04T14:57:00.000Z');
    expect(correctedPunchTime({ ...base, clockOffsetMs: null })).toBe('2030-03-04T14:58:00.000Z');
    expect(correctedPunchTime({ ...base, corrects: { punchID: 'x', reason: 'y' } })).toBe(
      '2030-03-04T14:58:00.000Z',
    );
  });

  it('[CREW-1] a correction chain: the last correction stands, the originals are kept aside; state follows', () => {
    const punches = [
      at('a', 'in', '2030-03-04T15:40:00.000Z'),
      at('b', 'in', '2030-03-04T15:00:00.000Z', 'a'),
      at('c', 'in', '2030-03-04T15:05:00.000Z', 'b'),
      at('d', 'out', '2030-03-04T23:30:00.000Z'),
    ];
    expect(standingPunches(punches).map((p) => p.punchID)).toEqual(['c', 'd']);
    expect(clockStateOf(punches, 7)).toMatchObject({ clockedIn: false, last: { kind: 'out' } });
    expect(clockStateOf(punches.slice(0, 3), 7)).toMatchObject({
      clockedIn: true,
      last: { correctedTime: '2030-03-04T15:05:00.000Z' },
    });
    expect(clockStateOf(punches, 8)).toEqual({ clockedIn: false, last: null });
  });
});
