// TSX-1: a save of a day names the version of the server's copy it was based on, and carries that
// copy (`timesheetBase`) so a 409 can be merged three ways (contract timesheets/merge.ts). Both are
// device-only, non-indexed fields of the queued task. A chain of saves of one day shares the base
// of its oldest save; when a save is answered, the saves behind it are rebased on the answer, so a
// foreman changing one field twice never conflicts with himself.
import { type Timesheet, mergeTimesheets } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../../db/database';
import type { LocalTimesheet } from '../../db/records';
import { isTempID } from '../actions/temp-ids';
import type { QueuedTask } from '../task';

/** The server's copies a timesheet save keeps beside its payload. */
export interface TimesheetTaskFields {
  /** The server's copy the edit started from; absent: a create, or a task from before versions. */
  timesheetBase?: Timesheet;
  /**
   * Set when the server had changed the day too and a field was changed differently on both
   * sides: the server's copy then. The task waits for the foreman's pick (pick.ts) instead of
   * being sent or refused; the day screen shows the conflict (features/timesheets/ConflictPanel).
   */
  timesheetConflict?: { base: Timesheet; current: Timesheet };
}
export type TimesheetTask = QueuedTask & TimesheetTaskFields;

export const awaitsForeman = (task: QueuedTask): boolean =>
  (task as TimesheetTask).timesheetConflict !== undefined;

/** A day as a save sends it: the server's stamps (who, when) are not the device's to send. */
export function payloadOf(day: Timesheet, version: number | undefined): Timesheet {
  const { updatedBy: _by, updatedAt: _at, version: _v, ...rest } = day;
  return version === undefined ? rest : { ...rest, version };
}

/**
 * The server's copy a new save of the day is based on: its chain's (the oldest queued save's),
 * else the day as the server last sent it. Undefined: the day is new here (a create), or its
 * queued saves are from before versions (sent without one, as then).
 */
export function baseOfSave(
  local: LocalTimesheet | null,
  chain: readonly QueuedTask[],
): Timesheet | undefined {
  const oldest = chain.at(-1) as TimesheetTask | undefined;
  if (oldest) return oldest.timesheetBase ?? oldest.timesheetConflict?.base;
  const copy = local?.timesheet;
  if (!copy || copy.version === undefined || copy.timeSheetID === null || isTempID(copy.timeSheetID)) return;
  return copy;
}

/**
 * After `task` was answered with `answer`: each save waiting for it now builds on the answer.
 * Its payload is merged three ways (what was sent, what it holds, the answer), so the foreman's
 * later changes stay and what the server added to the sent day (another device's) is kept.
 */
export async function rebaseFollowers(database: FieldOpsDatabase, task: QueuedTask, answer: Timesheet) {
  if (task.kind !== 'http') return;
  const sent = task.payload as Timesheet;
  await database.updateQueue
    .filter((other) => other.dependsOn === task.queueID && other.typeObject === task.typeObject)
    .modify((other, ref) => {
      if (other.kind !== 'http') return;
      const later = other.payload as Timesheet;
      const first = mergeTimesheets(sent, later, answer);
      // What the foreman changed after the sent save is newer than the answer: it wins.
      const picks = Object.fromEntries(first.conflicts.map((c) => [c.key, 'mine' as const]));
      const { merged } = mergeTimesheets(sent, later, answer, picks);
      ref.value = {
        ...other,
        payload: payloadOf(merged, answer.version),
        timesheetBase: answer,
      } as TimesheetTask;
    });
}
