// TS-1/TS-2: everything a timesheet screen needs for one date, read together (offline by
// construction), so a day shows complete or not at all: the day (days.ts), its chain of saves
// (chain.ts), the crew the foreman has met (db/crew-roster.ts), the foreman's jobs and defaults
// (week-store.ts), the draft (drafts.ts) and the rules in force (rule-sets.ts).
import {
  addDays,
  type ForemanLookupEntry,
  type RuleSet,
  type Timesheet,
  type UserData,
  type UserTimesheetDefaults,
} from '@fieldops/contract';
import { readCompanyTimeZone } from '../db/company-time-zone';
import { type CrewRoster, readCrewRoster } from '../db/crew-roster';
import { type FieldOpsDatabase, db } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import { readForemen } from '../db/lookups';
import type { LocalTimesheet, TimesheetJobChoice } from '../db/records';
import { readSessionUser } from '../db/session-user';
import { type HeldDay, dayChain, heldBy, otherOwner } from './chain';
import { dayForeman, hasQueuedChange, readLocalTimesheet } from './days';
import { readTimesheetDraft, type TimesheetDraft } from './drafts';
import { readRulesOn } from './rule-sets';
import { readTimesheetJobs, readUserTimesheetDefaults } from './week-store';

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
