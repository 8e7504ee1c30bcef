// File Sync's records on the device (FILES-1..3, SYNC-5..9): tracked folders (`trackedFolders`),
// their documents (`files`, each with its Blob once downloaded), folder names (`folderNames`) and
// the sync's state (settings). Report PDFs share `files` under REPORT_PDF_PREFIX and are never
// touched here. The pull and the actions write through this module; it imports neither of them.
import type { TrackedFolder } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { writeSetting } from '../db/settings';
import { putChanged } from '../db/unchanged-writes';
import type { QueuedTask } from '../queue/task';

// The `files` records' kinds and the log-out sweep live with the device database (db/folder-files.ts),
// which clears them without importing File Sync; this room's modules read them from here.
export {
  UPLOAD_PREFIX,
  clearFolderCache,
  folderCacheStores,
  isDriveDocument,
  isFolderDocument,
  isPendingUpload,
  uploadRecordID,
} from '../db/folder-files';

/** A TrackFolder task the server refused (or that ran out of tries): the folder is not added. */
export const trackStopped = (task: QueuedTask): boolean =>
  task.state === 'rejected' || task.state === 'skipped';

export async function readFolderNames(database: FieldOpsDatabase = db): Promise<Record<string, string>> {
  const names = await database.folderNames.toArray();
  return Object.fromEntries(names.map((n) => [n.folderID, n.name]));
}

/** The server's names of folders; call inside a transaction with `folderNames`, or on its own. */
export async function saveFolderNames(
  names: readonly { folderID: string; name: string }[],
  database: FieldOpsDatabase = db,
): Promise<void> {
  // TRUST-11: only names that changed (each scan answers the same names).
  await putChanged(
    database.folderNames,
    names.map(({ folderID, name }) => ({ folderID, name })),
  );
}

/** A folder kept here Syncing, with its job when known: the pull lists it (unless its add is queued). */
export function syncingFolder(
  folder: { folderID: string; jobID: number | null; jobNumber: string | null },
  kept: TrackedFolder | undefined,
  now: Date,
  crewFolderID = kept?.crewFolderID ?? '',
): TrackedFolder {
  return {
    folderID: folder.folderID,
    crewFolderID,
    files: kept?.files ?? [],
    status: 'Syncing',
    jobID: folder.jobID,
    jobNumber: folder.jobNumber,
    updatedDate: now.toISOString(),
  };
}

/** SYNC-5: a complete sync: its time (the device page shows it), and no full-disk stop. */
export async function saveSyncCompleted(database: FieldOpsDatabase, now: Date): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    await writeSetting('lastFolderSync', now.toISOString(), database, now);
    await writeSetting('folderSyncStopped', null, database, now);
  });
}

/** SYNC-5: the sync stopped on a full disk; the file-sync screen says so until a complete one. */
export async function saveSyncStoppedOnQuota(database: FieldOpsDatabase, now: Date): Promise<void> {
  await writeSetting('folderSyncStopped', 'quota', database, now);
}
