// MISC-3: when this device last synced its jobs and its folders, for the Device page. Job sync
// writes `lastJobUpdate` (db/jobs.ts), folder sync `lastFolderSync` (file-sync). null means never.
import { useLiveQuery } from './live-query';
import { readSetting } from './settings';

export interface SyncTimes {
  lastJobSync: string | null;
  lastFolderSync: string | null;
}

/** The job sync keeps the server's time as it came; shown only when it reads as a time. */
function asTime(value: string | undefined): string | null {
  if (value !== undefined && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

/** undefined while loading. */
export function useSyncTimes(): SyncTimes | undefined {
  return useLiveQuery(
    async () => ({
      lastJobSync: asTime(await readSetting('lastJobUpdate')),
      lastFolderSync: asTime(await readSetting('lastFolderSync')),
    }),
    [],
  );
}
