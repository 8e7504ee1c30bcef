// Issue 5: timesheets (TS-1..5). Same conventions as the other migrations: ISO text dates and
// times ('YYYY-MM-DD', 'HH:MM'), integer ids, 0/1 booleans, the same on SQLite and PostgreSQL.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function timesheetsSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('timesheets'), 'timesheet_id', dialect)
        .addColumn('foreman_employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addColumn('timesheet_date', 'text', (c) => c.notNull())
        .addColumn('shift_start', 'text', (c) => c.notNull())
        .addColumn('shift_end', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('explanation', 'text')
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // One day, one timesheet per foreman: the service answers 409 first; this stops a race.
        .addUniqueConstraint('timesheets_foreman_date_unique', ['foreman_employee_id', 'timesheet_date'])
        .execute();
      // Other timesheets near a date (overlaps across foremen).
      await db.schema.createIndex('timesheets_date_idx').on('timesheets').column('timesheet_date').execute();

      await withIdColumn(db.schema.createTable('timesheet_jobs'), 'timesheet_job_id', dialect)
        .addColumn('timesheet_id', 'integer', (c) => c.notNull().references('timesheets.timesheet_id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('timesheet_jobs_sheet_idx')
        .on('timesheet_jobs')
        .column('timesheet_id')
        .execute();

      await withIdColumn(db.schema.createTable('timesheet_crew'), 'timesheet_crew_id', dialect)
        .addColumn('timesheet_job_id', 'integer', (c) =>
          c.notNull().references('timesheet_jobs.timesheet_job_id'),
        )
        // Repeated from the job row so a person's timesheets are found without a join.
        .addColumn('timesheet_id', 'integer', (c) => c.notNull().references('timesheets.timesheet_id'))
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('lunch_taken', 'integer', (c) => c.notNull())
        .addColumn('ignore_dayoff', 'integer', (c) => c.notNull())
        .addColumn('explanation', 'text')
        .execute();
      await db.schema
        .createIndex('timesheet_crew_sheet_idx')
        .on('timesheet_crew')
        .column('timesheet_id')
        .execute();
      await db.schema
        .createIndex('timesheet_crew_employee_idx')
        .on('timesheet_crew')
        .column('employee_id')
        .execute();

      await db.schema
        .createTable('crew_days_off')
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('crew_days_off_pk', ['employee_id', 'day'])
        .execute();

      await db.schema
        .createTable('user_timesheet_defaults')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id'))
        .addColumn('shift_start', 'text', (c) => c.notNull())
        .addColumn('shift_end', 'text', (c) => c.notNull())
        .addColumn('lunch_taken', 'integer', (c) => c.notNull())
        .addColumn('ignore_dayoff', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // TS-5: what subsistence reads about a job; the rates themselves are code (DEFAULT_TIMESHEET_RULES).
      await db.schema
        .createTable('job_subsistence')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('jobs.job_id'))
        .addColumn('subsistence_job', 'integer', (c) => c.notNull())
        .addColumn('distance_km', 'real')
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'job_subsistence',
        'user_timesheet_defaults',
        'crew_days_off',
        'timesheet_crew',
        'timesheet_jobs',
        'timesheets',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
