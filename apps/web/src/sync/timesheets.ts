// TS-2: the week sync. Online, for the signed-in foreman: the week's days, his jobs, the crew
// defaults (names, days off) and the server's subsistence of each day the server holds, into the
// device database. A day with a change still queued is never overwritten. Offline nothing is asked:
// the screens read what is cached. MISC-5: timesheetNewApi on reads the week in one call
// (GET /api/TimeSheetWeek); off, the device refreshes the days it already holds one by one
// (GET /api/TimeSheets/{id}), the path devices had before the week call.
import { addDays, mondayOf, todayIn, type Timesheet, type UserData } from '@fieldops/contract';
import { call } from '../api/calls';
import { networkStatus } from '../platform/network-status';
import { type FieldOpsDatabase, db } from '../db/database';
import {
  applyServerTimesheet,
  readLocalTimesheet,
  readSessionUser,
  saveCompanyTimeZone,
  saveSubsistence,
  saveTimesheetJobs,
  saveUserTimesheetDefaults,
} from '../db/timesheets';
import { syncCompanyRules } from './company-rules';
import { fetchTimesheetDefaults } from './timesheets-defaults';
import { timesheetFlags } from './timesheets-flags';

export type WeekSyncEnd = 'done' | 'offline' | 'notForeman' | 'error';

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

  async function serverDays(user: UserData, monday: string): Promise<Map<string, Timesheet | null>> {
    const days = new Map<string, Timesheet | null>();
    if (timesheetFlags.get().timesheetNewApi) {
      const week = await call('timesheetWeek', {
        params: { foremanID: user.employeeID, weekStart: monday },
      });
      await saveUserTimesheetDefaults(week.defaults, database);
      await saveCompanyTimeZone(week.timeZone, database);
      for (const day of week.days) days.set(day.date, day.timesheet);
      return days;
    }
    for (let i = 0; i < 7; i++) {
      const id = (await readLocalTimesheet(addDays(monday, i), database))?.timesheet.timeSheetID;
      if (typeof id === 'number' && id > 0)
        days.set(addDays(monday, i), await call('timesheet', { params: { id } }));
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
      for (const [date, timesheet] of days) await applyServerTimesheet(date, timesheet, database);
      await saveTimesheetJobs(
        await call('timesheetJobs', { query: { foremanid: user.employeeID, startdate: monday } }),
        database,
      );
      for (const [date, timesheet] of days) {
        const id = timesheet?.timeSheetID;
        if (typeof id !== 'number') continue;
        await fetchTimesheetDefaults({ timeSheetID: id }, database);
        const entries = await call('crewSubsistence', { params: { id } });
        await saveSubsistence(date, { timeSheetID: id, entries }, database);
      }
      return 'done';
    } catch (error) {
      console.error('Timesheet sync failed', error instanceof Error ? error.message : error);
      return 'error';
    }
  }

  return {
    syncWeek,
    /** From the sync tick: this week, at most every TIMESHEET_SYNC_INTERVAL_MS. */
    async tick(now = Date.now()): Promise<void> {
      if (now - lastTick < TIMESHEET_SYNC_INTERVAL_MS) return;
      lastTick = now;
      await syncWeek(mondayOf(localDate(new Date(now))));
      await syncCompanyRules(isOnline, database);
    },
  };
}

export const timesheetSync = createTimesheetSync();
