// SCALE-4: with BLOB_STORE=s3 a resumable upload's chunk keeps its bytes in the object store; its
// row names the object (blob_key) and its bytes column is empty. Null: the bytes are in the row.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function uploadChunkBlobsSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('upload_chunks').addColumn('blob_key', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('upload_chunks').dropColumn('blob_key').execute();
    },
  };
}
