// UX-1: an event type's Spanish name ("Mobilize" is "Movilización" to a Spanish crew), beside the
// English one, as option lists have (option-label-migration.ts); a job event keeps the English name.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function eventTypeLabelSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('event_types').addColumn('label_es', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('event_types').dropColumn('label_es').execute();
    },
  };
}
