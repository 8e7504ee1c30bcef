// TSX-5: an employee's trade and class (the crew roster the devices keep shows them). Both are
// optional: null until the office sets them.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function employeeTradeSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('employees').addColumn('trade', 'text').execute();
      await db.schema.alterTable('employees').addColumn('worker_class', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('employees').dropColumn('worker_class').execute();
      await db.schema.alterTable('employees').dropColumn('trade').execute();
    },
  };
}
