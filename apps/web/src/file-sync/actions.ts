// FILES-1, FILES-3 as actions: removing a folder from the device, and uploading a file or photo
// into a folder through the queue. Each is the local change and its task in one transaction. Until
// it is sent, the file shows in its folder as a local record `upload:{queueID}` with its Blob, and
// that record is also where the queue reads the bytes when it sends the task (FIELD-2, send.ts):
// the task itself holds only the name and type, so it stays small and the bytes are stored once.
import {
  DriveFileName,
  FOLDER_UPLOAD_MAX_BYTES,
  isDownloadableType,
  type TrackedFolder,
} from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import type { LocalFile } from '../db/report-types';
import { isQuotaError } from '../db/storage-errors';
import { t } from '../i18n/messages';
import { addTask, nextQueueID } from '../queue/enqueue';
import { wakeQueue } from '../queue/wake';
import { dropFolderTasks } from './folder-tasks';
import { type FolderUploadPayload, folderUploadTask } from './kinds/folder-upload';
import { trackFolderKind } from './kinds/track-folder';
import { untrackFolderTask } from './kinds/untrack-folder';
import { isDriveDocument, uploadRecordID } from './store';

/**
 * Removes a folder from the device: marked deleted (the sync ignores it, SYNC-6) and its files
 * deleted here. A folder the user tracked is also untracked on the server through the queue; a job
 * folder stays the job's on the server; a folder still waiting to be added loses its TrackFolder.
 */
export async function removeFolderFromDevice(
  folder: TrackedFolder,
  name: string,
  database: FieldOpsDatabase = db,
): Promise<void> {
  const now = new Date();
  const queued = await database.transaction(
    'rw',
    [database.trackedFolders, database.files, database.updateQueue],
    async () => {
      await database.trackedFolders.update(folder.folderID, {
        status: 'deleted',
        updatedDate: now.toISOString(),
      });
      await database.files.filter((f) => f.parentFolderID === folder.folderID && isDriveDocument(f)).delete();
      // A folder still waiting to be added: its TrackFolder goes. One the server refused was never
      // tracked; one not answered yet may have been (an answer lost), and untracking is harmless.
      const adds = await dropFolderTasks(database, folder.folderID, trackFolderKind);
      if (adds.length > 0 && adds.every((task) => task.state === 'rejected')) return false;
      if (folder.jobID !== null) return false;
      const untrack = untrackFolderTask(folder.folderID, {
        taskName: t('files.task.untrack', { name }),
        dependsOn: null,
      });
      await addTask(database, untrack, { now });
      return true;
    },
  );
  if (queued) wakeQueue();
}

export type UploadResult =
  | { ok: true; queueID: number }
  | { ok: false; reason: 'tooLarge' | 'wrongType' | 'noFolder' | 'storageFull' };

const NAME_MAX = 200;

/**
 * The name the server takes (DriveFileName): control characters and slashes become '_', and a
 * name too long is shortened keeping its extension, so the server never rejects the upload for it.
 */
export function uploadName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  let clean = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  if (clean.length > NAME_MAX) {
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(clean)?.[0] ?? '';
    clean = clean.slice(0, NAME_MAX - extension.length).trim() + extension;
  }
  return DriveFileName.safeParse(clean).success ? clean : 'file';
}

/** FILES-3: a file or photo into a folder, queued; the type and size are checked here first. */
export async function uploadFileToFolder(
  folderID: string,
  file: { name: string; blob: Blob },
  database: FieldOpsDatabase = db,
): Promise<UploadResult> {
  const mimeType = file.blob.type.split(';')[0]!.trim().toLowerCase();
  if (!isDownloadableType(mimeType)) return { ok: false, reason: 'wrongType' };
  if (file.blob.size > FOLDER_UPLOAD_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const name = uploadName(file.name);
  const payload: FolderUploadPayload = { name, mimeType };
  const now = new Date();
  let result: UploadResult;
  try {
    // Up to 10 MB: the write most likely to fill a device. Not through guardWrite: the upload
    // button tells of a full disk ('storageFull'), once (FIELD-7).
    result = await writeUpload(database, folderID, payload, file.blob, now);
  } catch (error) {
    if (isQuotaError(error)) return { ok: false, reason: 'storageFull' };
    throw error;
  }
  if (result.ok) wakeQueue();
  return result;
}

function writeUpload(
  database: FieldOpsDatabase,
  folderID: string,
  payload: FolderUploadPayload,
  blob: Blob,
  now: Date,
): Promise<UploadResult> {
  const { name, mimeType } = payload;
  return database.transaction(
    'rw',
    [database.trackedFolders, database.files, database.updateQueue],
    async (): Promise<UploadResult> => {
      const folder = await database.trackedFolders.get(folderID);
      if (!folder || folder.status === 'deleted') return { ok: false, reason: 'noFolder' };
      const queueID = await nextQueueID(database, now.getTime());
      const upload = folderUploadTask(folderID, payload, {
        taskName: t('files.task.upload', { name }),
        dependsOn: null,
      });
      await addTask(database, upload, { queueID, now });
      const record: LocalFile = {
        id: uploadRecordID(queueID),
        name,
        mimeType,
        size: blob.size,
        tag: 'new',
        path: name,
        relativePath: name,
        rootFolderID: folderID,
        parentFolderID: folderID,
        parents: [folderID],
        modifiedDate: now.toISOString(),
        jobID: folder.jobID,
        blob,
      };
      await database.files.put(record);
      return { ok: true, queueID };
    },
  );
}
