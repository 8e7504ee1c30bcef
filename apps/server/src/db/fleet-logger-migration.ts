// Issue 7: the fleet (MISC-2) and the chat logger (MISC-4). Same conventions as the other
// migrations: ISO text times, integer ids, the same on SQLite and PostgreSQL.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function fleetLoggerSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      // Vehicles and assets differ in what they are, not in how they are tracked: one column set,
      // two tables, so each can grow its own fields (a plate, a service interval) later.
      for (const [table, key, code] of [
        ['vehicles', 'vehicle_id', 'unit_number'],
        ['tracked_assets', 'asset_id', 'asset_tag'],
      ] as const) {
        await withIdColumn(db.schema.createTable(table), key, dialect)
          .addColumn(code, 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('kind_type', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('latitude', 'double precision')
          .addColumn('longitude', 'double precision')
          .addColumn('last_seen_at', 'text')
          .addColumn('assigned_to', 'text')
          .execute();
      }

      await withIdColumn(db.schema.createTable('chat_messages'), 'message_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('chat_service', 'text', (c) => c.notNull())
        .addColumn('blocks', 'text', (c) => c.notNull())
        // pending → sent or failed (the webhook's answer); stored when no webhook is configured.
        .addColumn('delivery', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The per-user rate limit counts a user's recent messages.
      await db.schema
        .createIndex('chat_messages_user_time_idx')
        .on('chat_messages')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['chat_messages', 'tracked_assets', 'vehicles']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
