// On log out, the signed-out foreman's timesheet copies leave the device: the next person to sign
// in on a shared tablet must not see someone else's week. A day whose change still waits in the
// queue stays, because only the queue can deliver it (nothing a user enters is ever lost).
import type { FieldOpsDatabase } from './database';
import {
  SESSION_USER_KEY,
  TIMESHEET_CREW_KEY,
  TIMESHEET_DEFAULTS_KEY,
  TIMESHEET_JOBS_KEY,
  TIMESHEET_PREFIX,
  type LocalTimesheet,
  hasQueuedChange,
  subsistenceKey,
} from './timesheets';

/** Runs inside the caller's transaction, which must include `settings` and `updateQueue`. */
export async function clearTimesheetCache(database: FieldOpsDatabase): Promise<void> {
  await database.settings.bulkDelete([
    SESSION_USER_KEY,
    TIMESHEET_CREW_KEY,
    TIMESHEET_DEFAULTS_KEY,
    TIMESHEET_JOBS_KEY,
  ]);
  await database.settings.where('key').startsWith(subsistenceKey('')).delete();
  const days = await database.settings.where('key').startsWith(TIMESHEET_PREFIX).toArray();
  for (const day of days) {
    if (!(await hasQueuedChange(day.value as LocalTimesheet, database))) {
      await database.settings.delete(day.key);
    }
  }
}
