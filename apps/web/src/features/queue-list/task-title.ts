// TRUST-5: a queued change named as the crew knows it, by job, place and day, in the language shown
// now ("Timesheet, Thu, Nov 27", "Daily Report for J-4102 · 12 Main St", "Note on J-4102: …"),
// read from what the task carries (its kind's call and arguments, queue/kinds). The name stored
// with the task when it was made (in that moment's language) serves for the kinds not named here
// and for a job this device does not hold.
import type { JobFolder, ReportTemplate } from '@fieldops/contract';
import { formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { templateTitle } from '../../i18n/template-text';
import type { QueuedTask } from '../../queue';
import { type KindName, callOf, kindNameOf } from '../../queue/kinds';
import type { Args } from '../../queue/kinds/call-task';

const NOTE_SUMMARY = 40;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The body an HTTP change sends (a timesheet day, a photo's facts); none for a procedure. */
const payloadOf = (task: QueuedTask): unknown => (task.kind === 'http' ? task.payload : undefined);

function field(record: unknown, name: string): unknown {
  return record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
}

/** "J-4102 · 12 Main St": the job by number and the site by its street, as the crew says them. */
export function jobAndPlace(job: JobFolder, locationNumber: string | null): string {
  const site =
    locationNumber === null ? undefined : job.locations.find((l) => l.locationNumber === locationNumber);
  const place = site?.address1 || (locationNumber === null ? '' : job.address1);
  // A separator, not a word: the same in every language.
  return place ? `${job.jobNumber} · ${place}` : job.jobNumber;
}

interface Facts {
  args: Args;
  job: JobFolder | null | undefined;
  templates: ReadonlyMap<string, ReportTemplate>;
}
type Namer = (task: QueuedTask, facts: Facts) => string | null;

/** A namer for a change about a job: nothing while the job is not on this device. */
const onJob =
  (name: (task: QueuedTask, facts: Facts & { job: JobFolder }) => string): Namer =>
  (task, facts) =>
    facts.job ? name(task, { ...facts, job: facts.job }) : null;

function timesheetName(task: QueuedTask): string | null {
  const day = text(field(payloadOf(task), 'timeSheetDate'));
  if (!day) return null;
  const confirmed = field(payloadOf(task), 'status') === 'confirmed';
  return t(confirmed ? 'queue.name.timesheetConfirmed' : 'queue.name.timesheet', {
    day: formatDay(day, 'short'),
  });
}

function reportName(name: string, templates: Facts['templates']): string {
  return templateTitle(templates.get(name) ?? { reportTemplateName: name, reportName: name });
}

/**
 * Every kind is listed, so a new kind makes the compiler ask for its name here; null: the name
 * stored with the task serves (it already says what the change is: an ER job, a folder).
 */
const NAMERS: Record<KindName, Namer | null> = {
  timesheet: timesheetName,
  report: onJob((_, { args, job, templates }) =>
    t('queue.name.report', {
      report: reportName(text(args.templateName) ?? '', templates),
      where: jobAndPlace(job, text(args.loc)),
    }),
  ),
  image: onJob((task, { job }) =>
    t('queue.name.photo', { where: jobAndPlace(job, text(field(payloadOf(task), 'locationNumber'))) }),
  ),
  imageDelete: onJob((_, { args, job }) =>
    t('queue.name.photoRemoved', { where: jobAndPlace(job, text(args.locationNumber)) }),
  ),
  note: onJob((_, { args, job }) => {
    const note = text(args.text) ?? '';
    const summary = note.length > NOTE_SUMMARY ? `${note.slice(0, NOTE_SUMMARY)}…` : note;
    return t('queue.name.note', { job: job.jobNumber, text: summary });
  }),
  jobRecord: null,
  jobFolders: null,
  jobEvent: null,
  folderUpload: null,
  trackFolder: null,
  untrackFolder: null,
};

/** The task's name in the field's words and the language shown now. */
export function taskTitle(
  task: QueuedTask,
  job: JobFolder | null | undefined,
  templates: ReadonlyMap<string, ReportTemplate>,
): string {
  const kind = kindNameOf(task);
  const namer = kind ? NAMERS[kind] : null;
  const args = callOf(task)?.args ?? {};
  return namer?.(task, { args, job, templates }) ?? task.taskName;
}

/** Whether the name itself says the job (else the list adds "Job J-4102" under it). */
export function titleNamesJob(task: QueuedTask, job: JobFolder | null | undefined): boolean {
  const kind = kindNameOf(task);
  return !!job && kind !== null && kind !== 'timesheet' && NAMERS[kind] !== null;
}
