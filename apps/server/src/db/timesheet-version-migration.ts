// TSX-1: a timesheet's version (1 when created, +1 per stored change) so a save names the copy it
// was based on and a stale one is refused instead of overwriting silently; and who changed it
// last, shown to a foreman choosing between two values. Days stored before start at version 1.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function timesheetVersionSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('timesheets')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('timesheets')
        .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('timesheets').dropColumn('updated_by_user_id').execute();
      await db.schema.alterTable('timesheets').dropColumn('version').execute();
    },
  };
}
