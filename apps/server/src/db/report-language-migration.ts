// UX-1: the language a report was filled in ('en' | 'es'), sent by the device with the save, so
// its PDF prints in that language whoever opens it. Reports saved before have none (NULL): their
// PDF prints in the language the reader's device asks for.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function reportLanguageSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('reports').addColumn('language', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('reports').dropColumn('language').execute();
    },
  };
}
