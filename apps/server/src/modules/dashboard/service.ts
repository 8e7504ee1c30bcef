// MISC-1: dashboard id 1. Tiles are computed from the database; each has a stable `key` for the
// app's message catalogue. "Today" and "this week" are the company's (COMPANY_TIME_ZONE, TSX-2),
// the week starting on Monday. The dashboard owns no table: each figure is asked of the module
// whose table it counts, over the jobs the caller reaches.
import { mondayOf, startOfDayIn, todayIn, type ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../session/service.js';
import { countDevices } from '../devices/service.js';
import { countReachableJobs } from '../jobs/service.js';
import { countReachableNotesSince } from '../notes/service.js';
import { countReachableSites } from '../sites/service.js';

const ROLE_TITLES = {
  crew: 'Crew',
  foreman: 'Foreman',
  generalForeman: 'General foreman',
  reviewer: 'Reviewer',
} as const satisfies Record<AuthSession['user']['role'], string>;

/** The instants (ISO, UTC, as stored) the company's day of `now` and its week (from Monday) began. */
export function dayAndWeekStart(now: Date, timeZone: string): { day: string; week: string } {
  const today = todayIn(timeZone, now);
  return { day: startOfDayIn(today, timeZone), week: startOfDayIn(mondayOf(today), timeZone) };
}

export async function dashboard(
  db: Kysely<Database>,
  session: AuthSession,
  dashboardID: number,
  timeZone: string,
  now = new Date(),
): Promise<ProcedureAnswer<'GetDashboard'>> {
  const user = session.user;
  const { day, week } = dayAndWeekStart(now, timeZone);
  return {
    dashboardID,
    tiles: [
      { key: 'signedInAs', title: 'Signed in as', value: user.name },
      { key: 'role', title: 'Your role', value: ROLE_TITLES[user.role] },
      { key: 'openJobs', title: 'My open jobs', value: await countReachableJobs(db, user) },
      {
        key: 'erJobsThisWeek',
        title: 'ER jobs this week',
        value: await countReachableJobs(db, user, { emergencySince: week }),
      },
      { key: 'notesToday', title: 'Notes today', value: await countReachableNotesSince(db, user, day) },
      { key: 'sites', title: 'Sites on my jobs', value: await countReachableSites(db, user) },
      { key: 'myDevices', title: 'Your devices', value: await countDevices(db, user.userID) },
      { key: 'devicesRegistered', title: 'Devices registered', value: await countDevices(db) },
    ],
  };
}
