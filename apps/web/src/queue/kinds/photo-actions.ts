// REPORT-5, REPORT-6: photos taken from the job gallery and photo deletion, as actions. A gallery
// photo is stored and its upload queued in one transaction; a delete marks the photo and queues
// its delete (deleteImage), after the photo's own upload when that is still waiting.
import {
  isSavableReferenceCode,
  locationOrDefault,
  type ImageMeta,
  type PhotoCapture,
} from '@fieldops/contract';
import { readSessionId } from '../../auth/local-user';
import { type FieldOpsDatabase, db } from '../../db/database';
import type { LocalPhoto } from '../../db/report-types';
import { t } from '../../i18n/messages';
import { addTask, nextQueueID } from '../enqueue';
import type { ImageUploadPayload } from '../upload-body';
import { imageDeleteTask } from './image-delete';
import { imageTask } from './image';
import { wakeQueue } from '../wake';
import { parentOf, resolveJobID } from './temp-ids';

export interface NewJobPhoto extends Partial<PhotoCapture> {
  referenceCode: string;
  jobID: number;
  locationNumber: string;
  blob: Blob;
  fileName?: string;
  width?: number;
  height?: number;
}

/** A photo taken from the gallery (no report): stored and queued at once. False when its code is not savable. */
export async function addJobPhoto(input: NewJobPhoto, database: FieldOpsDatabase = db): Promise<boolean> {
  if (!isSavableReferenceCode(input.referenceCode)) return false;
  const now = new Date();
  await database.transaction('rw', [database.updateQueue, database.photos, database.tempIDs], async () => {
    const jobID = await resolveJobID(database, input.jobID);
    const queueID = await nextQueueID(database, now.getTime());
    const payload: ImageUploadPayload = {
      referenceCode: input.referenceCode,
      jobID,
      locationNumber: input.locationNumber,
      reportCode: null,
      fileName: input.fileName,
      ...captureOf(input),
    };
    const upload = imageTask(payload, {
      taskName: input.fileName
        ? t('task.uploadJobPhoto', { name: input.fileName })
        : t('task.uploadJobPhotoAt', { location: locationOrDefault(input.locationNumber) }),
      dependsOn: await parentOf(database, jobID),
    });
    await addTask(database, upload, { queueID, now });
    await database.photos.put({
      ...input,
      jobID,
      sessionId: readSessionId() ?? '',
      reportCode: null,
      status: 'queued',
      queueID,
      createdDate: now.toISOString(),
    });
  });
  wakeQueue();
  return true;
}

/** FIELD-8: the upload's capture fields; null for a photo stored before they were kept. */
export const captureOf = (photo: Partial<PhotoCapture>): PhotoCapture => ({
  takenAt: photo.takenAt ?? null,
  latitude: photo.latitude ?? null,
  longitude: photo.longitude ?? null,
});

/** What the gallery knows of a photo it deletes: the local record, or the server's metadata. */
export type PhotoToDelete = LocalPhoto | ImageMeta;

/**
 * REPORT-6: deleting a photo that reached the server or is on its way. A draft photo is removed
 * in its report form instead (answers false here).
 */
export async function deletePhoto(photo: PhotoToDelete, database: FieldOpsDatabase = db): Promise<boolean> {
  const now = new Date();
  const done = await database.transaction(
    'rw',
    [database.updateQueue, database.photos, database.tempIDs],
    async () => {
      const local = await database.photos.get(photo.referenceCode);
      if (local?.status === 'draft' || local?.status === 'deleting') return false;
      const jobID = await resolveJobID(database, local?.jobID ?? photo.jobID);
      const locationNumber = local?.locationNumber ?? photo.locationNumber;
      const reportCode = local?.reportCode ?? ('reportCode' in photo ? photo.reportCode : null) ?? null;
      const upload = local?.queueID ? await database.updateQueue.get(local.queueID) : undefined;
      const query = { referenceCode: photo.referenceCode, JobID: jobID, locationNumber };
      const queueID = await nextQueueID(database, now.getTime());
      const remove = imageDeleteTask(reportCode ? { ...query, reportCode } : query, {
        taskName: t('task.deletePhoto', { location: locationOrDefault(locationNumber) }),
        dependsOn: upload ? upload.queueID : await parentOf(database, jobID),
      });
      await addTask(database, remove, { queueID, now });
      await database.photos.put({
        ...(local ?? {
          referenceCode: photo.referenceCode,
          jobID,
          locationNumber,
          sessionId: readSessionId() ?? '',
          reportCode,
        }),
        status: 'deleting',
        queueID,
      });
      return true;
    },
  );
  if (done) wakeQueue();
  return done;
}
