// FILES-1/FILES-2: what the file screens read, live, from the device alone (so they work offline).
import { useLiveQuery } from '../db/live-query';
import { db } from '../db/database';
import { resolveJobID } from '../db/job-hooks';
import type { LocalFile, LocalTrackedFolder } from '../db/report-types';
import { readSetting } from '../db/settings';
import type { QueuedTask } from '../queue/task';
import { trackTasksByFolder } from './folder-tasks';
import { isFolderDocument, readFolderNames } from './store';

export interface FolderSummary extends LocalTrackedFolder {
  name: string;
  fileCount: number;
  bytes: number;
  /** Documents on the device (their bytes stored). */
  downloaded: number;
  /** Added while the server could not be reached: this user's queued TrackFolder (else null). */
  adding: QueuedTask | null;
}

/** FILES-1: the tracked folders (not the removed ones) with their documents counted. */
export function useTrackedFolders(): FolderSummary[] | undefined {
  return useLiveQuery(async () => {
    const [folders, files, names, adds] = await Promise.all([
      db.trackedFolders.toArray(),
      db.files.toArray(),
      readFolderNames(db),
      trackTasksByFolder(db),
    ]);
    return folders
      .filter((folder) => folder.status !== 'deleted')
      .map((folder) => {
        const own = files.filter((f) => isFolderDocument(f) && f.parentFolderID === folder.folderID);
        return {
          ...folder,
          name: names[folder.folderID] ?? folder.folderID,
          fileCount: own.length,
          bytes: own.reduce((sum, f) => sum + (f.blob ? f.size : 0), 0),
          downloaded: own.filter((f) => f.blob).length,
          adding: adds.get(folder.folderID) ?? null,
        };
      })
      .sort((a, b) => (a.jobNumber ?? '~').localeCompare(b.jobNumber ?? '~') || a.name.localeCompare(b.name));
  }, []);
}

/** undefined while loading; null when the device does not keep that folder. */
export function useTrackedFolder(folderID: string): FolderSummary | null | undefined {
  const folders = useTrackedFolders();
  return folders === undefined ? undefined : (folders.find((f) => f.folderID === folderID) ?? null);
}

const byName = (a: LocalFile, b: LocalFile) => a.name.localeCompare(b.name);

/** FILES-1: the documents of one folder, by name. */
export function useFolderDocuments(folderID: string): LocalFile[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.files.filter((f) => f.parentFolderID === folderID && isFolderDocument(f)).toArray()).sort(
        byName,
      ),
    [folderID],
  );
}

async function keptFolderIDs(): Promise<Set<string>> {
  const folders = await db.trackedFolders.toArray();
  return new Set(folders.filter((f) => f.status !== 'deleted').map((f) => f.folderID));
}

/** FILES-1: the documents of job folders (every job's, or one job's), by name. */
export function useJobDocuments(jobID?: number): LocalFile[] | undefined {
  return useLiveQuery(async () => {
    const live = await keptFolderIDs();
    const files =
      jobID === undefined
        ? await db.files.filter((f) => f.jobID !== null).toArray()
        : await db.files
            .where('jobID')
            .equals(await resolveJobID(jobID))
            .toArray();
    return files.filter((f) => isFolderDocument(f) && live.has(f.parentFolderID)).sort(byName);
  }, [jobID]);
}

/** FILES-1: every document of every kept folder, by name. */
export function useAllDocuments(): LocalFile[] | undefined {
  return useLiveQuery(async () => {
    const live = await keptFolderIDs();
    return (await db.files.filter((f) => isFolderDocument(f) && live.has(f.parentFolderID)).toArray()).sort(
      byName,
    );
  }, []);
}

/** FILES-2: one document with its bytes (undefined while loading, null when not on the device). */
export function useDocument(id: string | null): LocalFile | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.files.get(id)) ?? null) : null), [id]);
}

/** When the folder sync last completed (ISO), and whether it stopped on a full disk. */
export function useFolderSyncState(): { lastSync: string | null; stoppedOnQuota: boolean } | undefined {
  return useLiveQuery(async () => {
    const [lastSync, stopped] = await Promise.all([
      readSetting('lastFolderSync'),
      readSetting('folderSyncStopped'),
    ]);
    return { lastSync: lastSync ?? null, stoppedOnQuota: stopped === 'quota' };
  }, []);
}
