// TRUST-5: the words a kind names its change with in the queue list ("Daily Report for J-4102 ·
// 12 Main St", "Note on J-4102: …"), shared by the kinds.
import type { JobFolder, ReportTemplate } from '@fieldops/contract';
import { templateTitle } from '../../i18n/template-text';

/** "J-4102 · 12 Main St": the job by number and the site by its street, as the crew says them. */
export function jobAndPlace(job: JobFolder, locationNumber: string | null | undefined): string {
  const site =
    locationNumber == null ? undefined : job.locations.find((l) => l.locationNumber === locationNumber);
  const place = site?.address1 || (locationNumber == null ? '' : job.address1);
  // A separator, not a word: the same in every language.
  return place ? `${job.jobNumber} · ${place}` : job.jobNumber;
}

/** A report's name as the template titles it (the template's own name when it is not on the device). */
export function reportName(name: string, templates: ReadonlyMap<string, ReportTemplate>): string {
  return templateTitle(templates.get(name) ?? { reportTemplateName: name, reportName: name });
}

/** The first `length` characters of a text, with an ellipsis when cut. */
export const summaryOf = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}…` : text;
