// TRUST-5: a queued change's name in the field's words, live: it follows the job's record on this
// device (a job loaded later names the change then) and the language shown.
import type { JobFolder, ReportTemplate } from '@fieldops/contract';
import { useJob } from '../../db';
import type { QueuedTask } from '../../queue';
import { taskJobID } from './task-job';
import { taskTitle, titleNamesJob } from './task-title';

/** No job has id 0: a change about no job asks for it and gets null, so the hook runs the same. */
const NO_JOB = 0;

export interface TaskTitle {
  title: string;
  jobID: number | null;
  job: JobFolder | null | undefined;
  /** The title says the job already: the list adds no "Job J-4102" line. */
  namesJob: boolean;
}

export function useTaskTitle(task: QueuedTask, templates: ReadonlyMap<string, ReportTemplate>): TaskTitle {
  const jobID = taskJobID(task);
  const job = useJob(jobID ?? NO_JOB);
  return { title: taskTitle(task, job, templates), jobID, job, namesJob: titleNamesJob(task, job) };
}
