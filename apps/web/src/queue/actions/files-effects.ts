// FILES-3: an upload's success, inside the queue's success transaction (effects.ts): the local
// `upload:{queueID}` record becomes the drive's file, with the bytes it already has, tagged synced,
// so the next folder sync sees the same file and version and downloads nothing.
// FILES-1: a queued TrackFolder's success makes its folder a normal tracked folder (the server's
// job and name), and once that is committed the folder sync is told (onFolderTracked) to fetch it.
import { DeviceFolder, DriveFileMeta } from '@fieldops/contract';
import Dexie from 'dexie';
import { ContractError } from '../../api/errors';
import type { FieldOpsDatabase } from '../../db/database';
import { FOLDER_SYNC_KEYS } from '../../db/files';
import type { QueuedTask } from '../task';
import { uploadRecordID } from './files';

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

export function readTrackAnswer(task: QueuedTask, answer: unknown): DeviceFolder {
  const parsed = DeviceFolder.safeParse(answer);
  if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
  return parsed.data;
}

type Listener = () => void;
const trackedListeners = new Set<Listener>();

/** The folder sync listens here (the queue cannot import it): a queued folder was just added. */
export function onFolderTracked(listener: Listener): () => void {
  trackedListeners.add(listener);
  return () => void trackedListeners.delete(listener);
}

export async function applyTrackSuccess(database: FieldOpsDatabase, folder: DeviceFolder): Promise<void> {
  const local = await database.trackedFolders.get(folder.folderID);
  if (local?.status === 'deleted') return; // removed meanwhile: the removal's untrack follows
  await database.trackedFolders.put({
    folderID: folder.folderID,
    crewFolderID: local?.crewFolderID ?? '',
    files: local?.files ?? [],
    status: 'Syncing',
    jobID: folder.jobID,
    jobNumber: folder.jobNumber,
    updatedDate: new Date().toISOString(),
  });
  const names = (await database.settings.get(FOLDER_SYNC_KEYS.names))?.value as
    Record<string, string> | undefined;
  await database.settings.put({
    key: FOLDER_SYNC_KEYS.names,
    value: { ...names, [folder.folderID]: folder.name },
    updatedAt: new Date().toISOString(),
  });
  // After the commit: a sync started inside this transaction would run in its zone.
  Dexie.currentTransaction?.on('complete', () => {
    for (const listener of [...trackedListeners]) listener();
  });
}
