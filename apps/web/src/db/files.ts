// FILES-1..3, SYNC-5..9 on the device: tracked folders (store `trackedFolders`) and their documents
// (store `files`, each with its Blob once downloaded). Report PDFs share the `files` store under
// REPORT_PDF_PREFIX and are never touched here. Screens read through these hooks; the folder sync
// (src/sync/folders.ts) and the actions (src/queue/actions/files.ts) write.
import { useLiveQuery } from 'dexie-react-hooks';
import type { TrackedFolder } from '@fieldops/contract';
import { trackTasksByFolder } from '../queue/actions/files-track';
import type { QueuedTask } from '../queue/task';
import { type FieldOpsDatabase, db } from './database';
import { resolveJobID } from './job-hooks';
import { type LocalFile, REPORT_PDF_PREFIX } from './report-types';
import { guardWrite } from './storage-errors';

/** Settings keys of the folder sync; the device page reads the last sync time. */
export const FOLDER_SYNC_KEYS = {
  lastSync: 'folderSync.lastSync',
  /** Set when the last sync stopped on a full disk (cleared by the next complete one). */
  stopped: 'folderSync.stopped',
  /** Display names of tracked folders, by folder id (TrackedFolder has no name field). */
  names: 'folderSync.names',
} as const;

/** A document of a tracked folder: a `files` record that is not a report PDF. */
export const isFolderDocument = (file: LocalFile): boolean => !file.id.startsWith(REPORT_PDF_PREFIX);

/** The local record of a file waiting in the queue to be uploaded: `upload:{queueID}`. */
export const UPLOAD_PREFIX = 'upload:';
export const isPendingUpload = (file: Pick<LocalFile, 'id'>): boolean => file.id.startsWith(UPLOAD_PREFIX);

/**
 * A document the drive gave the device: a folder document that is not an upload still waiting in
 * the queue. Only these follow the drive's listings; an upload record lives as long as its task.
 */
export const isDriveDocument = (file: LocalFile): boolean => isFolderDocument(file) && !isPendingUpload(file);

export interface FolderSummary extends TrackedFolder {
  name: string;
  fileCount: number;
  bytes: number;
  /** Documents on the device (their bytes stored). */
  downloaded: number;
  /** Added while the server could not be reached: this user's queued TrackFolder (else null). */
  adding: QueuedTask | null;
}

async function folderNames(database: FieldOpsDatabase): Promise<Record<string, string>> {
  return ((await database.settings.get(FOLDER_SYNC_KEYS.names))?.value as Record<string, string>) ?? {};
}

/** FILES-1: the tracked folders (not the removed ones) with their documents counted. */
export function useTrackedFolders(): FolderSummary[] | undefined {
  return useLiveQuery(async () => {
    const [folders, files, names, adds] = await Promise.all([
      db.trackedFolders.toArray(),
      db.files.toArray(),
      folderNames(db),
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

/** FILES-1: the documents of job folders (every job's, or one job's), by name. */
export function useJobDocuments(jobID?: number): LocalFile[] | undefined {
  return useLiveQuery(async () => {
    const live = new Set(
      (await db.trackedFolders.toArray()).filter((f) => f.status !== 'deleted').map((f) => f.folderID),
    );
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
    const live = new Set(
      (await db.trackedFolders.toArray()).filter((f) => f.status !== 'deleted').map((f) => f.folderID),
    );
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
    const [last, stopped] = await Promise.all([
      db.settings.get(FOLDER_SYNC_KEYS.lastSync),
      db.settings.get(FOLDER_SYNC_KEYS.stopped),
    ]);
    return {
      lastSync: (last?.value as string | undefined) ?? null,
      stoppedOnQuota: stopped?.value === 'quota',
    };
  }, []);
}

export async function saveSetting(
  key: string,
  value: unknown,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() => database.settings.put({ key, value, updatedAt: new Date().toISOString() }));
}

/** Remembers the names of folders (the server's); merged with the ones kept. */
export async function saveFolderNames(
  names: Record<string, string>,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() =>
    database.transaction('rw', database.settings, async () => {
      const kept = await folderNames(database);
      await database.settings.put({
        key: FOLDER_SYNC_KEYS.names,
        value: { ...kept, ...names },
        updatedAt: new Date().toISOString(),
      });
    }),
  );
}

/**
 * On log out (clearUserCache): the signed-out user's folders, their documents and names leave the
 * device, so the next person on a shared tablet sees no other crew's job documents. Files waiting
 * in the queue to be uploaded stay: only the queue delivers them, and they show again when their
 * owner signs in and the folder sync brings the folder back. Runs inside the caller's transaction,
 * which must include `trackedFolders`, `files` and `settings`.
 */
export async function clearFolderCache(database: FieldOpsDatabase): Promise<void> {
  await database.trackedFolders.clear();
  const ids = await database.files.toCollection().primaryKeys();
  await database.files.bulkDelete(
    ids.filter((id) => !id.startsWith(REPORT_PDF_PREFIX) && !isPendingUpload({ id })),
  );
  await database.settings.bulkDelete([FOLDER_SYNC_KEYS.names, FOLDER_SYNC_KEYS.lastSync]);
}
