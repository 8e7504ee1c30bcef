// TS-1/TS-2: timesheets on the device, in the `settings` store (no schema change, DB-1 stays at
// version 45): one record per date under `timesheet:{date}`, the signed-in user under
// SESSION_USER_KEY, the user's timesheet defaults under TIMESHEET_DEFAULTS_KEY, and what the
// screens need offline: the crew the foreman has met (names, known days off), the foreman's jobs
// and the server's subsistence per date. A record with a `queueID` whose task is still in the
// queue holds a change not sent yet; week sync never overwrites it (the device wins until its task
// is sent, then the server's answer replaces it: queue/effects.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import {
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type DayOff,
  type ForemanLookupEntry,
  type JobFolder,
  type Subsistence,
  type Timesheet,
  type TimesheetDefaults,
  type UserData,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { readLookupTables } from './lookups';
import { type HeldDay, dayChain, heldBy, otherOwner } from './timesheets-chain';
import { guardWrite } from './storage-errors';

export const TIMESHEET_PREFIX = 'timesheet:';
export const SESSION_USER_KEY = 'session.user';
export const TIMESHEET_DEFAULTS_KEY = 'timesheet.defaults';
export const TIMESHEET_CREW_KEY = 'timesheet.crew';
export const TIMESHEET_JOBS_KEY = 'timesheet.jobs';
export const timesheetKey = (date: string) => `${TIMESHEET_PREFIX}${date}`;
export const subsistenceKey = (date: string) => `timesheet.subsistence:${date}`;

export interface LocalTimesheet {
  timesheet: Timesheet;
  /** The newest task that carries this timesheet to the server; null once sent. */
  queueID: number | null;
}

/** Everyone the device has met on a timesheet: names for the pickers, days off for the rules. */
export interface CrewRoster {
  people: Record<number, { employeeID: number; name: string }>;
  daysOff: DayOff[];
}

/** A job the foreman may put on a timesheet (the few fields the pickers show). */
export type TimesheetJobChoice = Pick<JobFolder, 'jobID' | 'jobNumber' | 'address1' | 'city'>;

export interface CachedSubsistence {
  timeSheetID: number;
  entries: Subsistence[];
}

const stamp = () => new Date().toISOString();
const put = (database: FieldOpsDatabase, key: string, value: unknown) =>
  guardWrite(() => database.settings.put({ key, value, updatedAt: stamp() }));

export async function readLocalTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
): Promise<LocalTimesheet | null> {
  const value = (await database.settings.get(timesheetKey(date)))?.value;
  return value ? (value as LocalTimesheet) : null;
}

export function writeLocalTimesheet(local: LocalTimesheet, database: FieldOpsDatabase = db) {
  return put(database, timesheetKey(local.timesheet.timeSheetDate), local);
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
    database.transaction('rw', [database.settings, database.updateQueue], async () => {
      const local = await readLocalTimesheet(date, database);
      if (await hasQueuedChange(local, database)) return 'kept';
      if (timesheet) await writeLocalTimesheet({ timesheet, queueID: null }, database);
      else if (local) await database.settings.delete(timesheetKey(date));
      return 'stored';
    }),
  );
}

/** The newest timesheet on the device dated before `date` (for "copy previous day"). */
export async function readPreviousTimesheet(
  date: string,
  database: FieldOpsDatabase = db,
): Promise<LocalTimesheet | null> {
  const rows = await database.settings
    .where('key')
    .between(TIMESHEET_PREFIX, timesheetKey(date), true, false)
    .toArray();
  const last = rows.at(-1);
  return last ? (last.value as LocalTimesheet) : null;
}

/** A day as the calendar shows it: `queueID` null once its task is gone (sent or discarded). */
export type CalendarDay = LocalTimesheet & { held: HeldDay | null };

/** Timesheets of the dates given, by date; undefined while loading. */
export function useTimesheets(dates: readonly string[]): Record<string, CalendarDay> | undefined {
  const key = dates.join(',');
  return useLiveQuery(async () => {
    const wanted = key.split(',');
    const rows = await db.settings.bulkGet(wanted.map(timesheetKey));
    const byDate: Record<string, CalendarDay> = {};
    for (const [i, row] of rows.entries()) {
      if (!row) continue;
      const local = row.value as LocalTimesheet;
      const chain = await dayChain(local, db);
      byDate[wanted[i]!] = { ...local, queueID: chain[0]?.queueID ?? null, held: heldBy(chain) };
    }
    return byDate;
  }, [key]);
}

export async function saveSessionUser(user: UserData, database: FieldOpsDatabase = db): Promise<void> {
  await put(database, SESSION_USER_KEY, user);
}

export async function readSessionUser(database: FieldOpsDatabase = db): Promise<UserData | null> {
  const value = (await database.settings.get(SESSION_USER_KEY))?.value;
  return value ? (value as UserData) : null;
}

export function useSessionUser(): UserData | null | undefined {
  return useLiveQuery(async () => readSessionUser(), []);
}

export async function saveUserTimesheetDefaults(
  defaults: UserTimesheetDefaults,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await put(database, TIMESHEET_DEFAULTS_KEY, defaults);
}

