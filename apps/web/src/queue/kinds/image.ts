// REPORT-5: a photo's upload (uploadImage), from the gallery or a report. The task holds the body
// without its bytes (FIELD-2: upload-body.ts reads them from the photo when it sends, in the upload
// lane, FIELD-4); the job id in that body is where a temporary id can be. Sent, the photo is
// marked so; discarded, it goes back to a draft on the device, so nothing taken is lost.
import type { FieldOpsDatabase } from '../../db/database';
import { t } from '../../i18n/messages';
import { uploadFraction } from '../../uploads/upload-record';
import type { NewTask } from '../task';
import { type ImageUploadPayload, imageUploadBody } from '../upload-body';
import { type KindTask, type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';
import { jobAndPlace } from './title-words';

const IMAGE = 'Image';
type ImageTask = KindTask<'uploadImage', ImageUploadPayload>;

export const imageTask = (payload: ImageUploadPayload, meta: TaskMeta): NewTask =>
  httpTask('uploadImage', {}, payload, IMAGE, meta);

/** The device's photo this task is about, while the task is still the photo's own. */
async function photoOf(database: FieldOpsDatabase, task: ImageTask) {
  const photo = await database.photos.get(task.payload.referenceCode);
  return photo?.queueID === task.queueID ? photo : undefined;
}

/** The answer (the image's metadata) is not kept: the gallery reads the server's list. */
export const imageKind = defineKind<'uploadImage', unknown, ImageTask>({
  typeObject: IMAGE,
  calls: ['uploadImage'],
  ids: { payload: ['jobID'] },
  lane: 'upload',
  body: (task, signal, database) => imageUploadBody(task.payload, database, signal),
  progress: async (task, database) => uploadFraction(await database.photos.get(task.payload.referenceCode)),
  jobOf: (task) => task.payload.jobID,
  tables: (database) => [database.photos],
  title: (task, { job }) =>
    job ? t('queue.name.photo', { where: jobAndPlace(job, task.payload.locationNumber) }) : null,
  async apply(database, task) {
    const photo = await photoOf(database, task);
    if (photo) await database.photos.update(photo.referenceCode, { status: 'sent', queueID: null });
  },
  async discard(database, task) {
    const photo = await photoOf(database, task);
    if (photo) await database.photos.update(photo.referenceCode, { status: 'draft', queueID: null });
  },
});
