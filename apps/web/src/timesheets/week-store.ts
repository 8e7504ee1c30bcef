// TS-2: what the week sync keeps beside the days: the foreman's jobs (`timesheetJobs`, one list
// over every date asked: jobs outlive a day), the server's subsistence per date
// (`crewSubsistence`) and the signed-in user's timesheet defaults (a setting).
import {
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type JobFolder,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import type { SubsistenceDay, TimesheetJobChoice } from '../db/records';
import { readSetting, writeSetting } from '../db/settings';
import { guardWrite } from '../db/storage-errors';
import { putChanged, putIfChanged } from '../db/unchanged-writes';

export type CachedSubsistence = Omit<SubsistenceDay, 'date'>;

export async function saveUserTimesheetDefaults(
  defaults: UserTimesheetDefaults,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() => writeSetting('timesheetDefaults', defaults, database));
}

export async function readUserTimesheetDefaults(database: FieldOpsDatabase = db) {
  return (await readSetting('timesheetDefaults', database)) ?? DEFAULT_USER_TIMESHEET_DEFAULTS;
}

/** The foreman's jobs, by job id. */
export async function readTimesheetJobs(database: FieldOpsDatabase = db): Promise<TimesheetJobChoice[]> {
  return database.timesheetJobs.toArray();
}

export async function saveTimesheetJobs(jobs: readonly JobFolder[], database: FieldOpsDatabase = db) {
  const choices = jobs.map(({ jobID, jobNumber, address1, city }) => ({ jobID, jobNumber, address1, city }));
  await guardWrite(() => putChanged(database.timesheetJobs, choices));
}

export async function saveSubsistence(
  date: string,
  value: CachedSubsistence,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() => putIfChanged(database.crewSubsistence, { date, ...value }));
}

export function useSubsistence(date: string): CachedSubsistence | null | undefined {
  return useLiveQuery(async () => {
    const day = await db.crewSubsistence.get(date);
    return day ? { timeSheetID: day.timeSheetID, entries: day.entries } : null;
  }, [date]);
}
