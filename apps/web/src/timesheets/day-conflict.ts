// TSX-1: the day's save that waits for the foreman's pick (save-conflict.ts), and
// the conflicts as the day on the device has them now: a later edit of the day may have settled
// some (the foreman typed the server's value), so they are merged again on every read.
import { useLiveQuery } from '../db/live-query';
import { mergeTimesheets } from '@fieldops/contract';
import { isTimesheetTask } from './save-versions';
import { type FieldOpsDatabase, db } from '../db/database';
import { readLocalTimesheet } from './days';
import { dayChain } from './chain';

/** `foremanID`: whose day (TSX-5); omitted, the signed-in user's. */
export async function readDayConflict(date: string, database: FieldOpsDatabase = db, foremanID?: number) {
  const local = await readLocalTimesheet(date, database, foremanID);
  const held = (await dayChain(local, database)).at(-1);
  if (!local || !isTimesheetTask(held) || !held.timesheetConflict) return null;
  const { base, current } = held.timesheetConflict;
  return {
    queueID: held.queueID,
    current,
    conflicts: mergeTimesheets(base, local.timesheet, current).conflicts,
  };
}

export function useDayConflict(date: string, foremanID?: number) {
  return useLiveQuery(() => readDayConflict(date, db, foremanID), [date, foremanID]);
}
