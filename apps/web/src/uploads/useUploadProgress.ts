// FIELD-3: the queue list's view of an upload task's progress: read from the record that holds its
// bytes (a Blob read from IndexedDB is a handle; its bytes are not loaded). Other tasks read nothing.
import { useLiveQuery } from '../db/live-query';
import { db } from '../db/database';
import { uploadRecordID } from '../file-sync/store';
import { type QueuedTask, TASK_TYPES } from '../queue/task';
import { uploadFraction } from './upload-record';

function photoKeyOf(task: QueuedTask): string | null {
  if (task.kind !== 'http' || task.typeObject !== TASK_TYPES.image) return null;
  const payload = task.payload as { referenceCode?: unknown } | null;
  return typeof payload?.referenceCode === 'string' ? payload.referenceCode : null;
}

/** 0..1 while the task's bytes are going up in chunks; null otherwise. */
export function useUploadProgress(task: QueuedTask): number | null {
  const photoKey = photoKeyOf(task);
  const isFile = task.kind === 'http' && task.typeObject === TASK_TYPES.folderUpload;
  return (
    useLiveQuery(async () => {
      if (photoKey) return uploadFraction(await db.photos.get(photoKey));
      if (isFile) return uploadFraction(await db.files.get(uploadRecordID(task.queueID)));
      return null;
    }, [photoKey, isFile, task.queueID]) ?? null
  );
}
