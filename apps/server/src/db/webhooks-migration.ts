// INT-4: webhook subscriptions, the outbox of events (written in the change's transaction) with one
// delivery per subscription, and every attempt of each delivery. A delivery is due when pending and
// its next_attempt_at has come; a claimed attempt pushes next_attempt_at out by a lease, so one
// whose process died becomes due again by itself.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function webhooksSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('webhook_subscriptions'), 'subscription_id', dialect)
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events_json', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('allow_private', 'integer', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .execute();
      await withIdColumn(db.schema.createTable('webhook_events'), 'event_id', dialect)
        .addColumn('webhook_id', 'text', (c) => c.notNull().unique())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .execute();
      await withIdColumn(db.schema.createTable('webhook_deliveries'), 'delivery_id', dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('webhook_events.event_id').onDelete('cascade'),
        )
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('webhook_subscriptions.subscription_id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempt_count', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text')
        .addColumn('retry_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await withIdColumn(db.schema.createTable('webhook_attempts'), 'attempt_id', dialect)
        .addColumn('delivery_id', 'integer', (c) =>
          c.notNull().references('webhook_deliveries.delivery_id').onDelete('cascade'),
        )
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('duration_ms', 'integer')
        .execute();
      await db.schema
        .createIndex('webhook_attempts_delivery_idx')
        .on('webhook_attempts')
        .columns(['delivery_id', 'attempt_id'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'webhook_attempts',
        'webhook_deliveries',
        'webhook_events',
        'webhook_subscriptions',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
