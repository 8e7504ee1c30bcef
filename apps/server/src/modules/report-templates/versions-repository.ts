// OFFICE-4: the kept versions of report templates and the office's drafts. A version row is
// written once (when published) and never changed; report_templates holds the current one, which
// is what devices fetch, so the device calls read one table as before.
import type { Kysely, Selectable } from 'kysely';
import { chunked, isoNow } from '../../db/dialect.js';
import type {
  Database,
  ReportTemplateDraftsTable,
  ReportTemplateRow,
  ReportTemplateVersionsTable,
} from '../../db/types.js';

export type VersionRow = Selectable<ReportTemplateVersionsTable>;
export type DraftRow = Selectable<ReportTemplateDraftsTable>;

export function templateVersion(
  db: Kysely<Database>,
  reportTemplateID: number,
  version: number,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('report_template_versions')
    .selectAll()
    .where('report_template_id', '=', reportTemplateID)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The versions of these templates, newest first within each. */
export async function versionsOf(db: Kysely<Database>, ids: readonly number[]): Promise<VersionRow[]> {
  const rows: VersionRow[] = [];
  for (const chunk of chunked(ids)) {
    rows.push(
      ...(await db
        .selectFrom('report_template_versions')
        .selectAll()
        .where('report_template_id', 'in', chunk)
        .orderBy('report_template_id')
        .orderBy('version', 'desc')
        .execute()),
    );
  }
  return rows;
}

/** Every template, retired ones included (the office sees them all). */
export function everyTemplate(db: Kysely<Database>): Promise<ReportTemplateRow[]> {
  return db.selectFrom('report_templates').selectAll().orderBy('report_template_name').execute();
}

export function allDrafts(db: Kysely<Database>): Promise<DraftRow[]> {
  return db.selectFrom('report_template_drafts').selectAll().execute();
}

export function draftByName(db: Kysely<Database>, name: string): Promise<DraftRow | undefined> {
  return db
    .selectFrom('report_template_drafts')
    .selectAll()
    .where('report_template_name', '=', name)
    .executeTakeFirst();
}

export async function saveDraftRow(db: Kysely<Database>, draft: DraftRow): Promise<void> {
  const { report_template_name: _, ...changes } = draft;
  await db
    .insertInto('report_template_drafts')
    .values(draft)
    .onConflict((oc) => oc.column('report_template_name').doUpdateSet(changes))
    .execute();
}

export async function deleteDraft(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('report_template_drafts').where('report_template_name', '=', name).execute();
}

/**
 * The draft becomes version `version` of the template: the current row (inserted for a first
 * version) and a kept version row, written together by the caller's transaction.
 */
export async function publishVersion(
  db: Kysely<Database>,
  draft: DraftRow,
  existing: ReportTemplateRow | undefined,
  userID: number,
): Promise<void> {
  const now = isoNow();
  const version = (existing?.version ?? 0) + 1;
  const current = {
    report_name: draft.report_name,
    definition: draft.definition,
    version,
    updated_at: now,
    retired_at: null,
  };
  const id = existing
    ? (
        await db
          .updateTable('report_templates')
          .set(current)
          .where('report_template_id', '=', existing.report_template_id)
          .returning('report_template_id')
          .executeTakeFirstOrThrow()
      ).report_template_id
    : (
        await db
          .insertInto('report_templates')
          .values({ ...current, report_template_name: draft.report_template_name })
          .returning('report_template_id')
          .executeTakeFirstOrThrow()
      ).report_template_id;
  await db
    .insertInto('report_template_versions')
    .values({
      report_template_id: id,
      version,
      report_name: draft.report_name,
      definition: draft.definition,
      published_at: now,
      published_by_user_id: userID,
    })
    .execute();
}

export async function retireTemplate(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('report_templates')
    .set({ retired_at: isoNow() })
    .where('report_template_id', '=', id)
    .where('retired_at', 'is', null)
    .execute();
}

/** Keeps a version written outside the console (the demo data), once. */
export async function keepVersion(db: Kysely<Database>, row: ReportTemplateRow): Promise<void> {
  await db
    .insertInto('report_template_versions')
    .values({
      report_template_id: row.report_template_id,
      version: row.version,
      report_name: row.report_name,
      definition: row.definition,
      published_at: row.updated_at,
      published_by_user_id: null,
    })
    .onConflict((oc) => oc.columns(['report_template_id', 'version']).doNothing())
    .execute();
}
