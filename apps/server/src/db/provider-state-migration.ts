// OPS-2: what the embedded provider and the rate limiter kept in one process's memory, in the
// database every instance shares: the provider's models (sessions, grants, interactions, tokens,
// replay detection ...), its signing and cookie keys, and the request counts per key and window.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function providerStateSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      // One table for every oidc-provider model (as its example adapters do): the payload is the
      // provider's own JSON; the columns beside it are what the adapter looks rows up by.
      await db.schema
        .createTable('oidc_models')
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('model_id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('grant_id', 'text')
        .addColumn('user_code', 'text')
        .addColumn('uid', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('consumed_at', 'integer')
        .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'model_id'])
        .execute();
      await db.schema.createIndex('oidc_models_grant_idx').on('oidc_models').column('grant_id').execute();
      await db.schema
        .createIndex('oidc_models_uid_idx')
        .on('oidc_models')
        .columns(['model', 'uid'])
        .execute();
      await db.schema
        .createIndex('oidc_models_user_code_idx')
        .on('oidc_models')
        .columns(['model', 'user_code'])
        .execute();
      await db.schema.createIndex('oidc_models_expiry_idx').on('oidc_models').column('expires_at').execute();

      // One row ('current'): the first instance to start makes the keys, every other reads them.
      await db.schema
        .createTable('oidc_keys')
        .addColumn('key_set', 'text', (c) => c.primaryKey())
        .addColumn('keys', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // A fixed window per key: window_start is epoch milliseconds, a multiple of the window.
      // UNLOGGED on PostgreSQL: counts that last a minute need no WAL and no flush to disk per
      // request (a crash empties the table, which only forgives a minute of counting).
      const counts = db.schema.createTable('rate_limit_windows');
      await (dialect === 'postgres' ? counts.modifyFront(sql`unlogged`) : counts)
        .addColumn('limit_key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_windows_pk', ['limit_key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('rate_limit_windows_start_idx')
        .on('rate_limit_windows')
        .column('window_start')
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['rate_limit_windows', 'oidc_keys', 'oidc_models']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
