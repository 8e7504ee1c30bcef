// Properties of the rules over generated days (fast-check): a well-formed day is never rejected,
// and crew time that overlaps is never accepted, on day and overnight shifts alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timesheet } from '../entities.js';
import { formatClock } from './clock.js';
import { placedEntries } from './entries.js';
import { validateTimesheet } from './validate.js';

const EMPLOYEES = [1, 2, 3, 4];

/** A day: jobs are consecutive slices of the shift; each person is on a sub-slice of some jobs. */
const wellFormedDay = fc
  .record({
    start: fc.integer({ min: 0, max: 1439 }),
    length: fc.integer({ min: 30, max: 14 * 60 }),
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 3 }),
    crew: fc.array(
      fc.record({
        employeeID: fc.constantFrom(...EMPLOYEES),
        job: fc.nat(),
        a: fc.double({ min: 0, max: 1, noNaN: true }),
        b: fc.double({ min: 0, max: 1, noNaN: true }),
        lunchTaken: fc.boolean(),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ start, length, cuts, crew }): Timesheet => {
    const points = [...new Set([0, ...cuts.map((c) => Math.floor((c / 1000) * length)), length])].sort(
      (x, y) => x - y,
    );
    const slices = points.slice(1).map((end, i) => ({ from: start + points[i]!, to: start + end }));
    const jobs = slices.map((s, i) => ({
      jobID: 100 + i,
      startTime: formatClock(s.from),
      endTime: formatClock(s.to),
      crew: [] as Timesheet['jobs'][number]['crew'],
    }));
    const taken = new Set<string>();
    for (const c of crew) {
      const index = c.job % slices.length;
      const key = `${c.employeeID}:${index}`;
      const slice = slices[index]!;
      const width = slice.to - slice.from;
      let from = slice.from + Math.floor(Math.min(c.a, c.b) * width);
      let to = slice.from + Math.ceil(Math.max(c.a, c.b) * width);
      if (to <= from) [from, to] = [slice.from, slice.to];
      if (taken.has(key) || to <= from) continue; // one entry per person and job keeps the slices disjoint
      taken.add(key);
      jobs[index]!.crew.push({
        employeeID: c.employeeID,
        startTime: formatClock(from),
        endTime: formatClock(to),
        lunchTaken: c.lunchTaken,
      });
    }
    return {
      timeSheetID: 1,
      timeSheetDate: '2026-03-02',
      shiftStart: formatClock(start),
      shiftEnd: formatClock(start + length),
      jobs,
    };
  });

const anyClock = fc.integer({ min: 0, max: 1439 }).map(formatClock);
const anyDay = fc
  .record({
    shiftStart: anyClock,
    shiftEnd: anyClock,
    jobs: fc.array(
      fc.record({
        jobID: fc.integer({ min: 1, max: 3 }),
        startTime: anyClock,
        endTime: anyClock,
        crew: fc.array(
          fc.record({ employeeID: fc.constantFrom(...EMPLOYEES), startTime: anyClock, endTime: anyClock }),
          { maxLength: 4 },
        ),
      }),
      { maxLength: 3 },
    ),
  })
  .map((d): Timesheet => ({ timeSheetID: 1, timeSheetDate: '2026-03-02', ...d }));

/** An independent look at overlaps: any two entries of one person whose placed intervals intersect. */
function hasOverlap(t: Timesheet): boolean {
  const entries = placedEntries(t);
  return entries.some((a, i) =>
    entries.slice(i + 1).some((b) => a.employeeID === b.employeeID && a.start < b.end && b.start < a.end),
  );
}

describe('timesheet rules, properties (TS-3)', () => {
  it('[TS-3] never reject a well-formed day (no errors, day and overnight shifts)', () => {
    fc.assert(
      fc.property(wellFormedDay, (t) => {
        const errors = validateTimesheet(t).filter((r) => r.severity === 'error');
        expect(errors).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('[TS-3] never accept overlapping crew time: adding an overlapping entry is always an error', () => {
    fc.assert(
      fc.property(wellFormedDay, fc.nat(), fc.nat(), (t, pick, otherJob) => {
        const entries = placedEntries(t);
        fc.pre(entries.length > 0 && t.jobs.length > 0);
        const e = entries[pick % entries.length]!;
        const member = t.jobs[e.jobIndex]!.crew[e.crewIndex]!;
        const copy = structuredClone(t);
        // The same person again, with the very same time, on another (or the same) job.
        copy.jobs[otherJob % copy.jobs.length]!.crew.push({
          employeeID: member.employeeID,
          startTime: member.startTime,
          endTime: member.endTime,
        });
        const overlapErrors = validateTimesheet(copy).filter(
          (r) => r.code === 'crewOverlap' && r.severity === 'error',
        );
        expect(overlapErrors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('[TS-3] on any day at all, a result without a crewOverlap error has no overlapping crew time', () => {
    fc.assert(
      fc.property(anyDay, (t) => {
        const flagged = validateTimesheet(t).some((r) => r.code === 'crewOverlap');
        expect(flagged).toBe(hasOverlap(t));
      }),
      { numRuns: 1000 },
    );
  });
});
