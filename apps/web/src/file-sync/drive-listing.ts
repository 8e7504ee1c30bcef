// The pull's writes (SYNC-5..7): each step is one transaction on File Sync's stores only (reading
// the queue), so jobs and the queue are never written by a file sync (not even on a full disk).
// Files waiting to be uploaded (`upload:{queueID}`) are not the drive's: listings leave them alone,
// and one is dropped only once its task has left the queue (discarded; a success renames it).
import {
  type DeviceFolder,
  type DriveFileMeta,
  type DriveFolderListing,
  isDownloadableType,
} from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import type { FolderFailure, LocalFile } from '../db/report-types';
import { currentOwner } from '../queue/enqueue';
import { trackTasksByFolder } from './folder-tasks';
import { UPLOAD_PREFIX, isDriveDocument, saveFolderNames } from './store';

/**
 * Makes the kept folders the server's list: new ones added, ones no longer granted removed. A
 * folder the user removed (deleted) stays removed; one with this user's TrackFolder queued stays.
 */
export async function mergeDeviceFolders(
  database: FieldOpsDatabase,
  folders: readonly DeviceFolder[],
  now: string,
  owner: string | null = currentOwner(),
) {
  const tables = [database.trackedFolders, database.files, database.folderNames, database.updateQueue];
  await database.transaction('rw', tables, async () => {
    await dropDiscardedUploads(database);
    const granted = new Map(folders.map((f) => [f.folderID, f]));
    // A folder added while the server could not be reached is not granted yet: its task decides.
    const waiting = await trackTasksByFolder(database, owner);
    for (const local of await database.trackedFolders.toArray()) {
      if (granted.has(local.folderID) || waiting.has(local.folderID)) continue;
      await database.trackedFolders.delete(local.folderID);
      await removeFolderFiles(database, local.folderID);
    }
    for (const folder of folders) {
      const local = await database.trackedFolders.get(folder.folderID);
      await database.trackedFolders.put({
        folderID: folder.folderID,
        crewFolderID: local?.crewFolderID ?? '',
        files: local?.files ?? [],
        status: local?.status ?? 'Synced',
        jobID: folder.jobID,
        jobNumber: folder.jobNumber,
        updatedDate: local?.updatedDate ?? now,
      });
    }
    await saveFolderNames(folders, database);
  });
}

export async function removeFolderFiles(database: FieldOpsDatabase, folderID: string): Promise<void> {
  await database.files.filter((f) => f.parentFolderID === folderID && isDriveDocument(f)).delete();
}

/** Upload records whose task is no longer queued: the user discarded the upload in the queue list. */
async function dropDiscardedUploads(database: FieldOpsDatabase): Promise<void> {
  const uploads = await database.files.where('id').startsWith(UPLOAD_PREFIX).primaryKeys();
  if (uploads.length === 0) return;
  const queued = new Set((await database.updateQueue.toCollection().primaryKeys()).map(String));
  await database.files.bulkDelete(uploads.filter((id) => !queued.has(id.slice(UPLOAD_PREFIX.length))));
}

const toLocalFile = (meta: DriveFileMeta, listing: DriveFolderListing): LocalFile => ({
  id: meta.id,
  name: meta.name,
  mimeType: meta.mimeType,
  size: meta.size,
  tag: 'new',
  path: `${listing.name}/${meta.name}`,
  relativePath: meta.name,
  rootFolderID: listing.folderID,
  parentFolderID: listing.folderID,
  parents: [listing.folderID],
  modifiedDate: meta.modifiedDate,
  jobID: listing.jobID,
});

/**
 * SYNC-6..8: the folder is Syncing; the downloadable files of the listing are recorded (new ones
 * and changed ones tagged `new`, a changed one keeping its old bytes until the new arrive), files
 * gone from the drive are removed. Answers the files to download.
 */
export async function applyListing(
  database: FieldOpsDatabase,
  listing: DriveFolderListing,
  now: string,
): Promise<LocalFile[]> {
  return database.transaction('rw', [database.trackedFolders, database.files], async () => {
    const wanted = listing.files.filter((f) => isDownloadableType(f.mimeType));
    const ids = new Set(wanted.map((f) => f.id));
    const local = await database.files
      .filter((f) => f.parentFolderID === listing.folderID && isDriveDocument(f))
      .toArray();
    const byID = new Map(local.map((f) => [f.id, f]));
    await database.files.bulkDelete(local.filter((f) => !ids.has(f.id)).map((f) => f.id));
    for (const meta of wanted) {
      const kept = byID.get(meta.id);
      if (!kept) await database.files.put(toLocalFile(meta, listing));
      else if (kept.modifiedDate !== meta.modifiedDate || kept.size !== meta.size) {
        await database.files.put({ ...toLocalFile(meta, listing), blob: kept.blob });
      }
    }
    await database.trackedFolders.update(listing.folderID, {
      status: 'Syncing',
      files: [...ids],
      jobID: listing.jobID,
      updatedDate: now,
    });
    return (await database.files.bulkGet([...ids])).filter(
      (f): f is LocalFile => f !== undefined && f.tag !== 'synced' && f.tag !== 'completed',
    );
  });
}

/**
 * SYNC-7: every `completed` file of the folder becomes `synced`. OFF-1: the folder is Synced only
 * when nothing failed; otherwise it stays Syncing with what failed, for the screen and the retry.
 */
export async function finishFolder(
  database: FieldOpsDatabase,
  folderID: string,
  now: string,
  failure: FolderFailure | null = null,
): Promise<void> {
  await database.transaction('rw', [database.trackedFolders, database.files], async () => {
    await database.files
      .filter((f) => f.parentFolderID === folderID && f.tag === 'completed' && isDriveDocument(f))
      .modify({ tag: 'synced' });
    await database.trackedFolders.update(folderID, {
      status: failure ? 'Syncing' : 'Synced',
      updatedDate: now,
      failure: failure ?? undefined, // undefined removes the field (Dexie)
    });
  });
}

/** OFF-1: a folder whose listing failed keeps its files and status, and says why. */
export async function markFolderFailed(
  database: FieldOpsDatabase,
  folderID: string,
  failure: FolderFailure,
): Promise<void> {
  await database.trackedFolders.update(folderID, { failure });
}
