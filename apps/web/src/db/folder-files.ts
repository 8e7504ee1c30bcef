// File Sync's records as the rest of the device database sees them (FILES-1..3): which `files`
// records are a tracked folder's documents, which an upload still waiting in the queue (its bytes,
// `upload:{queueID}`, FIELD-2) and which the drive's; and what log out clears of them. Here, below
// File Sync, so the log-out sweep (local-database.ts) and the job readiness read them without
// importing the room above (file-sync/store.ts hands them on to that room).
import type { FieldOpsDatabase } from './database';
import { type LocalFile, REPORT_PDF_PREFIX } from './report-types';
import { deleteSettings } from './settings';

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
