// TSX-1: the three-way merge of a timesheet day: base (the server's copy an edit started from),
// mine (the device's edit) and theirs (the server's copy now). Per day field, per job (by jobID),
// per crew member (by jobID + employeeID) and per field: a field changed on one side takes that
// side; changed on both to one value is that value; changed on both to different values is a
// conflict, for the foreman to pick (`picks`), never chosen here. Rows added or removed merge the
// same way; a row removed on one side and changed on the other is a conflict on the whole row.
// The rule in full is in docs/decisions.md (TSX-1). Pure: the device merges, the server refuses.
import type { CrewEntry, Timesheet, TimesheetJob } from '../entities.js';
import { mergedOrder } from './merge-order.js';

export type MergeSide = 'mine' | 'theirs';
/** The foreman's pick per conflict, by the conflict's key. */
export type MergePicks = Readonly<Record<string, MergeSide>>;

export interface TimesheetConflict {
  /** Stable across merges of the same three copies: 'day.shiftEnd', 'job:12#0.startTime', 'job:12#0/crew:7#0'. */
  key: string;
  /** The field ('shiftEnd', 'endTime', 'lunchTaken', ...), or 'job' / 'crew' for a whole row. */
  field: string;
  jobID?: number;
  employeeID?: number;
  /** Each side's value; null: none (a row removed, an explanation cleared). */
  mine: unknown;
  theirs: unknown;
}

export interface TimesheetMerge {
  /**
   * Every change that merges by itself; at each unpicked conflict the server's value stays as it
   * is stored (nothing of mine is applied there), so a merge with conflicts is not to be sent.
   */
  merged: Timesheet;
  conflicts: TimesheetConflict[];
}

const DAY_FIELDS = ['timeSheetDate', 'shiftStart', 'shiftEnd', 'status', 'explanation', 'timeZone'] as const;
const JOB_FIELDS = ['startTime', 'endTime'] as const;
const CREW_FIELDS = ['startTime', 'endTime', 'lunchTaken', 'ignoreDayoff', 'explanation'] as const;

/** The server stores false for an absent flag and no explanation for a blank one: compare alike. */
export function normalCrew(c: CrewEntry): CrewEntry {
  const explanation = c.explanation?.trim();
  return {
    employeeID: c.employeeID,
    startTime: c.startTime,
    endTime: c.endTime,
    lunchTaken: c.lunchTaken ?? false,
    ignoreDayoff: c.ignoreDayoff ?? false,
    ...(explanation ? { explanation } : {}),
  };
}
const normalJob = (j: TimesheetJob): TimesheetJob => ({ ...j, crew: j.crew.map(normalCrew) });
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Rows keyed by id and occurrence (a job twice on one day stays two rows). */
function keyed<R>(rows: readonly R[], idOf: (row: R) => string): Map<string, R> {
  const seen = new Map<string, number>();
  return new Map(
    rows.map((row) => {
      const id = idOf(row);
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      return [`${id}#${n}`, row];
    }),
  );
}

type Where = Pick<TimesheetConflict, 'jobID' | 'employeeID'>;

class Merger {
  readonly conflicts: TimesheetConflict[] = [];
  constructor(private readonly picks: MergePicks) {}

  private conflict<T>(key: string, field: string, where: Where, mine: T, theirs: T): T {
    const pick = this.picks[key];
    if (pick) return pick === 'mine' ? mine : theirs;
    this.conflicts.push({ key, field, ...where, mine: mine ?? null, theirs: theirs ?? null });
    return theirs;
  }

  field<T>(key: string, field: string, where: Where, base: T, mine: T, theirs: T): T {
    if (same(mine, base) || same(mine, theirs)) return theirs;
    if (same(theirs, base)) return mine;
    return this.conflict(`${key}.${field}`, field, where, mine, theirs);
  }

  fields<R extends object, F extends keyof R & string>(
    key: string,
    names: readonly F[],
    where: Where,
    base: R | undefined,
    mine: R,
    theirs: R,
  ): Pick<R, F> {
    const out: Partial<Pick<R, F>> = {};
    for (const name of names) {
      const value = this.field(key, name, where, base?.[name], mine[name], theirs[name]);
      if (value !== undefined) out[name] = value;
    }
    return out as Pick<R, F>;
  }

  rows<R>(
    prefix: string,
    field: 'job' | 'crew',
    idOf: (row: R) => number,
    where: (row: R) => Where,
    lists: { base: readonly R[]; mine: readonly R[]; theirs: readonly R[] },
    mergeRow: (key: string, base: R | undefined, mine: R, theirs: R) => R,
  ): R[] {
    const id = (row: R) => `${prefix}${field}:${idOf(row)}`;
    const [base, mine, theirs] = [keyed(lists.base, id), keyed(lists.mine, id), keyed(lists.theirs, id)];
    const kept = new Map<string, R>();
    for (const key of new Set([...base.keys(), ...mine.keys(), ...theirs.keys()])) {
      const [b, m, t] = [base.get(key), mine.get(key), theirs.get(key)];
      let row: R | undefined;
      if (m && t) row = mergeRow(key, b, m, t);
      else if (!m && !t)
        continue; // removed on both sides
      else if (!b || !same(m ?? t, b)) {
        // Added on one side, or removed on one side and changed on the other (a conflict).
        row = b ? this.conflict(key, field, where((m ?? t)!), m, t) : (m ?? t);
      }
      if (row !== undefined) kept.set(key, row);
    }
    const order = mergedOrder([...base.keys()], [...mine.keys()], [...theirs.keys()], new Set(kept.keys()));
    return order.map((key) => kept.get(key)!);
  }
}

/** The three-way merge; with `picks` for every conflict it answers the day to send, conflict-free. */
export function mergeTimesheets(
  base: Timesheet,
  mine: Timesheet,
  theirs: Timesheet,
  picks: MergePicks = {},
): TimesheetMerge {
  const merger = new Merger(picks);
  const jobs = merger.rows(
    '',
    'job',
    (j: TimesheetJob) => j.jobID,
    (j) => ({ jobID: j.jobID }),
    { base: base.jobs.map(normalJob), mine: mine.jobs.map(normalJob), theirs: theirs.jobs.map(normalJob) },
    (key, b, m, t) => ({
      jobID: t.jobID,
      ...merger.fields(key, JOB_FIELDS, { jobID: t.jobID }, b, m, t),
      crew: merger.rows(
        `${key}/`,
        'crew',
        (c: CrewEntry) => c.employeeID,
        (c) => ({ jobID: t.jobID, employeeID: c.employeeID }),
        { base: b?.crew ?? [], mine: m.crew, theirs: t.crew },
        (crewKey, bc, mc, tc) => ({
          employeeID: tc.employeeID,
          ...merger.fields(crewKey, CREW_FIELDS, { jobID: t.jobID, employeeID: tc.employeeID }, bc, mc, tc),
        }),
      ),
    }),
  );
  const day = merger.fields('day', DAY_FIELDS, {}, base, mine, theirs);
  const { timeSheetID, foremanID, version, updatedBy, updatedAt } = theirs;
  const stamp = { foremanID, version, updatedBy, updatedAt };
  const defined = Object.fromEntries(Object.entries(stamp).filter(([, v]) => v !== undefined));
  return { merged: { timeSheetID, ...day, jobs, ...defined }, conflicts: merger.conflicts };
}
