// File Sync's records on the device (FILES-1..3, SYNC-5..9): tracked folders (`trackedFolders`),
// their documents (`files`, each with its Blob once downloaded), folder names (`folderNames`) and
// the sync's state (settings). Report PDFs share `files` under REPORT_PDF_PREFIX and are never
// touched here. The pull and the actions write through this module; it imports neither of them.
import type { TrackedFolder } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { type LocalFile, REPORT_PDF_PREFIX } from '../db/report-types';
import { deleteSettings, writeSetting } from '../db/settings';
import { putChanged } from '../db/unchanged-writes';
import type { QueuedTask } from '../queue/task';

/** A document of a tracked folder: a `files` record that is not a report PDF. */
export const isFolderDocument = (file: LocalFile): boolean => !file.id.startsWith(REPORT_PDF_PREFIX);

/** The local record of a file waiting in the queue to be uploaded: `upload:{queueID}`. */
export const UPLOAD_PREFIX = 'upload:';
export const uploadRecordID = (queueID: number) => `${UPLOAD_PREFIX}${queueID}`;
export const isPendingUpload = (file: Pick<LocalFile, 'id'>): boolean => file.id.startsWith(UPLOAD_PREFIX);

/**
 * A document the drive gave the device: a folder document that is not an upload still waiting in
 * the queue. Only these follow the drive's listings; an upload record lives as long as its task.
 */
export const isDriveDocument = (file: LocalFile): boolean => isFolderDocument(file) && !isPendingUpload(file);

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

/** The stores clearFolderCache touches: its caller's transaction must include them all. */
export const folderCacheStores = (database: FieldOpsDatabase) => [
  database.trackedFolders,
  database.files,
  database.folderNames,
  database.settings,
];

/**
 * On log out (clearUserCache): the signed-out user's folders, their documents and names leave the
 * device, so the next person on a shared tablet sees no other crew's job documents. Files waiting
 * in the queue to be uploaded stay: only the queue delivers them, and they show again when their
 * owner signs in and the folder sync brings the folder back.
 */
export async function clearFolderCache(database: FieldOpsDatabase): Promise<void> {
  await database.trackedFolders.clear();
  const ids = await database.files.toCollection().primaryKeys();
  await database.files.bulkDelete(
    ids.filter((id) => !id.startsWith(REPORT_PDF_PREFIX) && !isPendingUpload({ id })),
  );
  await database.folderNames.clear();
  await deleteSettings(['lastFolderSync'], database);
}
