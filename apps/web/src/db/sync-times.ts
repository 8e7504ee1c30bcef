// MISC-3: when this device last synced its jobs and its folders, for the Device page. Job sync
// writes LAST_JOB_UPDATE_KEY (db/jobs.ts); folder sync writes FOLDER_SYNC_KEY. null means never.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './database';
import { LAST_JOB_UPDATE_KEY } from './jobs';

export const FOLDER_SYNC_KEY = 'folderSync.lastSync';

export interface SyncTimes {
  lastJobSync: string | null;
  lastFolderSync: string | null;
}

function asTime(value: unknown): string | null {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return null;
}

/** undefined while loading. */
export function useSyncTimes(): SyncTimes | undefined {
  return useLiveQuery(async () => {
    const [jobs, folders] = await db.settings.bulkGet([LAST_JOB_UPDATE_KEY, FOLDER_SYNC_KEY]);
    return { lastJobSync: asTime(jobs?.value), lastFolderSync: asTime(folders?.value) };
  }, []);
}
