// What a File Sync task's success changes on the device, inside the queue's success transaction
// (its kinds: file-sync/kinds/folder-upload.ts, track-folder.ts). FILES-3: the local `upload:{queueID}`
// record becomes the drive's file, with the bytes it already has, tagged synced, so the next pull
// sees the same file and version and downloads nothing. FILES-1: a queued TrackFolder's success
// makes its folder a normal tracked folder (the server's job and name); once that is committed
// the pull is told (onFolderTracked).
import type { DeviceFolder, DriveFileMeta } from '@fieldops/contract';
import Dexie from 'dexie';
import type { FieldOpsDatabase } from '../db/database';
import type { QueuedTask } from '../queue/task';
import { syncingFolder, saveFolderNames, uploadRecordID } from './store';

export async function applyUploadSuccess(
  database: FieldOpsDatabase,
  task: QueuedTask,
  meta: DriveFileMeta,
): Promise<void> {
  const local = await database.files.get(uploadRecordID(task.queueID));
  if (!local) return;
  await database.files.delete(local.id);
  await database.files.put({
    ...local,
    id: meta.id,
    name: meta.name,
    size: meta.size,
    modifiedDate: meta.modifiedDate,
    parentFolderID: meta.parentFolderID,
    tag: 'synced',
  });
}

type Listener = () => void;
const trackedListeners = new Set<Listener>();

/** The pull listens here (the queue cannot import it): a queued folder was just added. */
export function onFolderTracked(listener: Listener): () => void {
  trackedListeners.add(listener);
  return () => void trackedListeners.delete(listener);
}

/** Runs inside the success transaction (it includes `trackedFolders` and `folderNames`). */
export async function applyTrackSuccess(database: FieldOpsDatabase, folder: DeviceFolder): Promise<void> {
  const local = await database.trackedFolders.get(folder.folderID);
  if (local?.status === 'deleted') return; // removed meanwhile: the removal's untrack follows
  await database.trackedFolders.put(syncingFolder(folder, local, new Date()));
  await saveFolderNames([folder], database);
  // After the commit: a sync started inside this transaction would run in its zone.
  Dexie.currentTransaction?.on('complete', () => {
    for (const listener of [...trackedListeners]) listener();
  });
}
