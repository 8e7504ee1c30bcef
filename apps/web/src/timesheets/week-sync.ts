// TS-2: the week sync. Online, for the signed-in foreman: the week's days, his jobs, the crew
// defaults (names, days off) and the server's subsistence of each day the server holds, into the
// device database; TSX-5: the crew roster, and a general foreman's overseen weeks (syncCrew). A day
// with a change still queued is never overwritten (the crew defaults fill only the roster, and the
// confirmation page shows no server subsistence for such a day). Offline nothing is asked: the
// screens read what is cached. MISC-5: timesheetNewApi on reads the week in one call
// (GET /api/TimeSheetWeek), whose days carry their crew defaults and subsistence (UX-3; an older
// server's do not, and then each day asks for them); off, the device refreshes the days it already
// holds one by one (GET /api/TimeSheets/{id}), the path devices had before the week call.
import { addDays, mondayOf, todayIn, type TimesheetWeek, type UserData } from '@fieldops/contract';
import { call } from '../api/calls';
import { networkStatus } from '../platform/network-status';
import { type FieldOpsDatabase, db } from '../db/database';
import { saveCompanyTimeZone } from '../db/company-time-zone';
import { saveCrewDefaults, saveCrewRosterList } from '../db/crew-roster';
import { readSessionUser } from '../db/session-user';
import { fetchTimesheetDefaults } from './crew-defaults-sync';
import { applyServerTimesheet, readLocalTimesheet } from './days';
import { timesheetFlags } from './flags';
import { OVERSEEN_SYNC_INTERVAL_MS, syncOverseenWeeks } from './overseen';
import { syncCompanyRules } from './rule-sets-sync';
import { saveSubsistence, saveTimesheetJobs, saveUserTimesheetDefaults } from './week-store';

export type WeekSyncEnd = 'done' | 'offline' | 'notForeman' | 'error';

/** A day as the server answered it: the week's day, or (week call off) only its timesheet. */
type ServerDay = Pick<TimesheetWeek['days'][number], 'timesheet' | 'crewDefaults' | 'subsistence'>;

/** At most this often from the sync tick; a screen asks for its week whenever it opens one. */
export const TIMESHEET_SYNC_INTERVAL_MS = 60_000;

const KEEPS_TIMESHEETS: readonly UserData['role'][] = ['foreman', 'generalForeman'];

/** The device's local date (YYYY-MM-DD): the date screens open on is the foreman's wall clock's. */
export const localDate = (at: Date = new Date()) =>
  todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, at);

export interface TimesheetSyncDeps {
  database?: FieldOpsDatabase;
  isOnline?: () => boolean;
}

export function createTimesheetSync(deps: TimesheetSyncDeps = {}) {
  const database = deps.database ?? db;
  const isOnline = deps.isOnline ?? networkStatus.getSnapshot;
  let lastTick = 0;

  async function serverDays(user: UserData, monday: string): Promise<Map<string, ServerDay>> {
    const days = new Map<string, ServerDay>();
    if (timesheetFlags.get().timesheetNewApi) {
      const week = await call('timesheetWeek', {
        params: { foremanID: user.employeeID, weekStart: monday },
      });
      await saveUserTimesheetDefaults(week.defaults, database);
      await saveCompanyTimeZone(week.timeZone, database);
      for (const day of week.days) days.set(day.date, day);
      return days;
    }
    for (let i = 0; i < 7; i++) {
      const local = await readLocalTimesheet(addDays(monday, i), database, user.employeeID);
      const id = local?.timesheet.timeSheetID;
      if (typeof id === 'number' && id > 0)
        days.set(addDays(monday, i), { timesheet: await call('timesheet', { params: { id } }) });
    }
    return days;
  }

  /** One week from its Monday; never throws (errors are logged, like the job sync: SYNC-4). */
  async function syncWeek(monday: string): Promise<WeekSyncEnd> {
    if (!isOnline()) return 'offline';
    try {
      const user = await readSessionUser(database);
      if (!user || !KEEPS_TIMESHEETS.includes(user.role)) return 'notForeman';
      const days = await serverDays(user, monday);
      for (const [date, { timesheet }] of days)
        await applyServerTimesheet(date, timesheet, database, user.employeeID);
      await saveTimesheetJobs(
        await call('timesheetJobs', { query: { foremanid: user.employeeID, startdate: monday } }),
        database,
      );
      for (const [date, day] of days) {
        const id = day.timesheet?.timeSheetID;
        if (typeof id !== 'number') continue;
        // UX-3: saved as the per-day calls' answers are; asked only when the week did not carry them.
        if (day.crewDefaults) await saveCrewDefaults(day.crewDefaults, database);
        else await fetchTimesheetDefaults({ timeSheetID: id }, database);
        const entries = day.subsistence ?? (await call('crewSubsistence', { params: { id } }));
        await saveSubsistence(date, { timeSheetID: id, entries }, database);
      }
      return 'done';
    } catch (error) {
      console.error('Timesheet sync failed', error instanceof Error ? error.message : error);
      return 'error';
    }
  }

  /**
   * TSX-5: the crew roster, and for a general foreman the weeks he oversees: apart from the week,
   * so a failure here never marks the foreman's own week failed; at most every
   * OVERSEEN_SYNC_INTERVAL_MS (a general foreman may oversee many foremen).
   */
  let lastCrewSync = -Infinity;
  async function syncCrew(monday: string, now = Date.now()): Promise<void> {
    if (!isOnline() || now - lastCrewSync < OVERSEEN_SYNC_INTERVAL_MS) return;
    try {
      const user = await readSessionUser(database);
      if (!user || !KEEPS_TIMESHEETS.includes(user.role)) return;
      lastCrewSync = now;
      await saveCrewRosterList(await call('crewRoster'), database);
      await syncOverseenWeeks(user, monday, database);
    } catch (error) {
      console.error('Crew sync failed', error instanceof Error ? error.message : error);
    }
  }

  return {
    syncWeek,
    syncCrew,
    /** From the sync tick: this week, at most every TIMESHEET_SYNC_INTERVAL_MS. */
    async tick(now = Date.now()): Promise<void> {
      if (now - lastTick < TIMESHEET_SYNC_INTERVAL_MS) return;
      lastTick = now;
      const monday = mondayOf(localDate(new Date(now)));
      await syncWeek(monday);
      await syncCompanyRules(isOnline, database);
      await syncCrew(monday, now);
    },
  };
}

export const timesheetSync = createTimesheetSync();
