// FIELD-8: when and where each photo was taken, as the device read it (EXIF, else its clock and
// position at capture). Nullable: photos uploaded before this, or by a device that knew nothing,
// have none, and the server never fills in the upload time instead.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function imageCaptureSchema(_dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      // ISO text with the device's offset, so a report prints the wall-clock time at the site.
      await db.schema.alterTable('images').addColumn('taken_at', 'text').execute();
      await db.schema.alterTable('images').addColumn('latitude', 'double precision').execute();
      await db.schema.alterTable('images').addColumn('longitude', 'double precision').execute();
    },
    async down(db: AnyDb) {
      for (const column of ['longitude', 'latitude', 'taken_at'])
        await db.schema.alterTable('images').dropColumn(column).execute();
    },
  };
}
