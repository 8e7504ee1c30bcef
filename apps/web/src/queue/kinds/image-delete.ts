// REPORT-6: deleting a photo (deleteImage), its reference and job in the query. Done, the photo
// leaves the device; discarded, it shows again (or goes, when the device never had its bytes).
import type { FieldOpsDatabase } from '../../db/database';
import { t } from '../../i18n/messages';
import type { NewTask } from '../task';
import { type ArgsOf, type KindTask, type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';
import { jobAndPlace } from './title-words';

const IMAGE_DELETE = 'ImageDelete';

export const imageDeleteTask = (query: ArgsOf<'deleteImage'>, meta: TaskMeta): NewTask =>
  httpTask('deleteImage', { ...query }, undefined, IMAGE_DELETE, meta);

async function photoOf(database: FieldOpsDatabase, task: KindTask<'deleteImage'>) {
  const photo = await database.photos.get(task.args.referenceCode);
  return photo?.queueID === task.queueID ? photo : undefined;
}

export const imageDeleteKind = defineKind<'deleteImage'>({
  typeObject: IMAGE_DELETE,
  calls: ['deleteImage'],
  ids: { args: ['JobID'] },
  jobOf: (task) => task.args.JobID,
  tables: (database) => [database.photos],
  title: (task, { job }) =>
    job ? t('queue.name.photoRemoved', { where: jobAndPlace(job, task.args.locationNumber) }) : null,
  async apply(database, task) {
    const photo = await photoOf(database, task);
    if (photo) await database.photos.delete(photo.referenceCode);
  },
  async discard(database, task) {
    const photo = await photoOf(database, task);
    if (!photo) return;
    if (photo.blob) await database.photos.update(photo.referenceCode, { status: 'sent', queueID: null });
    else await database.photos.delete(photo.referenceCode);
  },
});
