// REPORT-5: a photo's upload (uploadImage), from the gallery or a report. The task holds the body
// without its bytes (FIELD-2: upload-body.ts reads them from the photo when it sends); the job id
// in that body is where a temporary id can be. Sent, the photo is marked so; discarded, it goes
// back to a draft on the device, so nothing taken is lost.
import type { FieldOpsDatabase } from '../../db/database';
import { type NewTask, type QueuedTask, TASK_TYPES } from '../task';
import type { ImageUploadPayload } from '../upload-body';
import { type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';

export const imageTask = (payload: ImageUploadPayload, meta: TaskMeta): NewTask =>
  httpTask('uploadImage', {}, payload, TASK_TYPES.image, meta);

/** The device's photo this task is about, while the task is still the photo's own. */
async function photoOf(database: FieldOpsDatabase, task: QueuedTask) {
  const ref =
    task.kind === 'http' ? (task.payload as { referenceCode?: unknown } | null)?.referenceCode : null;
  const photo = typeof ref === 'string' ? await database.photos.get(ref) : undefined;
  return photo?.queueID === task.queueID ? photo : undefined;
}

/** The answer (the image's metadata) is not kept: the gallery reads the server's list. */
export const imageKind = defineKind({
  typeObject: TASK_TYPES.image,
  calls: ['uploadImage'],
  ids: { payload: ['jobID'] },
  async apply(database, task) {
    const photo = await photoOf(database, task);
    if (photo) await database.photos.update(photo.referenceCode, { status: 'sent', queueID: null });
  },
  async discard(database, task) {
    const photo = await photoOf(database, task);
    if (photo) await database.photos.update(photo.referenceCode, { status: 'draft', queueID: null });
  },
});
