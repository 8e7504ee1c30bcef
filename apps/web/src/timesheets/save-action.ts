// TS-1: saving a day is an action: the device's day and its task in one transaction. The first
// save of a day made on the device creates it (createTimesheet) under a temporary id (QUEUE-8);
// every later save is updateTimesheet with the whole day, waiting for the task before it, so the
// server gets the saves in the order they were made (the runner otherwise picks the newest first)
// and a PUT made before the POST was answered gets the server's id. Confirm = save with status
// 'confirmed'. A day with errors that make it meaningless (SAVE_BLOCKING_CODES) is not queued.
// QUEUE-9: a save the server refused (4xx) never goes out as it is, and the saves behind it wait
// for it; the next save of the day replaces that chain, since it carries the whole day (what the
// foreman fixed included). A skipped chain (failed 3 times) is kept: a retry may still send it.
// A day whose unsent saves are another account's (a shared device) is not this user's to change.
import {
  DEFAULT_COMPANY_TIME_ZONE,
  isDayAhead,
  SAVE_BLOCKING_CODES,
  type Timesheet,
  type TimesheetValidationContext,
  type ValidationResult,
  isConfirmable,
  validateTimesheet,
} from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { readLocalTimesheet, writeLocalTimesheet } from './days';
import { dayChain, heldBy, otherOwner } from './chain';
import { t } from '../i18n/messages';
import { addTask, currentOwner, nextQueueID } from '../queue/enqueue';
import { createTimesheetTask, updateTimesheetTask } from './save-kind';
import { baseOfSave } from './save-versions';
import { wakeQueue } from '../queue/wake';
import { isTempID } from '../queue/kinds/temp-ids';

export type SaveTimesheetResult =
  | { ok: true; timeSheetID: number; queueID: number }
  | { ok: false; reason: 'blocking' | 'notConfirmable'; results: ValidationResult[] }
  /** TSX-4: a day still to come in its zone cannot be confirmed (the server answers 422). */
  | { ok: false; reason: 'dayAhead'; results: [] }
  | { ok: false; reason: 'otherUser'; owner: string; results: [] };

type Saved = { timeSheetID: number; queueID: number } | { owner: string };

export interface SaveTimesheetOptions {
  /** Confirm the day: refused on the device while `isConfirmable` says no. */
  confirm?: boolean;
  /** What the rules need beyond the day (other timesheets, days off, names). */
  context?: TimesheetValidationContext;
}

/** The results that keep a day from being saved at all (the server answers them with 400). */
export function blockingResults(results: readonly ValidationResult[]): ValidationResult[] {
  return results.filter((r) => SAVE_BLOCKING_CODES.includes(r.code));
}

export async function saveTimesheet(
  day: Timesheet,
  options: SaveTimesheetOptions = {},
  database: FieldOpsDatabase = db,
): Promise<SaveTimesheetResult> {
  const results = validateTimesheet(day, options.context);
  const blocking = blockingResults(results);
  if (blocking.length > 0) return { ok: false, reason: 'blocking', results: blocking };
  if (options.confirm && !isConfirmable(results)) return { ok: false, reason: 'notConfirmable', results };
  const zone = day.timeZone ?? options.context?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  if (options.confirm && isDayAhead(day.timeSheetDate, zone))
    return { ok: false, reason: 'dayAhead', results: [] };
  const now = new Date();
  const tables = [database.updateQueue, database.timesheetDays];
  const saved = await database.transaction<Saved>('rw', tables, async () => {
    const local = await readLocalTimesheet(day.timeSheetDate, database, day.foremanID); // TSX-5: whose day
    const queueID = await nextQueueID(database, now.getTime());
    const chain = await dayChain(local, database);
    const owner = otherOwner(chain, currentOwner());
    if (owner !== null) return { owner };
    const refused = heldBy(chain)?.state === 'rejected';
    if (refused) await database.updateQueue.bulkDelete(chain.map((task) => task.queueID));
    // The task before this one for the same day, while it is still in the queue.
    const previous = refused ? null : (chain[0]?.queueID ?? null);
    const knownID = local?.timesheet.timeSheetID ?? day.timeSheetID;
    // A temporary id whose POST is gone (discarded) names nothing on the server: create again.
    const exists = knownID !== null && (!isTempID(knownID) || previous !== null);
    const status = options.confirm ? ('confirmed' as const) : undefined;
    const taskName = t(options.confirm ? 'ts.task.confirm' : 'ts.task.save', { date: day.timeSheetDate });
    let timeSheetID: number;
    if (exists) {
      timeSheetID = knownID;
      const save = updateTimesheetTask(
        timeSheetID,
        { ...day, timeSheetID, ...(status && { status }) },
        { taskName, dependsOn: previous },
        baseOfSave(local, chain), // TSX-1: the server's copy this edit started from
      );
      await addTask(database, save, { queueID, now });
    } else {
      timeSheetID = -queueID;
      const create = createTimesheetTask(
        { ...day, timeSheetID: null, ...(status && { status }) },
        { taskName, dependsOn: null, creates: { tempID: timeSheetID, answerField: 'timeSheetID' } },
      );
      await addTask(database, create, { queueID, now });
    }
    const stored: Timesheet = {
      ...day,
      timeSheetID,
      status: status ?? local?.timesheet.status ?? 'draft',
    };
    await writeLocalTimesheet({ timesheet: stored, queueID }, database);
    return { timeSheetID, queueID };
  });
  if ('owner' in saved) return { ok: false, reason: 'otherUser', owner: saved.owner, results: [] };
  wakeQueue();
  return { ok: true, ...saved };
}
