// TSX-5: a general foreman keeps the weeks of the foremen he oversees on the device, so he can
// open their days with no network. Whom he oversees follows the server's rule (timesheets/
// access.ts: a general foreman reads every foreman's timesheets): the foremen of the cached
// lookup tables (TS-7). Bounded: at most OVERSEEN_FOREMEN_MAX foremen, this week and the one
// before, refreshed at most every OVERSEEN_SYNC_INTERVAL_MS; only the days (the jobs, defaults and
// subsistence the device keeps are the signed-in user's own). A day with a change still queued
// is kept, as for his own days (applyServerTimesheet).
import { addDays, type UserData } from '@fieldops/contract';
import { call } from '../api/calls';
import type { FieldOpsDatabase } from '../db/database';
import { applyServerTimesheet } from './days';

export const OVERSEEN_FOREMEN_MAX = 25;
export const OVERSEEN_WEEKS = 2;
export const OVERSEEN_SYNC_INTERVAL_MS = 10 * 60_000;

/** The foremen `user` oversees, in the lookup's order: none unless he is a general foreman. */
export async function overseenForemen(user: UserData, database: FieldOpsDatabase): Promise<number[]> {
  if (user.role !== 'generalForeman') return [];
  const foremen = await database.foremen.orderBy('position').toArray();
  return foremen
    .filter((f) => f.type === 'foreman' && f.employeeID !== user.employeeID)
    .slice(0, OVERSEEN_FOREMEN_MAX)
    .map((f) => f.employeeID);
}

/** Their weeks (Monday `monday` and the weeks before it); throws on the first failed call. */
export async function syncOverseenWeeks(user: UserData, monday: string, database: FieldOpsDatabase) {
  for (const foremanID of await overseenForemen(user, database)) {
    for (let week = 0; week < OVERSEEN_WEEKS; week++) {
      const weekStart = addDays(monday, -7 * week);
      const answer = await call('timesheetWeek', { params: { foremanID, weekStart } });
      for (const day of answer.days) await applyServerTimesheet(day.date, day.timesheet, database, foremanID);
    }
  }
}
