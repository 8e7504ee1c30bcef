// Report templates (REPORT-1). The definition is stored as JSON text and parsed with the
// contract's schema on the way in and on the way out, so a device never receives a template its
// renderer cannot read.
import { ReportTemplateDefinition, type ReportTemplate } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { chunked, isoNow } from '../../db/dialect.js';
import type { Database, ReportTemplateRow } from '../../db/types.js';
import { keepVersion, type VersionRow } from './versions-repository.js';

/** A template as stored: the contract's, with the version it always has here. */
export type StoredTemplate = ReportTemplate & { version: number };

export function toReportTemplate(row: ReportTemplateRow): StoredTemplate {
  return {
    reportTemplateID: row.report_template_id,
    reportTemplateName: row.report_template_name,
    reportName: row.report_name,
    version: row.version,
    fields: ReportTemplateDefinition.parse(JSON.parse(row.definition)),
  };
}

/** OFFICE-4: a kept version of the template, as the contract's template of that version. */
export function fromVersion(row: ReportTemplateRow, kept: VersionRow): StoredTemplate {
  return {
    reportTemplateID: row.report_template_id,
    reportTemplateName: row.report_template_name,
    reportName: kept.report_name,
    version: kept.version,
    fields: ReportTemplateDefinition.parse(JSON.parse(kept.definition)),
  };
}

/** The templates devices get: every one not retired (OFFICE-4), each at its current version. */
export function allTemplates(db: Kysely<Database>): Promise<ReportTemplateRow[]> {
  return db
    .selectFrom('report_templates')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('report_template_id')
    .execute();
}

/** OFFICE-4: the name and current version of each template devices get, in id order. */
export function currentVersions(
  db: Kysely<Database>,
): Promise<Pick<ReportTemplateRow, 'report_template_name' | 'version'>[]> {
  return db
    .selectFrom('report_templates')
    .select(['report_template_name', 'version'])
    .where('retired_at', 'is', null)
    .orderBy('report_template_id')
    .execute();
}

export function templateByName(db: Kysely<Database>, name: string): Promise<ReportTemplateRow | undefined> {
  return db
    .selectFrom('report_templates')
    .selectAll()
    .where('report_template_name', '=', name)
    .executeTakeFirst();
}

export function templateByID(db: Kysely<Database>, id: number): Promise<ReportTemplateRow> {
  return db
    .selectFrom('report_templates')
    .selectAll()
    .where('report_template_id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Inserts the template, or replaces a stored one of a lower version; an equal or newer one stays. */
export async function upsertTemplate(
  db: Kysely<Database>,
  template: { name: string; reportName: string; version: number; fields: unknown },
): Promise<void> {
  const definition = JSON.stringify(ReportTemplateDefinition.parse(template.fields));
  const row = {
    report_template_name: template.name,
    report_name: template.reportName,
    definition,
    version: template.version,
    updated_at: isoNow(),
  };
  await db
    .insertInto('report_templates')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('report_template_name')
        .doUpdateSet({
          report_name: row.report_name,
          definition,
          version: row.version,
          updated_at: row.updated_at,
        })
        .where('report_templates.version', '<', row.version),
    )
    .execute();
  // OFFICE-4: the version is kept, so reports filled on it keep it after the office publishes another.
  const stored = await templateByName(db, template.name);
  if (stored) await keepVersion(db, stored);
}

/** OFF-2: template names by id; ids of no template are left out. */
export async function templateNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await db
      .selectFrom('report_templates')
      .select(['report_template_id', 'report_template_name'])
      .where('report_template_id', 'in', chunk)
      .execute();
    for (const row of rows) names.set(row.report_template_id, row.report_template_name);
  }
  return names;
}
