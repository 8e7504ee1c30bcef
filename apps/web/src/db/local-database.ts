// START-2: opening the device database at start, and asking for persistent storage (DB-3).
import type { Startable } from '../start/startable';
import { db } from './database';
import { clearFolderCache, folderCacheStores } from './folder-files';
import { clearJobContent, jobContentStores } from './job-content';
import { requestPersistentStorage } from './persist';
import { clearCachedPdfs } from './reports';
import { deleteSettings } from './settings';

export const localDatabase: Startable = {
  name: 'local database',
  async start() {
    await db.open();
    await requestPersistentStorage();
  },
};

/**
 * On log out: drop what belongs to the signed-out user: their menu, dashboard, and the server's
 * copies of their jobs with the sync position, the report PDFs they viewed, their timesheet copies
 * (the next user syncs from 1/1/2024), their drive folders and documents. Kept: the update queue
 * and the records only it can deliver (jobs made offline, id below 0, with their comments;
 * timesheet days with a queued change; files waiting to be uploaded), so log-out never loses a
 * change (QUEUE-9).
 */
export async function clearUserCache(): Promise<void> {
  const stores = new Set([
    db.menuItems,
    db.dashboard,
    db.jobs,
    db.comments,
    db.settings,
    db.updateQueue,
    db.timesheetDays,
    db.timesheetJobs,
    db.crewMembers,
    db.crewRoster,
    db.crewDaysOff,
    db.crewSubsistence,
    ...folderCacheStores(db),
    ...jobContentStores(db),
  ]);
  await db.transaction('rw', [...stores], async () => {
    await db.menuItems.clear();
    await clearCachedPdfs(db);
    await db.dashboard.clear();
    await db.jobs.where('jobID').above(0).delete();
    await db.comments.where('jobID').above(0).delete();
    await db.deviceNotes.where('jobID').above(0).delete(); // db.comments brings deviceNotes
    await deleteSettings(['lastJobUpdate', 'sessionUser', 'timesheetDefaults', 'timesheetForeman']);
    await clearTimesheetCopies();
    await clearFolderCache(db);
    await clearJobContent(db); // OFF-2: the server's reports and photo copies
  });
}

/**
 * The signed-out foreman's timesheet copies: the next person to sign in on a shared tablet must
 * not see someone else's week. Here rather than in src/timesheets, which sits above the device
 * database: log out is a sweep over stores. A day whose save still waits in the queue stays.
 */
async function clearTimesheetCopies(): Promise<void> {
  await db.timesheetJobs.clear();
  await db.crewMembers.clear();
  await db.crewRoster.clear();
  await db.crewDaysOff.clear();
  await db.crewSubsistence.clear();
  for (const day of await db.timesheetDays.toArray()) {
    const queued = day.queueID != null && (await db.updateQueue.get(day.queueID)) !== undefined;
    if (!queued) await db.timesheetDays.delete([day.foremanID, day.date]);
  }
}
