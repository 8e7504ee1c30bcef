// OFFICE-9: the office retires a vehicle or asset (sold, scrapped, lost): the row stays, so the
// office record and old reports still name it, and it leaves the field's fleet list.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

const TABLES = ['vehicles', 'tracked_assets'] as const;

export function fleetRetiredSchema(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of TABLES) await db.schema.alterTable(table).addColumn('retired_at', 'text').execute();
    },
    async down(db: AnyDb) {
      for (const table of TABLES) await db.schema.alterTable(table).dropColumn('retired_at').execute();
    },
  };
}
