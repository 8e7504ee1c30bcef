// What a File Sync task's success changes on the device, inside the queue's success transaction
// (queue/effects.ts). FILES-3: the local `upload:{queueID}` record becomes the drive's file, with
// the bytes it already has, tagged synced, so the next pull sees the same file and version and
// downloads nothing. FILES-1: a queued TrackFolder's success makes its folder a normal tracked
// folder (the server's job and name); once that is committed the pull is told (onFolderTracked).
import { DeviceFolder, DriveFileMeta } from '@fieldops/contract';
import Dexie from 'dexie';
import { ContractError } from '../api/errors';
import type { FieldOpsDatabase } from '../db/database';
import { type QueuedTask, TASK_TYPES } from '../queue/task';
import { syncingFolder, saveFolderNames, uploadRecordID } from './store';

export function readUploadAnswer(task: QueuedTask, answer: unknown): DriveFileMeta {
  const parsed = DriveFileMeta.safeParse(answer);
  if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
  return parsed.data;
}

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

/**
 * FIELD-2: a folder upload discarded from the queue (inside the discard's transaction, which
 * includes `files`): its local record goes, and with it the only copy of the bytes it waited to send.
 */
export async function discardUpload(database: FieldOpsDatabase, task: QueuedTask): Promise<void> {
  if (task.typeObject === TASK_TYPES.folderUpload) await database.files.delete(uploadRecordID(task.queueID));
}

export function readTrackAnswer(task: QueuedTask, answer: unknown): DeviceFolder {
  const parsed = DeviceFolder.safeParse(answer);
  if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
  return parsed.data;
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
