// TSX-1: properties of the three-way merge over generated days and two independent edits of them
// (fast-check): no accepted change is lost, a conflict is never resolved without the foreman, and
// a merge with an unchanged side is the other side.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CrewEntry, Timesheet, TimesheetJob } from '../entities.js';
import { mergeTimesheets, type MergePicks, type TimesheetMerge } from './merge.js';

const TIMES = ['06:00', '07:00', '12:00', '15:30'];
const IDS = [1, 2, 3, 4];
const clock = fc.constantFrom(...TIMES);
const explanation = fc.option(fc.constantFrom('rain', 'pour'), { nil: undefined });
const crewOf = (employeeID: number) =>
  fc
    .record({
      startTime: clock,
      endTime: clock,
      lunchTaken: fc.boolean(),
      ignoreDayoff: fc.boolean(),
      explanation,
    })
    .map(({ explanation: e, ...c }): CrewEntry => ({ employeeID, ...c, ...(e ? { explanation: e } : {}) }));
const jobOf = (jobID: number) =>
  fc
    .record({
      startTime: clock,
      endTime: clock,
      crew: fc.subarray(IDS).chain((ids) => fc.tuple(...ids.map(crewOf))),
    })
    .map((j): TimesheetJob => ({ jobID, ...j }));
const STAMP = {
  timeSheetID: 5,
  foremanID: 9,
  version: 3,
  updatedBy: 'Frank',
  updatedAt: '2026-11-24T08:00:00Z',
};
const baseDay = fc
  .record({
    shiftStart: clock,
    shiftEnd: clock,
    explanation,
    jobs: fc.subarray(IDS).chain((ids) => fc.tuple(...ids.map(jobOf))),
  })
  .map(({ explanation: e, ...d }): Timesheet => ({
    ...STAMP,
    timeSheetDate: '2026-11-23',
    ...d,
    ...(e ? { explanation: e } : {}),
  }));

/** Keep, drop or replace each row; add rows with new ids; maybe reverse the order. */
function editRows<R>(
  rows: R[],
  idOf: (r: R) => number,
  edit: (r: R) => fc.Arbitrary<R>,
  make: (id: number) => fc.Arbitrary<R>,
) {
  const present = new Set(rows.map(idOf));
  return fc
    .record({
      kept: fc.tuple(...rows.map((r) => fc.oneof(fc.constant(r), fc.constant(null), edit(r)))),
      added: fc.subarray(IDS.filter((id) => !present.has(id))).chain((ids) => fc.tuple(...ids.map(make))),
      reverse: fc.boolean(),
    })
    .map(({ kept, added, reverse }) => {
      const out = [...(kept.filter((r) => r !== null) as R[]), ...added];
      return reverse ? out.reverse() : out;
    });
}
const editCrew = (c: CrewEntry) => crewOf(c.employeeID);
const editJob = (j: TimesheetJob) =>
  fc
    .record({
      startTime: fc.oneof(fc.constant(j.startTime), clock),
      endTime: fc.oneof(fc.constant(j.endTime), clock),
      crew: editRows(j.crew, (c) => c.employeeID, editCrew, crewOf),
    })
    .map((e): TimesheetJob => ({ jobID: j.jobID, ...e }));
const edited = (d: Timesheet) =>
  fc
    .record({
      shiftEnd: fc.oneof(fc.constant(d.shiftEnd), clock),
      explanation: fc.oneof(fc.constant(d.explanation), explanation),
      jobs: editRows(d.jobs, (j) => j.jobID, editJob, jobOf),
    })
    .map(({ explanation: e, ...change }): Timesheet => {
      const { explanation: _, ...rest } = d;
      return { ...rest, ...change, ...(e ? { explanation: e } : {}) };
    });
const threeCopies = baseDay.chain((base) => fc.tuple(fc.constant(base), edited(base), edited(base)));

/** A day as cells keyed like the merge's conflicts: row presence, then each field. */
function cells(day: Timesheet): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const f of ['shiftStart', 'shiftEnd', 'explanation'] as const) out.set(`day.${f}`, day[f]);
  for (const j of day.jobs) {
    const job = `job:${j.jobID}#0`;
    out.set(job, true).set(`${job}.startTime`, j.startTime).set(`${job}.endTime`, j.endTime);
    for (const c of j.crew) {
      const crew = `${job}/crew:${c.employeeID}#0`;
      out.set(crew, true);
      for (const f of ['startTime', 'endTime', 'lunchTaken', 'ignoreDayoff', 'explanation'] as const)
        out.set(`${crew}.${f}`, c[f]);
    }
  }
  return out;
}
const allKeys = (...maps: Map<string, unknown>[]) => new Set(maps.flatMap((m) => [...m.keys()]));
const covers = (result: TimesheetMerge, key: string) =>
  result.conflicts.some((c) => key === c.key || key.startsWith(`${c.key}.`) || key.startsWith(`${c.key}/`));
