// INT-2: service accounts and their tokens (hashes only), and the service account named in the
// office record of a change a token made. INT-3: the other systems' ids of our rows.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function serviceAccountsSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('service_accounts'), 'service_account_id', dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .execute();
      await withIdColumn(db.schema.createTable('service_tokens'), 'token_id', dialect)
        .addColumn('service_account_id', 'integer', (c) =>
          c.notNull().references('service_accounts.service_account_id'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('hint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('service_tokens_account_idx')
        .on('service_tokens')
        .column('service_account_id')
        .execute();
      await db.schema
        .alterTable('office_audit')
        .addColumn('service_account_id', 'integer', (c) =>
          c.references('service_accounts.service_account_id'),
        )
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('office_audit').dropColumn('service_account_id').execute();
      await db.schema.dropTable('service_tokens').execute();
      await db.schema.dropTable('service_accounts').execute();
    },
  };
}

/** INT-3: one other-system id per row of a kind (job, person), unique both ways. */
export function externalIDsSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('external_ids')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('external_ids_pk', ['kind', 'external_id'])
        .execute();
      await db.schema
        .createIndex('external_ids_record_idx')
        .on('external_ids')
        .columns(['kind', 'record_id'])
        .unique()
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('external_ids').execute();
    },
  };
}
