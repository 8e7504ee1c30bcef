// On log out, the signed-out foreman's timesheet copies leave the device: the next person to sign
// in on a shared tablet must not see someone else's week. A day whose change still waits in the
// queue stays, because only the queue can deliver it (nothing a user enters is ever lost).
import type { FieldOpsDatabase } from './database';
import { deleteSettings } from './settings';
import { clearSentTimesheetDays } from './timesheet-days';

/** The stores clearTimesheetCache touches: its caller's transaction must include them all. */
export const timesheetCacheStores = (database: FieldOpsDatabase) => [
  database.settings,
  database.updateQueue,
  database.timesheetDays,
  database.timesheetJobs,
  database.crewMembers,
  database.crewRoster,
  database.crewDaysOff,
  database.crewSubsistence,
];

export async function clearTimesheetCache(database: FieldOpsDatabase): Promise<void> {
  await deleteSettings(['sessionUser', 'timesheetDefaults', 'timesheetForeman'], database);
  await database.timesheetJobs.clear();
  await database.crewMembers.clear();
  await database.crewRoster.clear();
  await database.crewDaysOff.clear();
  await database.crewSubsistence.clear();
  await clearSentTimesheetDays(database);
}