export async function readUserTimesheetDefaults(database: FieldOpsDatabase = db) {
  const value = (await database.settings.get(TIMESHEET_DEFAULTS_KEY))?.value;
  return value ? (value as UserTimesheetDefaults) : DEFAULT_USER_TIMESHEET_DEFAULTS;
}

export async function readCrewRoster(database: FieldOpsDatabase = db): Promise<CrewRoster> {
  const value = (await database.settings.get(TIMESHEET_CREW_KEY))?.value;
  return value ? (value as CrewRoster) : { people: {}, daysOff: [] };
}

/** TS-4: a defaults answer adds its people (and their day-off state that date) to the roster. */
export async function saveCrewDefaults(
  defaults: TimesheetDefaults,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const roster = await readCrewRoster(database);
    const date = defaults.timeSheetDate;
    const named = new Set(defaults.crew.map((c) => c.employeeID));
    const daysOff = roster.daysOff.filter((d) => d.date !== date || !named.has(d.employeeID));
    for (const c of defaults.crew) {
      roster.people[c.employeeID] = { employeeID: c.employeeID, name: c.name };
      if (c.dayOff) daysOff.push({ employeeID: c.employeeID, date });
    }
    await put(database, TIMESHEET_CREW_KEY, { people: roster.people, daysOff } satisfies CrewRoster);
  });
}

export async function readTimesheetJobs(database: FieldOpsDatabase = db): Promise<TimesheetJobChoice[]> {
  const value = (await database.settings.get(TIMESHEET_JOBS_KEY))?.value;
  return value ? Object.values(value as Record<number, TimesheetJobChoice>) : [];
}

/** TS-2: the foreman's jobs, kept as one list over every date asked (jobs outlive a day). */
export async function saveTimesheetJobs(jobs: readonly JobFolder[], database: FieldOpsDatabase = db) {
  await database.transaction('rw', database.settings, async () => {
    const byID: Record<number, TimesheetJobChoice> = {};
    for (const job of await readTimesheetJobs(database)) byID[job.jobID] = job;
    for (const { jobID, jobNumber, address1, city } of jobs)
      byID[jobID] = { jobID, jobNumber, address1, city };
    await put(database, TIMESHEET_JOBS_KEY, byID);
  });
}

export async function saveSubsistence(
  date: string,
  value: CachedSubsistence,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await put(database, subsistenceKey(date), value);
}

export function useSubsistence(date: string): CachedSubsistence | null | undefined {
  return useLiveQuery(async () => {
    const value = (await db.settings.get(subsistenceKey(date)))?.value;
    return value ? (value as CachedSubsistence) : null;
  }, [date]);
}

/** Everything a timesheet screen needs for one date, read together (offline by construction). */
export interface TimesheetDay {
  date: string;
  local: LocalTimesheet | null;
  /** The device holds a change for this date that is not sent yet. */
  queued: boolean;
  /** QUEUE-9: the day's changes wait behind a save the server refused or that failed 3 times. */
  held: HeldDay | null;
  /** Another account's unsent changes of this date (a shared device): not shown, not changed. */
  otherUser: string | null;
  user: UserData | null;
  defaults: UserTimesheetDefaults;
  roster: CrewRoster;
  jobs: TimesheetJobChoice[];
  /** TS-7: the foremen of the cached lookup tables, typed foreman or generalForeman. */
  foremen: ForemanLookupEntry[];
  /** The device's timesheets of the day before and after (overnight shifts overlap them). */
  neighbours: Timesheet[];
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function readTimesheetDay(date: string, database: FieldOpsDatabase = db): Promise<TimesheetDay> {
  const local = await readLocalTimesheet(date, database);
  const around = await Promise.all([-1, 1].map((d) => readLocalTimesheet(shiftDate(date, d), database)));
  const chain = await dayChain(local, database);
  const user = await readSessionUser(database);
  return {
    date,
    local,
    queued: await hasQueuedChange(local, database),
    held: heldBy(chain),
    otherUser: otherOwner(chain, user?.email),
    user,
    defaults: await readUserTimesheetDefaults(database),
    roster: await readCrewRoster(database),
    jobs: await readTimesheetJobs(database),
    // db/lookups.ts reads the app's database (the only one the app opens).
    foremen: (await readLookupTables())?.foremen ?? [],
    neighbours: around.flatMap((x) => (x ? [x.timesheet] : [])),
  };
}

/** undefined while loading. */
export function useTimesheetDay(date: string): TimesheetDay | undefined {
  return useLiveQuery(() => readTimesheetDay(date), [date]);
}

/**
 * TS-1: the server's answer to a sent timesheet task (inside the queue's success transaction, the
 * task already deleted): it replaces the day, unless a newer change is still queued; then the
 * device's day stays and only learns the server's id.
 */
export async function applyTimesheetAnswer(answer: Timesheet, database: FieldOpsDatabase = db) {
  const local = await readLocalTimesheet(answer.timeSheetDate, database);
  if (local && (await hasQueuedChange(local, database))) {
    const timesheet = { ...local.timesheet, timeSheetID: answer.timeSheetID };
    await writeLocalTimesheet({ ...local, timesheet }, database);
  } else {
    await writeLocalTimesheet({ timesheet: answer, queueID: null }, database);
  }
}
