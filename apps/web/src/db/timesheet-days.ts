// TS-1/TS-2: the timesheet days on the device, store `timesheetDays`, one record a date. A day
// whose `queueID` task is still in the queue holds a change not sent yet; week sync never
// overwrites it (the device wins until its task is sent, then the server's answer replaces it:
// queue/effects.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import type { Timesheet } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import type { LocalTimesheet, TimesheetDayRecord } from './records';
import { guardWrite } from './storage-errors';
import { type HeldDay, dayChain, heldBy } from './timesheets-chain';

const asLocal = ({ timesheet, queueID }: TimesheetDayRecord): LocalTimesheet => ({ timesheet, queueID });

export async function readLocalTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
): Promise<LocalTimesheet | null> {
  const day = await database.timesheetDays.get(date);
  return day ? asLocal(day) : null;
}

/**
 * Call inside a transaction with `timesheetDays`, or on its own. Not guarded here: the caller
 * decides who tells of a full disk (FIELD-7): the day screens for a save, guardWrite for sync and
 * the queue's answers, so it is told once.
 */
export function writeLocalTimesheet(local: LocalTimesheet, database: FieldOpsDatabase = db) {
  const { timesheet, queueID } = local;
  const date = timesheet.timeSheetDate;
  return database.timesheetDays.put({ date, foremanID: timesheet.foremanID ?? null, timesheet, queueID });
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
): Promise<'stored' | 'kept'> {
  return guardWrite(() =>
    database.transaction('rw', [database.timesheetDays, database.updateQueue], async () => {
      const local = await readLocalTimesheet(date, database);
      if (await hasQueuedChange(local, database)) return 'kept';
      if (timesheet) await writeLocalTimesheet({ timesheet, queueID: null }, database);
      else if (local) await database.timesheetDays.delete(date);
      return 'stored';
    }),
  );
}

/** The newest timesheet on the device dated before `date` (for "copy previous day"). */
export async function readPreviousTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
): Promise<LocalTimesheet | null> {
  const last = await database.timesheetDays.where('date').below(date).last();
  return last ? asLocal(last) : null;
}

/** A day as the calendar shows it: `queueID` null once its task is gone (sent or discarded). */
export type CalendarDay = LocalTimesheet & { held: HeldDay | null };

/** Timesheets of the dates given, by date; undefined while loading. */
export function useTimesheets(dates: readonly string[]): Record<string, CalendarDay> | undefined {
  const key = dates.join(',');
  return useLiveQuery(async () => {
    const byDate: Record<string, CalendarDay> = {};
    for (const day of await db.timesheetDays.bulkGet(key.split(','))) {
      if (!day) continue;
      const chain = await dayChain(day, db);
      byDate[day.date] = { ...asLocal(day), queueID: chain[0]?.queueID ?? null, held: heldBy(chain) };
    }
    return byDate;
  }, [key]);
}

/**
 * TS-1: the server's answer to a sent timesheet task (inside the queue's success transaction, the
 * task already deleted): it replaces the day, unless a newer change is still queued; then the
 * device's day stays and only learns the server's id.
 */
export function applyTimesheetAnswer(answer: Timesheet, database: FieldOpsDatabase = db) {
  return guardWrite(async () => {
    const local = await readLocalTimesheet(answer.timeSheetDate, database);
    if (local && (await hasQueuedChange(local, database))) {
      const timesheet = { ...local.timesheet, timeSheetID: answer.timeSheetID };
      await writeLocalTimesheet({ ...local, timesheet }, database);
    } else {
      await writeLocalTimesheet({ timesheet: answer, queueID: null }, database);
    }
  });
}

/** On log out (timesheets-cache.ts): the days, except those only the queue can still deliver. */
export async function clearSentTimesheetDays(database: FieldOpsDatabase): Promise<void> {
  for (const day of await database.timesheetDays.toArray()) {
    if (!(await hasQueuedChange(day, database))) await database.timesheetDays.delete(day.date);
  }
}
