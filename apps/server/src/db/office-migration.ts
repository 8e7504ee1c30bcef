// OFFICE-1: the office roles a person holds beside their field role (users.role). The reviewer is
// the field role of that name and is not stored here.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

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

/** OFFICE-10: every office action, who made it, when, and the object before and after (JSON). */
export function officeAuditSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('office_audit'), 'audit_id', dialect)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_kind', 'text', (c) => c.notNull())
        .addColumn('object_id', 'integer', (c) => c.notNull())
        .addColumn('job_id', 'integer')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('office_audit_at_idx').on('office_audit').column('at').execute();
      await db.schema
        .createIndex('office_audit_job_idx')
        .on('office_audit')
        .columns(['job_id', 'at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('office_audit').execute();
    },
  };
}
