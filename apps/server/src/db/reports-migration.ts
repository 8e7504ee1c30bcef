// Issue 4: report templates, saved reports and images. Same conventions as the other migrations:
// ISO text timestamps, integer ids, JSON kept as text (the same on SQLite and PostgreSQL).
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function reportsSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('report_templates'), 'report_template_id', dialect)
        .addColumn('report_template_name', 'text', (c) => c.notNull().unique())
        .addColumn('report_name', 'text', (c) => c.notNull())
        // ReportTemplateDefinition as JSON; checked by the contract's schema when written and read.
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // REPORT-1: the device clears keys 1..1,000,000 before loading; ids outside would linger there.
        .addCheckConstraint('report_templates_id_range', sql`report_template_id between 1 and 1000000`)
        .execute();

      await withIdColumn(db.schema.createTable('reports'), 'report_id', dialect)
        // The device's code for the report; the save path names it, so a resend replaces, never adds.
        .addColumn('reference_code', 'text', (c) => c.notNull().unique())
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('location_number', 'text', (c) => c.notNull())
        .addColumn('report_template_id', 'integer', (c) =>
          c.notNull().references('report_templates.report_template_id'),
        )
        .addColumn('template_version', 'integer', (c) => c.notNull())
        .addColumn('values_json', 'text', (c) => c.notNull())
        // As the device sent them: when it was filled in, and the name it showed.
        .addColumn('filled_on', 'text', (c) => c.notNull())
        .addColumn('filled_by', 'text', (c) => c.notNull())
        // Who really sent it (the session's user), and when the server stored this revision.
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reports_job_idx').on('reports').column('job_id').execute();

      await withIdColumn(db.schema.createTable('images'), 'image_id', dialect)
        .addColumn('reference_code', 'text', (c) => c.notNull().unique())
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('location_number', 'text', (c) => c.notNull())
        .addColumn('report_code', 'text')
        .addColumn('file_name', 'text')
        // Where the bytes are in the blob store: a random key, never text from the request.
        .addColumn('blob_key', 'text', (c) => c.notNull().unique())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('images_job_idx').on('images').columns(['job_id', 'created_at']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['images', 'reports', 'report_templates'])
        await db.schema.dropTable(table).execute();
    },
  };
}
