// JOB-4: an ER job's event (addJobEvent): the job id in the path, the event in the query.
import type { JobEvent } from '@fieldops/contract';
import { TASK_TYPES, type NewTask } from '../task';
import { type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';

export const jobEventTask = (jobID: number, event: JobEvent, meta: TaskMeta): NewTask =>
  httpTask('addJobEvent', { id: jobID, ...event }, undefined, TASK_TYPES.jobEvent, meta);

/** The answer is the event's id, which the device does not keep. */
export const jobEventKind = defineKind({
  typeObject: TASK_TYPES.jobEvent,
  calls: ['addJobEvent'],
  ids: { args: ['id'] },
});
