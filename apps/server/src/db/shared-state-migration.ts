// OPS-2: what several server instances must agree on lives in the database, not on one machine:
// blob bytes (BLOB_STORE=database), the local drive's index (file ids), background-work leases,
// chat forwarding retries and the cost-aware upload allowance per session.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function sharedStateSchema(dialect: SqlDialect): Migration {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('blobs')
        .addColumn('blob_key', 'text', (c) => c.primaryKey())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('drive_items')
        .addColumn('item_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        // Unique: two instances listing one folder at once cannot give a place two ids.
        .addColumn('rel', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('drive_items_parent_idx').on('drive_items').column('parent_id').execute();

      await db.schema
        .createTable('background_jobs')
        .addColumn('job_name', 'text', (c) => c.primaryKey())
        .addColumn('lease_holder', 'text')
        .addColumn('lease_expires_at', 'text', (c) => c.notNull())
        .addColumn('next_run_at', 'text', (c) => c.notNull())
        .addColumn('last_run_at', 'text')
        .execute();

      // SQLite adds one column per statement.
      await db.schema
        .alterTable('chat_messages')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('chat_messages').addColumn('next_attempt_at', 'text').execute();
      await db.schema
        .createIndex('chat_messages_retry_idx')
        .on('chat_messages')
        .column('next_attempt_at')
        .execute();

      await db.schema
        .createTable('upload_allowances')
        .addColumn('session_id', 'integer', (c) => c.primaryKey())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('pixels', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('upload_allowances').execute();
      await db.schema.dropIndex('chat_messages_retry_idx').execute();
      await db.schema.alterTable('chat_messages').dropColumn('next_attempt_at').execute();
      await db.schema.alterTable('chat_messages').dropColumn('attempts').execute();
      for (const table of ['background_jobs', 'drive_items', 'blobs']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
