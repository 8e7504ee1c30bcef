// JOB-4: an ER job's event (addJobEvent): the job id in the path, the event in the query.
import type { JobEvent } from '@fieldops/contract';
import type { NewTask } from '../task';
import { type TaskMeta, httpTask } from './call-task';
import { defineKind } from './kind';

const JOB_EVENT = 'JobEvent';

export const jobEventTask = (jobID: number, event: JobEvent, meta: TaskMeta): NewTask =>
  httpTask('addJobEvent', { id: jobID, ...event }, undefined, JOB_EVENT, meta);

/** The answer is the event's id, which the device does not keep. */
export const jobEventKind = defineKind<'addJobEvent'>({
  typeObject: JOB_EVENT,
  calls: ['addJobEvent'],
  ids: { args: ['id'] },
  jobOf: (task) => task.args.id,
});