const subtree = (m: Map<string, unknown>, key: string) =>
  JSON.stringify([...m].filter(([k]) => k === key || k.startsWith(`${key}.`) || k.startsWith(`${key}/`)));
const picking = (result: TimesheetMerge, side: 'mine' | 'theirs'): MergePicks =>
  Object.fromEntries(result.conflicts.map((c) => [c.key, side]));

describe('timesheet merge (TSX-1)', () => {
  it('[TSX-1] no accepted change is lost: a field changed on one side only has that value in the merge', () => {
    fc.assert(
      fc.property(threeCopies, ([base, mine, theirs]) => {
        const result = mergeTimesheets(base, mine, theirs);
        const [b, m, t, merged] = [cells(base), cells(mine), cells(theirs), cells(result.merged)];
        for (const key of allKeys(b, m, t)) {
          if (covers(result, key)) continue;
          if (m.get(key) !== b.get(key) && t.get(key) === b.get(key))
            expect(merged.get(key)).toEqual(m.get(key));
          if (t.get(key) !== b.get(key) && m.get(key) === b.get(key))
            expect(merged.get(key)).toEqual(t.get(key));
          if (m.get(key) === t.get(key)) expect(merged.get(key)).toEqual(m.get(key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('[TSX-1] a conflict is never resolved without the foreman: every field changed differently on both sides is listed and keeps the stored value until picked', () => {
    fc.assert(
      fc.property(threeCopies, ([base, mine, theirs]) => {
        const result = mergeTimesheets(base, mine, theirs);
        const [b, m, t, merged] = [cells(base), cells(mine), cells(theirs), cells(result.merged)];
        for (const key of allKeys(b, m, t)) {
          const both = m.get(key) !== b.get(key) && t.get(key) !== b.get(key) && m.get(key) !== t.get(key);
          if (!both) continue;
          expect(covers(result, key)).toBe(true);
          expect(merged.get(key)).toEqual(t.get(key));
        }
        // Only real conflicts: each listed one was changed on both sides, differently.
        for (const c of result.conflicts) {
          expect(subtree(m, c.key)).not.toBe(subtree(b, c.key));
          expect(subtree(t, c.key)).not.toBe(subtree(b, c.key));
          expect(subtree(m, c.key)).not.toBe(subtree(t, c.key));
        }
        // The foreman's picks resolve every conflict, each to the side picked.
        for (const side of ['mine', 'theirs'] as const) {
          const picked = mergeTimesheets(base, mine, theirs, picking(result, side));
          expect(picked.conflicts).toEqual([]);
          const chosen = cells(picked.merged);
          const source = side === 'mine' ? m : t;
          for (const c of result.conflicts) expect(subtree(chosen, c.key)).toBe(subtree(source, c.key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('[TSX-1] merging with an unchanged side gives the other side: merge(base, x, base) = x and merge(base, base, y) = y', () => {
    fc.assert(
      fc.property(threeCopies, ([base, x]) => {
        expect(mergeTimesheets(base, x, base)).toEqual({ merged: x, conflicts: [] });
        expect(mergeTimesheets(base, base, x)).toEqual({ merged: x, conflicts: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('[TSX-1] different crew members changed on each side merge by themselves; one field changed on both is a conflict naming both values', () => {
    const crew = (employeeID: number, endTime: string): CrewEntry => ({
      employeeID,
      startTime: '07:00',
      endTime,
      lunchTaken: true,
      ignoreDayoff: false,
    });
    const day = (crewEnds: [string, string]): Timesheet => ({
      ...STAMP,
      timeSheetDate: '2026-11-23',
      shiftStart: '07:00',
      shiftEnd: '15:30',
      jobs: [
        {
          jobID: 1,
          startTime: '07:00',
          endTime: '15:30',
          crew: [crew(7, crewEnds[0]), crew(8, crewEnds[1])],
        },
      ],
    });
    const base = day(['15:30', '15:30']);
    expect(mergeTimesheets(base, day(['12:00', '15:30']), day(['15:30', '14:00']))).toEqual({
      merged: day(['12:00', '14:00']),
      conflicts: [],
    });
    expect(mergeTimesheets(base, day(['12:00', '15:30']), day(['14:00', '15:30'])).conflicts).toEqual([
      {
        key: 'job:1#0/crew:7#0.endTime',
        field: 'endTime',
        jobID: 1,
        employeeID: 7,
        mine: '12:00',
        theirs: '14:00',
      },
    ]);
  });
});
