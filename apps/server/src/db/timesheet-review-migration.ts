// OFFICE-8: the office's review of a confirmed day: approved (locked on both sides) or returned with
// a comment (reopened for the foreman to correct). The latest row of a day counts.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function timesheetReviewSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('timesheet_reviews'), 'review_id', dialect)
        .addColumn('timesheet_id', 'integer', (c) =>
          c.notNull().references('timesheets.timesheet_id').onDelete('cascade'),
        )
        .addColumn('decision', 'text', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('reviewed_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('reviewed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('timesheet_reviews_day_idx')
        .on('timesheet_reviews')
        .columns(['timesheet_id', 'review_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('timesheet_reviews').execute();
    },
  };
}
