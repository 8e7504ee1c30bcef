// UX-1: an option list entry's Spanish label (weather "Clear" is "Despejado" to a Spanish crew),
// beside the English one; the stored value stays one, so reports and checks do not change.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function optionLabelSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('option_lists').addColumn('label_es', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('option_lists').dropColumn('label_es').execute();
    },
  };
}
