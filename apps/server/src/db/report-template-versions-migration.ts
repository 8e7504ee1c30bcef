// OFFICE-4: report templates edited by the office. Each published version is kept, immutable
// (report_template_versions), so a report filled on an older one is checked against it and its PDF
// prints it; the office's draft is a row of its own until it is published; a retired template
// (retired_at) is no longer sent to devices. The versions already stored become the first kept ones.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function reportTemplateVersionsSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('report_templates').addColumn('retired_at', 'text').execute();
      await db.schema
        .createTable('report_template_versions')
        .addColumn('report_template_id', 'integer', (c) =>
          c.notNull().references('report_templates.report_template_id'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('report_name', 'text', (c) => c.notNull())
        // ReportTemplateDefinition as JSON, never changed once written.
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        // NULL: shipped with the app (demo data), not published from the console.
        .addColumn('published_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .addPrimaryKeyConstraint('report_template_versions_pk', ['report_template_id', 'version'])
        .execute();
      await db
        .insertInto('report_template_versions')
        .columns(['report_template_id', 'version', 'report_name', 'definition', 'published_at'])
        .expression(
          db
            .selectFrom('report_templates')
            .select(['report_template_id', 'version', 'report_name', 'definition', 'updated_at']),
        )
        .execute();
      await db.schema
        .createTable('report_template_drafts')
        // By name: a template's first draft has no report_templates row (devices never see it).
        .addColumn('report_template_name', 'text', (c) => c.primaryKey())
        .addColumn('report_name', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('saved_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('report_template_drafts').execute();
      await db.schema.dropTable('report_template_versions').execute();
      await db.schema.alterTable('report_templates').dropColumn('retired_at').execute();
    },
  };
}
