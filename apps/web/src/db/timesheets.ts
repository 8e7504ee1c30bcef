// TS-1/TS-2: what the timesheet screens need offline, each kind in its store: the days
// (timesheet-days.ts), the crew the foreman has met (`crewMembers`, `crewDaysOff`), the foreman's
// jobs (`timesheetJobs`) and the server's subsistence per date (`crewSubsistence`); the signed-in
// user and their timesheet defaults are settings. Screens read a whole date at once
// (readTimesheetDay), so a day shows complete or not at all.
import { useLiveQuery } from './live-query';
import {
  addDays,
  DEFAULT_COMPANY_TIME_ZONE,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type ForemanLookupEntry,
  type JobFolder,
  type RuleSet,
  type Timesheet,
  type UserData,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import { readRulesOn } from './company-rules';
import { type CrewRoster, readCrewRoster } from './crew-roster';
import { type FieldOpsDatabase, db } from './database';
import { readForemen } from './lookups';
import type { LocalTimesheet, SubsistenceDay, TimesheetJobChoice } from './records';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';
import { putChanged, putIfChanged } from './unchanged-writes';
import { dayForeman, hasQueuedChange, readLocalTimesheet } from './timesheet-days';
import { readTimesheetDraft, type TimesheetDraft } from './timesheet-drafts';
import { type HeldDay, dayChain, heldBy, otherOwner } from './timesheets-chain';

export {
  applyServerTimesheet,
  dayForeman,
  applyTimesheetAnswer,
  type CalendarDay,
  hasQueuedChange,
  readLocalTimesheet,
  readPreviousTimesheet,
  useTimesheets,
  writeLocalTimesheet,
} from './timesheet-days';
export type { LocalTimesheet, TimesheetJobChoice } from './records';
export {
  type CrewPerson,
  type CrewRoster,
  readCrewRoster,
  saveCrewDefaults,
  saveCrewRosterList,
} from './crew-roster';

export type CachedSubsistence = Omit<SubsistenceDay, 'date'>;

export async function saveSessionUser(user: UserData, database: FieldOpsDatabase = db): Promise<void> {
  await guardWrite(() => writeSetting('sessionUser', user, database));
}

export async function readSessionUser(database: FieldOpsDatabase = db): Promise<UserData | null> {
  return (await readSetting('sessionUser', database)) ?? null;
}

export function useSessionUser(): UserData | null | undefined {
  return useLiveQuery(async () => readSessionUser(), []);
}

export async function saveUserTimesheetDefaults(
  defaults: UserTimesheetDefaults,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() => writeSetting('timesheetDefaults', defaults, database));
}

export async function readUserTimesheetDefaults(database: FieldOpsDatabase = db) {
  return (await readSetting('timesheetDefaults', database)) ?? DEFAULT_USER_TIMESHEET_DEFAULTS;
}

/** TSX-2: the company's zone as the server last said it; America/New_York before the first week sync. */
export async function saveCompanyTimeZone(timeZone: string, database: FieldOpsDatabase = db): Promise<void> {
  await guardWrite(() => writeSetting('companyTimeZone', timeZone, database));
}

export async function readCompanyTimeZone(database: FieldOpsDatabase = db): Promise<string> {
  return (await readSetting('companyTimeZone', database)) ?? DEFAULT_COMPANY_TIME_ZONE;
}

/** The foreman's jobs, by job id. */
export async function readTimesheetJobs(database: FieldOpsDatabase = db): Promise<TimesheetJobChoice[]> {
  return database.timesheetJobs.toArray();
}

/**
 * The job choices of a day: the signed-in foreman's jobs, plus any job the day names that is not
 * among them, from the device's job list. A general foreman looking at another foreman's day
 * (TSX-5) then reads "J-4101 · 1200 SE Division St", not "#11", offline.
 */
