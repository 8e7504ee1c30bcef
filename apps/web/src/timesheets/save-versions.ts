// TSX-1: a save of a day names the version of the server's copy it was based on, and carries that
// copy (`timesheetBase`) so a 409 can be merged three ways (contract timesheets/merge.ts). Both are
// device-only, non-indexed fields of the queued task. A chain of saves of one day shares the base
// of its oldest save; when a save is answered, the saves behind it are rebased on the answer, so a
// foreman changing one field twice never conflicts with himself.
import { Timesheet, mergeTimesheets } from '@fieldops/contract';
import type { z } from 'zod';
import type { FieldOpsDatabase } from '../db/database';
import type { LocalTimesheet } from '../db/records';
import type { QueuedTask } from '../queue/task';
import type { KindTask } from '../queue/kinds/call-task';
import { isTempID } from '../queue/kinds/temp-ids';

/** The typeObject of a save of a day. */
export const TIMESHEET = 'Timesheet';

/** The calls a save of a day makes: its first save made here creates it, every later one updates. */
export const TIMESHEET_CALLS = ['createTimesheet', 'updateTimesheet'] as const;
export type TimesheetCall = (typeof TIMESHEET_CALLS)[number];

const buildServerDay = () =>
  Timesheet.extend({
    timeSheetID: Timesheet.shape.timeSheetID.unwrap(),
    version: Timesheet.shape.version.unwrap(),
  });
let serverDay: ReturnType<typeof buildServerDay> | undefined;
/**
 * The server's copy of a day: it has its id and version (a 409's `details.current`). TRUST-11: built
 * when a 409 is first read, not when the kinds are registered at start.
 */
export const serverDaySchema = () => (serverDay ??= buildServerDay());
export type ServerDay = z.infer<ReturnType<typeof buildServerDay>>;

/** The server's copies a timesheet save keeps beside its payload. */
export interface TimesheetTaskFields {
  /** The server's copy the edit started from; absent: a create, or a task from before versions. */
  timesheetBase?: Timesheet;
  /**
   * Set when the server had changed the day too and a field was changed differently on both
   * sides: the server's copy then. The task waits for the foreman's pick (pick.ts) instead of
   * being sent or refused; the day screen shows the conflict (features/timesheets/ConflictPanel).
   */
  timesheetConflict?: { base: Timesheet; current: ServerDay };
}
/** A save of a day as stored: its call, its args and the day it sends, and the server's copies. */
export type TimesheetTask = KindTask<TimesheetCall, Timesheet> & TimesheetTaskFields;

/** Whether a stored task is a save of a day (its call is one of the kind's): the kind's one check. */
export const isTimesheetTask = (task: QueuedTask | undefined): task is TimesheetTask =>
  task?.kind === 'http' && TIMESHEET_CALLS.some((call) => call === task.call);

/** A day as a save sends it: the server's stamps (who, when, the office's review) are not the device's to send. */
export function payloadOf(day: Timesheet, version: number | undefined): Timesheet {
  const { updatedBy: _by, updatedAt: _at, version: _v, review: _review, ...rest } = day;
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
  const oldest = chain.at(-1);
  if (isTimesheetTask(oldest)) return oldest.timesheetBase ?? oldest.timesheetConflict?.base;
  const copy = local?.timesheet;
  if (!copy || copy.version === undefined || copy.timeSheetID === null || isTempID(copy.timeSheetID)) return;
  return copy;
}

/**
 * After `task` was answered with `answer`: each save waiting for it now builds on the answer.
 * Its payload is merged three ways (what was sent, what it holds, the answer), so the foreman's
 * later changes stay and what the server added to the sent day (another device's) is kept.
 */
export async function rebaseFollowers(database: FieldOpsDatabase, task: TimesheetTask, answer: Timesheet) {
  const sent = task.payload;
  await database.updateQueue
    .filter((other) => other.dependsOn === task.queueID)
    .modify((other, ref) => {
      if (!isTimesheetTask(other)) return;
      const later = other.payload;
      const first = mergeTimesheets(sent, later, answer);
      // What the foreman changed after the sent save is newer than the answer: it wins.
      const picks = Object.fromEntries(first.conflicts.map((c) => [c.key, 'mine' as const]));
      const { merged } = mergeTimesheets(sent, later, answer, picks);
      const rebased: TimesheetTask = {
        ...other,
        payload: payloadOf(merged, answer.version),
        timesheetBase: answer,
      };
      ref.value = rebased;
    });
}
