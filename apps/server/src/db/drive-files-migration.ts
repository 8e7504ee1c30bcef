// OPS-2: DRIVE=shared keeps the drive's folders in drive_items and each file's metadata here, its
// bytes in the blob store (BLOB_STORE), so no instance needs a drive folder of its own.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function driveFilesSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('drive_files')
        .addColumn('item_id', 'text', (c) => c.primaryKey())
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('modified_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('drive_files').execute();
    },
  };
}
