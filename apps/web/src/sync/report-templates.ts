// START-2, REPORT-1: report templates load last in the start sequence, online with a session:
// GET /api/Mobile/ReportTemplates, then GET /api/QuestionLoader when the templates name option
// lists, and both are stored in one transaction (the key range 1..1,000,000 is cleared first).
// Offline, the templates stored last time stay, so reports can be filled with no network.
// OFFICE-4: the job sync loads them again when its answer's templatesStamp is not the one the
// stored templates were loaded under (the office published or retired one), and stores that stamp
// with them; a draft keeps the version it was started on (LocalReport.template).
import { optionListsOf, type OptionListEntry } from '@fieldops/contract';
import { call } from '../api/calls';
import { type FieldOpsDatabase, db } from '../db/database';
import { readReportTemplatesStamp, replaceReportTemplates } from '../db/reports';
import type { Startable } from '../start/startable';

export async function loadReportTemplates(stamp?: string, database: FieldOpsDatabase = db): Promise<void> {
  const templates = await call('reportTemplates');
  const named = templates.flatMap((template) => optionListsOf(template.fields));
  let optionLists: OptionListEntry[] | null = null;
  if (named.length > 0) optionLists = (await call('questionLoader')).optionLists;
  await replaceReportTemplates(templates, optionLists, database, stamp);
}

/** OFFICE-4: loads the templates when the job sync names versions other than the stored ones. */
export async function followTemplatesStamp(
  stamp: string | undefined,
  database: FieldOpsDatabase = db,
  load: typeof loadReportTemplates = loadReportTemplates,
): Promise<void> {
  if (stamp === undefined || stamp === (await readReportTemplatesStamp(database))) return;
  await load(stamp, database);
}

export const reportTemplates: Startable = {
  name: 'report templates',
  async start(context) {
    if (!context.online || !context.signedIn) return;
    await loadReportTemplates();
  },
};
