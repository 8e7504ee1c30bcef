// REPORT-6: deleting a photo (deleteImage), its reference and job in the query. Done, the photo
// leaves the device; discarded, it shows again (or goes, when the device never had its bytes).
import type { z } from 'zod';
import type { calls } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../../db/database';
import { type NewTask, type QueuedTask, TASK_TYPES } from '../task';
import { type TaskMeta, callArgsOf, httpTask } from './call-task';
import { defineKind } from './kind';

const CALLS = ['deleteImage'] as const;
const IDS = ['JobID'];

export const imageDeleteTask = (query: z.infer<typeof calls.deleteImage.query>, meta: TaskMeta): NewTask =>
  httpTask('deleteImage', { ...query }, undefined, TASK_TYPES.imageDelete, meta);

async function photoOf(database: FieldOpsDatabase, task: QueuedTask) {
  const ref = callArgsOf(task, CALLS, IDS)?.args.referenceCode;
  const photo = typeof ref === 'string' ? await database.photos.get(ref) : undefined;
  return photo?.queueID === task.queueID ? photo : undefined;
}

export const imageDeleteKind = defineKind({
  typeObject: TASK_TYPES.imageDelete,
  calls: CALLS,
  ids: { args: IDS },
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
