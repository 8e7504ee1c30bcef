// TRUST-5: a queued change named as the crew knows it, by job, place and day, in the language shown
// now ("Timesheet, Thu, Nov 27", "Daily Report for J-4102 · 12 Main St", "Note on J-4102: …"), as
// its kind names it (queue/kinds `title`). The name stored with the task when it was made (in that
// moment's language) serves for the kinds that name none and for a job this device does not hold.
import type { JobFolder, ReportTemplate } from '@fieldops/contract';
import type { QueuedTask } from '../../queue';
import { kindOf } from '../../queue/kinds/registry';

export { jobAndPlace } from '../../queue/kinds/title-words';

/** The task's name in the field's words and the language shown now. */
export function taskTitle(
  task: QueuedTask,
  job: JobFolder | null | undefined,
  templates: ReadonlyMap<string, ReportTemplate>,
): string {
  return kindOf(task)?.title?.(task, { job, templates }) ?? task.taskName;
}

/** Whether the name itself says the job (else the list adds "Job J-4102" under it). */
export function titleNamesJob(task: QueuedTask, job: JobFolder | null | undefined): boolean {
  const kind = kindOf(task);
  return !!job && !!kind?.title && !!kind.jobOf;
}
