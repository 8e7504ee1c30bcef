// The uploads and upload_chunks tables (FIELD-3). Every read of an upload names its owner, so an
// id of another user's upload is the same "no such upload" as one that never existed.
// SCALE-4: given `chunkBlobs` (BLOB_STORE=s3), a chunk's bytes go to an object of their own and
// its row names it; reads take the bytes from wherever the row says, and deletes answer the
// objects to delete once the rows' removal has committed.
import type { Insertable, Kysely } from 'kysely';
import { newBlobKey, type BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Database, UploadRow, UploadsTable } from '../../db/types.js';

export async function insertUpload(db: Kysely<Database>, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export function uploadOfUser(
  db: Kysely<Database>,
  uploadID: string,
  userID: number,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('upload_id', '=', uploadID)
    .where('user_id', '=', userID)
    .executeTakeFirst();
}

/** The bytes the user's unfinished uploads declared (what they may still fill). */
export async function declaredBytesOfUser(db: Kysely<Database>, userID: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<string | number | null>('upload_length').as('total'))
    .where('user_id', '=', userID)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/**
 * Appends one chunk at `offset` if that is still the upload's offset: the conditional update
 * takes the row's lock first, so of two requests carrying the same chunk exactly one applies and
 * the other finds the offset moved. False when the offset had moved (nothing written).
 */
export async function appendChunk(
  db: Kysely<Database>,
  uploadID: string,
  offset: number,
  bytes: Uint8Array,
  now: string,
  chunkBlobs?: BlobStore,
): Promise<boolean> {
  // The object first, under a key of its own: a row never names a missing object, and a request
  // that loses the race below deletes only what it wrote.
  const blobKey = chunkBlobs ? newBlobKey('uploads', 'bin') : null;
  if (chunkBlobs && blobKey) await chunkBlobs.put(blobKey, bytes);
  let appended = false;
  try {
    appended = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('uploads')
        .set({ upload_offset: offset + bytes.length, updated_at: now })
        .where('upload_id', '=', uploadID)
        .where('upload_offset', '=', offset)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('upload_chunks')
        .values({
          upload_id: uploadID,
          chunk_offset: offset,
          bytes: blobKey ? Buffer.alloc(0) : bytes,
          blob_key: blobKey,
        })
        .execute();
      return true;
    });
  } finally {
    if (!appended && chunkBlobs && blobKey) await chunkBlobs.delete(blobKey);
  }
  return appended;
}

/** A chunk's bytes, from its row or from the object it names. */
async function chunkBytes(
  chunk: { bytes: Uint8Array; blob_key: string | null },
  chunkBlobs: BlobStore | undefined,
): Promise<Uint8Array> {
  if (chunk.blob_key === null) return chunk.bytes;
  if (!chunkBlobs) throw new Error('An upload chunk is in the object store, but BLOB_STORE is not s3');
  const bytes = await chunkBlobs.get(chunk.blob_key);
  if (!bytes) throw new Error(`Upload chunk ${chunk.blob_key} is missing from the object store`);
  return bytes;
}

/** The upload's bytes in order (only called once every byte is acknowledged). */
export async function uploadBytes(
  db: Kysely<Database>,
  uploadID: string,
  chunkBlobs?: BlobStore,
): Promise<Buffer> {
  const chunks = await db
    .selectFrom('upload_chunks')
    .select(['bytes', 'blob_key'])
    .where('upload_id', '=', uploadID)
    .orderBy('chunk_offset')
    .execute();
  const parts: Uint8Array[] = [];
  for (const chunk of chunks) parts.push(await chunkBytes(chunk, chunkBlobs));
  return Buffer.concat(parts);
}

/**
 * Deletes the upload and its chunks (explicitly: no reliance on the foreign key's cascade); the
 * keys of the chunks' objects, to delete once this has committed.
 */
export async function deleteUpload(db: Kysely<Database>, uploadID: string): Promise<string[]> {
  const objects = await db
    .selectFrom('upload_chunks')
    .select('blob_key')
    .where('upload_id', '=', uploadID)
    .where('blob_key', 'is not', null)
    .execute();
  await db.deleteFrom('upload_chunks').where('upload_id', '=', uploadID).execute();
  await db.deleteFrom('uploads').where('upload_id', '=', uploadID).execute();
  return objects.map((row) => row.blob_key!);
}

/** Uploads last touched before `before` (ISO), with their chunks: how many, and the chunks' objects. */
export async function deleteUploadsUntouchedSince(
  db: Kysely<Database>,
  before: string,
): Promise<{ uploads: number; chunkObjects: string[] }> {
  const stale = db.selectFrom('uploads').select('upload_id').where('updated_at', '<', before);
  const objects = await db
    .selectFrom('upload_chunks')
    .select('blob_key')
    .where('upload_id', 'in', stale)
    .where('blob_key', 'is not', null)
    .execute();
  await db.deleteFrom('upload_chunks').where('upload_id', 'in', stale).execute();
  const result = await db.deleteFrom('uploads').where('updated_at', '<', before).executeTakeFirst();
  return { uploads: Number(result.numDeletedRows), chunkObjects: objects.map((row) => row.blob_key!) };
}

/** The first chunk of the user's upload (a photo's header is in it), or undefined. */
export async function firstChunkOfUser(
  db: Kysely<Database>,
  uploadID: string,
  userID: number,
  chunkBlobs?: BlobStore,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('upload_chunks')
    .innerJoin('uploads', 'uploads.upload_id', 'upload_chunks.upload_id')
    .select(['upload_chunks.bytes', 'upload_chunks.blob_key'])
    .where('upload_chunks.upload_id', '=', uploadID)
    .where('uploads.user_id', '=', userID)
    .where('upload_chunks.chunk_offset', '=', 0)
    .executeTakeFirst();
  return row ? chunkBytes(row, chunkBlobs) : undefined;
}
