// OFFICE-1: the office roles a person holds beside their field role (users.role). The reviewer is
// the field role of that name and is not stored here.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function officeSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('office_grants')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('office_role', 'text', (c) => c.notNull())
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .addColumn('granted_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .addPrimaryKeyConstraint('office_grants_pk', ['user_id', 'office_role'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('office_grants').execute();
    },
  };
}
