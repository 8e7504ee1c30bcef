// OFFICE-7: the office's review of a report, on the report itself: received (every report, and
// again after each revision its foreman sends), has issues (with the comment he sees) or approved;
// who reviewed it and when. The inbox filters by state and pages by when the report was stored.
// Each review is also in the office record (office_audit), which keeps the history.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function reportReviewSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('reports')
        .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('received'))
        .execute();
      await db.schema.alterTable('reports').addColumn('review_comment', 'text').execute();
      await db.schema
        .alterTable('reports')
        .addColumn('reviewed_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .execute();
      await db.schema.alterTable('reports').addColumn('reviewed_at', 'text').execute();
      await db.schema
        .createIndex('reports_inbox_idx')
        .on('reports')
        .columns(['review_state', 'saved_at'])
        .execute();
      await db.schema.createIndex('reports_saved_idx').on('reports').columns(['saved_at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('reports_saved_idx').execute();
      await db.schema.dropIndex('reports_inbox_idx').execute();
      for (const column of ['reviewed_at', 'reviewed_by_user_id', 'review_comment', 'review_state']) {
        await db.schema.alterTable('reports').dropColumn(column).execute();
      }
    },
  };
}
