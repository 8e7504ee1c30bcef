// SRV-4: the demo report templates and their option lists. Option rows are "insert if missing";
// a template is inserted, or replaced when the shipped version is newer than the stored one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { upsertTemplate } from '../modules/report-templates/repository.js';
import { DEMO_OPTION_LABELS_ES, DEMO_OPTION_LISTS, DEMO_TEMPLATES } from './report-templates.js';

export async function seedDemoReportTemplates(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(DEMO_OPTION_LISTS).flatMap(([listName, values]) =>
    values.map((value, i) => ({
      list_name: listName,
      value,
      label: value,
      label_es: DEMO_OPTION_LABELS_ES[value] ?? null,
      sort_order: i + 1,
    })),
  );
  await db
    .insertInto('option_lists')
    .values(rows)
    .onConflict((oc) => oc.columns(['list_name', 'value']).doNothing())
    .execute();
  for (const template of DEMO_TEMPLATES) await upsertTemplate(db, template);
}
