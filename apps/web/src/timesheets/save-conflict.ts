// TSX-1: a save of a day answered 409 with the server's copy (`details.current`): the server's day
// changed since the edit started (another device, the office), or a create met a day the foreman
// already has. The device's day is merged into the server's (contract mergeTimesheets): without a
// conflict the save is rewritten as an update of the server's copy at its version and sent again,
// and the day shows the merged day; with one, the save waits for the foreman's pick per field
// (ConflictPanel), which is then saved on top of the server's version (`resolveTimesheetConflict`, resolve-conflict.ts).
import { type Timesheet, mergeTimesheets } from '@fieldops/contract';
import { z } from 'zod';
import { HttpError } from '../api/errors';
import type { FieldOpsDatabase } from '../db/database';
import { readLocalTimesheet, writeLocalTimesheet } from './days';
import { dayChain } from './chain';
import { t } from '../i18n/messages';
import { type TaskMeta, httpTask } from '../queue/kinds/call-task';
import type { RefusalTools } from '../queue/kinds/kind';
import { serverDaySchema, type ServerDay, TIMESHEET, type TimesheetTask, payloadOf } from './save-versions';

let conflict: z.ZodType<{ details: { current: ServerDay } }> | undefined;
const conflictSchema = () => (conflict ??= z.object({ details: z.object({ current: serverDaySchema() }) }));

/** The server's whole copy a 409 carries; null for any other refusal. */
export function serverCopyOf(error: unknown): ServerDay | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const parsed = conflictSchema().safeParse(error.body);
  return parsed.success ? parsed.data.details.current : null;
}

/** A create's base: a day with nothing on it, so everything on both sides counts as added. */
const emptyDayOf = (day: Timesheet): Timesheet => ({
  timeSheetID: null,
  timeSheetDate: day.timeSheetDate,
  shiftStart: '',
  shiftEnd: '',
  jobs: [],
});

/** The saves to fold into one: `task` and the device's later saves of the day behind it. */
async function dayOfTask(database: FieldOpsDatabase, task: TimesheetTask, sent: Timesheet) {
  const local = await readLocalTimesheet(sent.timeSheetDate, database, sent.foremanID);
  const chain = await dayChain(local, database);
  if (!local || !chain.some((other) => other.queueID === task.queueID)) return { mine: sent, later: [] };
  // The day on the device holds every save of its chain (each carries the whole day).
  return { mine: local.timesheet, later: chain.filter((other) => other.queueID !== task.queueID) };
}

/**
 * Called for a refused timesheet save, inside a transaction with updateQueue and timesheetDays.
 * True when the 409 was merged (the task rewritten or set to wait for the foreman).
 */
export async function mergeRefusedTimesheet(
  database: FieldOpsDatabase,
  task: TimesheetTask,
  error: unknown,
  tools: RefusalTools,
): Promise<boolean> {
  const current = serverCopyOf(error);
  if (!current || !(await database.updateQueue.get(task.queueID))) return false;
  const sent = task.payload;
  const base = task.timesheetBase ?? (task.call === 'createTimesheet' ? emptyDayOf(sent) : null);
  if (!base) return false; // a save from before versions is refused for another reason
  const { mine, later } = await dayOfTask(database, task, sent);
  const { merged, conflicts } = mergeTimesheets(base, mine, current);
  const now = new Date().toISOString();
  if (conflicts.length > 0) {
    const waiting: TimesheetTask = {
      ...task,
      timesheetConflict: { base, current },
      lastError: t('ts.conflict.waiting'),
      updatedDate: now,
    };
    await database.updateQueue.put(waiting);
    return true;
  }
  if (task.creates) await tools.remapAll(task.creates.tempID, current.timeSheetID);
  await database.updateQueue.bulkDelete(later.map((other) => other.queueID));
  const meta = { taskName: task.taskName, dependsOn: task.dependsOn };
  const rewritten: TimesheetTask = {
    ...resaveTask(current, merged, meta),
    queueID: task.queueID,
    idempotencyKey: crypto.randomUUID(), // a new body: the refused one's key would replay the 409
    counterTries: 0,
    state: 'waiting',
    lastError: null,
    updatedDate: now,
    owner: task.owner,
    nextTryAt: null,
  };
  await database.updateQueue.put(rewritten);
  await writeLocalTimesheet({ timesheet: merged, queueID: task.queueID }, database);
  return true;
}

/** A save of `day` on top of the server's copy `current`: its id, its version, and it as the base. */
export function resaveTask(current: ServerDay, day: Timesheet, meta: TaskMeta) {
  const payload = { ...payloadOf(day, current.version), timeSheetID: current.timeSheetID };
  const args = { id: current.timeSheetID };
  return { ...httpTask('updateTimesheet', args, payload, TIMESHEET, meta), timesheetBase: current };
}
