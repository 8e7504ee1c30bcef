// TS-1/TS-2: the timesheet days on the device, store `timesheetDays`, one record per foreman and
// date (TSX-5: a shared tablet, a general foreman keeping the weeks he oversees). Every function
// takes the foreman; without one, the timesheet's own foremanID, else the signed-in user's (read
// from settings, which go with `timesheetDays` into every transaction: companion-stores.ts). A day
// whose `queueID` task is still in the queue holds a change not sent yet; week sync never
// overwrites it (the device wins until its task is sent, then the server's answer replaces it:
// queue/effects.ts).
import Dexie from 'dexie';
import { useLiveQuery } from '../db/live-query';
import type { Timesheet } from '@fieldops/contract';
import { type FieldOpsDatabase, db, UNKNOWN_FOREMAN } from '../db/database';
import type { LocalTimesheet, TimesheetDayRecord } from '../db/records';
import { guardWrite } from '../db/storage-errors';
import { putIfChanged } from '../db/unchanged-writes';
import { type HeldDay, dayChain, heldBy } from './chain';

/**
 * The timesheet names its foreman (days kept from before TSX-5 may not), so its saves go out under
 * the right one; never UNKNOWN_FOREMAN, which the server would refuse: it then takes the caller.
 */
const named = (timesheet: Timesheet, foremanID: number): Timesheet =>
  timesheet.foremanID === undefined && foremanID !== UNKNOWN_FOREMAN
    ? { ...timesheet, foremanID }
    : timesheet;

const asLocal = ({ timesheet, queueID, foremanID }: TimesheetDayRecord): LocalTimesheet => ({
  timesheet: named(timesheet, foremanID),
  queueID,
});

/**
 * The foreman named, else the signed-in user (UNKNOWN_FOREMAN when nobody is). A Dexie promise,
 * not an async function: awaited inside a live query, a native promise loses the query's zone and
 * the reads after it would no longer be watched.
 */
export function dayForeman(
  foremanID: number | null | undefined,
  database: FieldOpsDatabase = db,
): Promise<number> {
  if (typeof foremanID === 'number') return Dexie.Promise.resolve(foremanID);
  return database.settings.get('sessionUser').then((row) => row?.sessionUser?.employeeID ?? UNKNOWN_FOREMAN);
}

export async function readLocalTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
  foremanID?: number | null,
): Promise<LocalTimesheet | null> {
  const day = await database.timesheetDays.get([await dayForeman(foremanID, database), date]);
  return day ? asLocal(day) : null;
}

/**
 * Call inside a transaction with `timesheetDays`, or on its own. Not guarded here: the caller
 * decides who tells of a full disk (FIELD-7): the day screens for a save, guardWrite for sync and
 * the queue's answers, so it is told once.
 */
export async function writeLocalTimesheet(
  local: LocalTimesheet,
  database: FieldOpsDatabase = db,
  foreman?: number | null,
) {
  const { queueID } = local;
  const foremanID = await dayForeman(foreman ?? local.timesheet.foremanID, database);
  const timesheet = named(local.timesheet, foremanID);
  // TRUST-11: a day equal to the one stored is not written again (the week sync answers it every minute).
  await putIfChanged(database.timesheetDays, {
    date: timesheet.timeSheetDate,
    foremanID,
    timesheet,
    queueID,
  });
}

/** Whether the record holds a change whose task is still in the queue. */
export async function hasQueuedChange(
  local: LocalTimesheet | null,
  database: FieldOpsDatabase = db,
): Promise<boolean> {
  return local?.queueID != null && (await database.updateQueue.get(local.queueID)) !== undefined;
}

/**
 * SYNC for one day: the server's timesheet (or none) replaces the device's, unless the device
 * holds a change still queued. One transaction with the queue, so a task added meanwhile wins.
 */
export async function applyServerTimesheet(
  date: string,
  timesheet: Timesheet | null,
  database: FieldOpsDatabase = db,
  foreman?: number | null,
): Promise<'stored' | 'kept'> {
  return guardWrite(() =>
    database.transaction('rw', [database.timesheetDays, database.updateQueue], async () => {
      const foremanID = await dayForeman(foreman ?? timesheet?.foremanID, database);
      const local = await readLocalTimesheet(date, database, foremanID);
      if (await hasQueuedChange(local, database)) return 'kept';
      if (timesheet) await writeLocalTimesheet({ timesheet, queueID: null }, database, foremanID);
      else if (local) await database.timesheetDays.delete([foremanID, date]);
      return 'stored';
    }),
  );
}

/** The foreman's newest timesheet on the device dated before `date` (for "copy previous day"). */
export async function readPreviousTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
  foreman?: number | null,
): Promise<LocalTimesheet | null> {
  const foremanID = await dayForeman(foreman, database);
  const last = await database.timesheetDays
    .where('[foremanID+date]')
    .between([foremanID, ''], [foremanID, date])
    .last();
  return last ? asLocal(last) : null;
}

/** A day as the calendar shows it: `queueID` null once its task is gone (sent or discarded). */
export type CalendarDay = LocalTimesheet & { held: HeldDay | null };

/** The foreman's timesheets of the dates given, by date; undefined while loading. */
export function useTimesheets(
  dates: readonly string[],
  foreman?: number | null,
): Record<string, CalendarDay> | undefined {
  const key = dates.join(',');
  return useLiveQuery(async () => {
    const byDate: Record<string, CalendarDay> = {};
    const foremanID = await dayForeman(foreman, db);
    const keys = key.split(',').map((date): [number, string] => [foremanID, date]);
    for (const day of await db.timesheetDays.bulkGet(keys)) {
      if (!day) continue;
      const chain = await dayChain(day, db);
      byDate[day.date] = { ...asLocal(day), queueID: chain[0]?.queueID ?? null, held: heldBy(chain) };
    }
    return byDate;
  }, [key, foreman]);
}

/**
 * TS-1: the server's answer to a sent timesheet task (inside the queue's success transaction, the
 * task already deleted): it replaces the day, unless a newer change is still queued; then the
 * device's day stays and only learns the server's id.
 */
export function applyTimesheetAnswer(answer: Timesheet, database: FieldOpsDatabase = db) {
  return guardWrite(async () => {
    const foremanID = await dayForeman(answer.foremanID, database);
    const date = answer.timeSheetDate;
    // A day saved while nobody could be named (UNKNOWN_FOREMAN) now has its foreman: it moves.
    const unnamed =
      foremanID === UNKNOWN_FOREMAN ? undefined : await database.timesheetDays.get([UNKNOWN_FOREMAN, date]);
    if (unnamed) await database.timesheetDays.delete([UNKNOWN_FOREMAN, date]);
    const local =
      (await readLocalTimesheet(date, database, foremanID)) ?? (unnamed ? asLocal(unnamed) : null);
    if (local && (await hasQueuedChange(local, database))) {
      const timesheet = { ...local.timesheet, timeSheetID: answer.timeSheetID };
      await writeLocalTimesheet({ ...local, timesheet }, database, foremanID);
    } else {
      await writeLocalTimesheet({ timesheet: answer, queueID: null }, database, foremanID);
    }
  });
}