async function readDayJobs(
  local: LocalTimesheet | null,
  database: FieldOpsDatabase,
): Promise<TimesheetJobChoice[]> {
  const own = await readTimesheetJobs(database);
  const known = new Set(own.map((j) => j.jobID));
  const missing = [...new Set((local?.timesheet.jobs ?? []).map((j) => j.jobID))].filter(
    (id) => !known.has(id),
  );
  if (missing.length === 0) return own;
  const found = (await database.jobs.bulkGet(missing)).flatMap((job) =>
    job ? [{ jobID: job.jobID, jobNumber: job.jobNumber, address1: job.address1, city: job.city }] : [],
  );
  return [...own, ...found];
}

/** TS-2: the foreman's jobs, kept as one list over every date asked (jobs outlive a day). */
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

/** Everything a timesheet screen needs for one date, read together (offline by construction). */
export interface TimesheetDay {
  date: string;
  /** TSX-5: whose day it is (UNKNOWN_FOREMAN while nobody is signed in); set by readTimesheetDay. */
  foremanID?: number;
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
  /** TSX-2: the company's zone: new days are stamped with it, days without one are measured in it. */
  companyTimeZone: string;
  /** TSX-4: the signed-in account's unsaved edits of this date, restored by the day editor. */
  draft: TimesheetDraft | null;
  /** TSX-6: the company's rule set in force on this date (the first set before any sync). */
  rules?: RuleSet;
}

/**
 * `foreman`: whose day (TSX-5: a general foreman opens the days of a foreman he oversees); omitted,
 * the signed-in user's.
 */
export async function readTimesheetDay(
  date: string,
  database: FieldOpsDatabase = db,
  foreman?: number | null,
): Promise<TimesheetDay> {
  const foremanID = await dayForeman(foreman, database);
  const local = await readLocalTimesheet(date, database, foremanID);
  const around = await Promise.all(
    [-1, 1].map((d) => readLocalTimesheet(addDays(date, d), database, foremanID)),
  );
  const chain = await dayChain(local, database);
  const user = await readSessionUser(database);
  return {
    date,
    foremanID,
    local,
    queued: await hasQueuedChange(local, database),
    held: heldBy(chain),
    otherUser: otherOwner(chain, user?.email),
    user,
    defaults: await readUserTimesheetDefaults(database),
    roster: await readCrewRoster(database),
    jobs: await readDayJobs(local, database),
    // db/lookups.ts reads the app's database (the only one the app opens).
    foremen: await readForemen(),
    neighbours: around.flatMap((x) => (x ? [x.timesheet] : [])),
    companyTimeZone: await readCompanyTimeZone(database),
    draft: await readTimesheetDraft(user?.email, date, database),
    rules: await readRulesOn(
      date,
      database,
      local?.timesheet.status === 'confirmed' ? local.timesheet.ruleSetID : undefined,
    ),
  };
}

/** undefined while loading. */
export function useTimesheetDay(date: string, foreman?: number | null): TimesheetDay | undefined {
  return useLiveQuery(() => readTimesheetDay(date, db, foreman), [date, foreman]);
}

/** TSX-5: the foremen of the lookup tables, for a general foreman's pick; undefined while loading. */
export function useLookupForemen(): ForemanLookupEntry[] | undefined {
  return useLiveQuery(() => readForemen(), []);
}

/** TSX-5: a general foreman's pick of whose days to see (null: his own); kept until log out. */
export async function saveTimesheetForeman(foremanID: number | null, database: FieldOpsDatabase = db) {
  await guardWrite(() => writeSetting('timesheetForeman', foremanID, database));
}

/** The pick, or null; undefined while loading. Only a general foreman's pick counts. */
export function useTimesheetForeman(): number | null | undefined {
  // One Dexie read: the live query watches both rows.
  return useLiveQuery(async () => {
    const [user, pick] = await db.settings.bulkGet(['sessionUser', 'timesheetForeman']);
    return user?.sessionUser?.role === 'generalForeman' ? (pick?.timesheetForeman ?? null) : null;
  }, []);
}
