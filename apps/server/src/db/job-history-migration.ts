// TSX-3: a job's history of status, foreman and crew, with the instant of each change, so the
// server can tell who had a job open on a given day after it closed or moved (jobs/history.ts).
// One row per change: 'opened' / 'closed' (no employee), 'foreman' (the new foreman, null for
// none), 'crewJoined' / 'crewLeft' (the member). Jobs already stored get their first rows here:
// opened, led by their foreman and worked by their crew since their creation; a closed job closed
// at its last change (updated_at), the best the table knows.
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

const COLUMNS = ['job_id', 'changed_at', 'change', 'employee_id'] as const;

export function jobHistorySchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('job_history'), 'history_id', dialect)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('change', 'text', (c) => c.notNull())
        .addColumn('employee_id', 'integer', (c) => c.references('employees.employee_id'))
        .addCheckConstraint(
          'job_history_change_check',
          sql`change in ('opened', 'closed', 'foreman', 'crewJoined', 'crewLeft')`,
        )
        .execute();
      // The rule reads one job's rows in order of change.
      await db.schema
        .createIndex('job_history_job_idx')
        .on('job_history')
        .columns(['job_id', 'changed_at'])
        .execute();

      const backfill = (select: ReturnType<AnyDb['selectFrom']>) =>
        db
          .insertInto('job_history')
          .columns([...COLUMNS])
          .expression(select)
          .execute();
      await backfill(
        db
          .selectFrom('jobs')
          .select(['job_id', 'created_at', sql.lit('opened').as('change'), sql.lit(null).as('e')]),
      );
      await backfill(
        db
          .selectFrom('jobs')
          .select(['job_id', 'created_at', sql.lit('foreman').as('change'), 'foreman_employee_id'])
          .where('foreman_employee_id', 'is not', null),
      );
      await backfill(
        db
          .selectFrom('job_crew')
          .innerJoin('jobs', 'jobs.job_id', 'job_crew.job_id')
          .select([
            'jobs.job_id',
            'jobs.created_at',
            sql.lit('crewJoined').as('change'),
            'job_crew.employee_id',
          ]),
      );
      await backfill(
        db
          .selectFrom('jobs')
          .select(['job_id', 'updated_at', sql.lit('closed').as('change'), sql.lit(null).as('e')])
          .where('status', '=', 'Closed'),
      );
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('job_history').execute();
    },
  };
}
