// TS-1: a save of a day: its first save made on the device creates it (createTimesheet) under a
// temporary id; every later save is the whole day again (updateTimesheet), the id in the path and
// in the day. The answer is the server's day, which replaces the device's; the create's answer
// gives the id the later saves then carry (QUEUE-8). TSX-1: an update names the version of the
// server's copy it was based on and keeps that copy (save-versions.ts); a 409 with the
// server's copy is merged into it (save-conflict.ts) instead of refusing the day, and a
// save with a field changed differently on both sides waits for the foreman's pick.
import { type Timesheet, calls } from '@fieldops/contract';
import { ContractError } from '../api/errors';
import { formatDay } from '../i18n/format';
import { t } from '../i18n/messages';
import { applyTimesheetAnswer } from './days';
import { wakeQueue } from '../queue/wake';
import { type NewHttpTask, type TaskMeta, httpTask } from '../queue/kinds/call-task';
import { defineKind } from '../queue/kinds/kind';
import { mergeRefusedTimesheet } from './save-conflict';
import {
  TIMESHEET,
  TIMESHEET_CALLS,
  type TimesheetCall,
  type TimesheetTask,
  type TimesheetTaskFields,
  payloadOf,
  rebaseFollowers,
} from './save-versions';

/** The first save of a day made here: `day` carries no id yet. */
export const createTimesheetTask = (day: Timesheet, meta: TaskMeta) =>
  httpTask('createTimesheet', {}, day, TIMESHEET, meta);

/**
 * A later save: the whole day again, under its id (a temporary one until the create is answered),
 * based on the server's copy `base` (its version goes in the body; none: sent without, as before).
 */
export const updateTimesheetTask = (
  id: number,
  day: Timesheet,
  meta: TaskMeta,
  base?: Timesheet,
): NewHttpTask<'updateTimesheet', Timesheet> & TimesheetTaskFields => ({
  ...httpTask('updateTimesheet', { id }, payloadOf(day, base?.version), TIMESHEET, meta),
  ...(base && { timesheetBase: base }),
});

export const timesheetKind = defineKind<TimesheetCall, Timesheet, TimesheetTask>({
  typeObject: TIMESHEET,
  calls: TIMESHEET_CALLS,
  ids: { args: ['id'], payload: ['timeSheetID'] },
  waitsForUser: (task) => task.timesheetConflict !== undefined,
  tables: (database) => [database.timesheetDays],
  title: (task) =>
    t(task.payload.status === 'confirmed' ? 'queue.name.timesheetConfirmed' : 'queue.name.timesheet', {
      day: formatDay(task.payload.timeSheetDate, 'short'),
    }),
  read(task, answer) {
    // Both calls answer the stored day, which always has its id.
    const parsed = calls.updateTimesheet.answer.safeParse(answer);
    if (!parsed.success || parsed.data.timeSheetID === null)
      throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return parsed.data;
  },
  createdID: (day) => day.timeSheetID,
  async apply(database, task, day) {
    await applyTimesheetAnswer(day, database);
    await rebaseFollowers(database, task, day);
  },
  async refused(database, task, error, tools) {
    const merged = await mergeRefusedTimesheet(database, task, error, tools);
    if (merged) wakeQueue(); // the rewritten save goes in the next run
    return merged;
  },
});
