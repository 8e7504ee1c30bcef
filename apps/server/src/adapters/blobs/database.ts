// OPS-2: the blob store every instance shares (BLOB_STORE=database): a table of key → bytes
// (bytea on PostgreSQL, blob on SQLite). Photos are at most IMAGE_BODY_LIMIT_BYTES, so rows stay
// well within what both databases handle; backups of the database then hold the blobs too.
// A put of an existing key replaces the bytes in one statement, as the folder's rename does.
// A row is written and read whole, so the stream calls collect the bytes: streaming without
// holding a file is what BLOB_STORE=s3 is for (SCALE-4).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { assertBlobKey, type BlobStore } from './blob-store.js';

export function databaseBlobStore(db: Kysely<Database>): BlobStore {
  const store: BlobStore = {
    async put(key, bytes) {
      const row = { blob_key: assertBlobKey(key), bytes, created_at: new Date().toISOString() };
      await db
        .insertInto('blobs')
        .values(row)
        .onConflict((oc) => oc.column('blob_key').doUpdateSet({ bytes, created_at: row.created_at }))
        .execute();
    },
    async putStream(key, body) {
      assertBlobKey(key);
      await store.put(key, await buffer(body));
    },
    async get(key) {
      const row = await db
        .selectFrom('blobs')
        .select('bytes')
        .where('blob_key', '=', assertBlobKey(key))
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async getStream(key) {
      const bytes = await store.get(key);
      return bytes ? Readable.from([bytes]) : null;
    },
    async delete(key) {
      await db.deleteFrom('blobs').where('blob_key', '=', assertBlobKey(key)).execute();
    },
  };
  return store;
}
