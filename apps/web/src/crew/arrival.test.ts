// CREW-2: the arrival reminder's decision over the jobs on the device: the first fenced job a fix
// enters, once; a job without a fence never reminds.
import { describe, expect, it } from 'vitest';
import { arrivalsAfter } from './arrival';
import type { ClockJob } from './clock';

const site = (jobID: number, latitude: number): ClockJob => ({
  jobID,
  jobNumber: `J-${jobID}`,
  fence: { latitude, longitude: -123, radiusM: 150 },
});
const fix = (latitude: number) => ({ latitude, longitude: -123, accuracyM: 10 });

describe('arrival reminder (CREW-2)', () => {
  it('[CREW-2] reminds once on entering a site, again only after really leaving it', () => {
    const jobs = [site(1, 49), site(2, 49.5), { jobID: 3, jobNumber: 'J-3', fence: null }];
    let inside = new Map<number, boolean>();
    const arrived: (number | null)[] = [];
    for (const latitude of [48.9, 49.0005, 49.001, 49.0009, 49.01, 49.0002, 49.5]) {
      const step = arrivalsAfter(inside, jobs, fix(latitude));
      inside = step.inside;
      arrived.push(step.arrivedAt?.jobID ?? null);
    }
    expect(arrived).toEqual([null, 1, null, null, null, 1, 2]);
    expect(inside.has(3)).toBe(false);
  });
});
