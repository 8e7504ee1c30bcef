// Issue 3: jobs, their crews, sites, notes, events and folders, and the lookup tables. Same
// conventions as the initial schema: ISO text timestamps, 0/1 flags, integer ids.
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

const TABLES = [
  'job_number_counters',
  'job_folders',
  'job_events',
  'event_types',
  'option_lists',
  'notes',
  'sites',
  'job_crew',
  'jobs',
];

export function jobsSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('jobs'), 'job_id', dialect)
        .addColumn('job_number', 'text', (c) => c.notNull().unique())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('work_type', 'text', (c) => c.notNull())
        .addColumn('work_description', 'text', (c) => c.notNull())
        // double precision: PostgreSQL's `real` is 4 bytes and would move a point by metres.
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('crew_folder', 'text', (c) => c.notNull())
        .addColumn('crew_folder_id', 'text', (c) => c.notNull())
        .addColumn('cover_photo_ref', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('is_emergency', 'integer', (c) => c.notNull())
        .addColumn('foreman_employee_id', 'integer', (c) => c.references('employees.employee_id'))
        .addColumn('created_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('jobs_status_check', sql`status in ('Open', 'Closed')`)
        .execute();
      // SYNC-1: deltas are answered from this index ("updated_at > since").
      await db.schema.createIndex('jobs_updated_idx').on('jobs').column('updated_at').execute();
      // The access rule: "jobs I am foreman of".
      await db.schema.createIndex('jobs_foreman_idx').on('jobs').column('foreman_employee_id').execute();

      await db.schema
        .createTable('job_crew')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addPrimaryKeyConstraint('job_crew_pk', ['job_id', 'employee_id'])
        .execute();
      // The access rule: "jobs I am on the crew of".
      await db.schema.createIndex('job_crew_employee_idx').on('job_crew').column('employee_id').execute();

      await withIdColumn(db.schema.createTable('sites'), 'site_id', dialect)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('location_number', 'text', (c) => c.notNull())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addUniqueConstraint('sites_job_location_unique', ['job_id', 'location_number'])
        .execute();

      await withIdColumn(db.schema.createTable('notes'), 'note_id', dialect)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('note_type', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .execute();
      await db.schema.createIndex('notes_job_idx').on('notes').columns(['job_id', 'created_at']).execute();

      await withIdColumn(db.schema.createTable('option_lists'), 'option_id', dialect)
        .addColumn('list_name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addUniqueConstraint('option_lists_name_value_unique', ['list_name', 'value'])
        .execute();

      await withIdColumn(db.schema.createTable('event_types'), 'event_type_id', dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('job_events'), 'event_id', dialect)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('start_date_column', 'text', (c) => c.notNull())
        .addColumn('end_date_column', 'text', (c) => c.notNull())
        .addColumn('start_day', 'text', (c) => c.notNull())
        .addColumn('end_day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .execute();
      await db.schema.createIndex('job_events_job_idx').on('job_events').column('job_id').execute();

      await withIdColumn(db.schema.createTable('job_folders'), 'folder_id', dialect)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Adding a folder name twice answers the first id (add-folders is safe to repeat).
        .addUniqueConstraint('job_folders_job_name_unique', ['job_id', 'name'])
        .execute();

      await db.schema
        .createTable('job_number_counters')
        .addColumn('prefix', 'text', (c) => c.primaryKey())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of TABLES) await db.schema.dropTable(table).execute();
    },
  };
}
