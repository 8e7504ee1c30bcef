// START-2, REPORT-1: report templates load last in the start sequence, online with a session:
// GET /api/Mobile/ReportTemplates, then GET /api/QuestionLoader when the templates name option
// lists, and both are stored in one transaction (the key range 1..1,000,000 is cleared first).
// Offline, the templates stored last time stay, so reports can be filled with no network.
import { optionListsOf, type OptionListEntry } from '@fieldops/contract';
import { call } from '../api/calls';
import { replaceReportTemplates } from '../db/reports';
import type { Startable } from '../start/startable';

export async function loadReportTemplates(): Promise<void> {
  const templates = await call('reportTemplates');
  const named = templates.flatMap((template) => optionListsOf(template.fields));
  let optionLists: OptionListEntry[] | null = null;
  if (named.length > 0) optionLists = (await call('questionLoader')).optionLists;
  await replaceReportTemplates(templates, optionLists);
}

export const reportTemplates: Startable = {
  name: 'report templates',
  async start(context) {
    if (!context.online || !context.signedIn) return;
    await loadReportTemplates();
  },
};
