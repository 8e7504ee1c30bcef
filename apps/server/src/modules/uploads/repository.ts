// The uploads and upload_chunks tables (FIELD-3). Every read of an upload names its owner, so an
// id of another user's upload is the same "no such upload" as one that never existed.
import type { Insertable, Kysely } from 'kysely';
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
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('uploads')
      .set({ upload_offset: offset + bytes.length, updated_at: now })
      .where('upload_id', '=', uploadID)
      .where('upload_offset', '=', offset)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('upload_chunks')
      .values({ upload_id: uploadID, chunk_offset: offset, bytes })
      .execute();
    return true;
  });
}

/** The upload's bytes in order (only called once every byte is acknowledged). */
export async function uploadBytes(db: Kysely<Database>, uploadID: string): Promise<Buffer> {
  const chunks = await db
    .selectFrom('upload_chunks')
    .select('bytes')
    .where('upload_id', '=', uploadID)
    .orderBy('chunk_offset')
    .execute();
  return Buffer.concat(chunks.map((c) => c.bytes));
}

/** Deletes the upload and its chunks (explicitly: no reliance on the foreign key's cascade). */
export async function deleteUpload(db: Kysely<Database>, uploadID: string): Promise<boolean> {
  await db.deleteFrom('upload_chunks').where('upload_id', '=', uploadID).execute();
  const result = await db.deleteFrom('uploads').where('upload_id', '=', uploadID).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Uploads last touched before `before` (ISO), with their chunks; the number of uploads. */
export async function deleteUploadsUntouchedSince(db: Kysely<Database>, before: string): Promise<number> {
  const stale = db.selectFrom('uploads').select('upload_id').where('updated_at', '<', before);
  await db.deleteFrom('upload_chunks').where('upload_id', 'in', stale).execute();
  const result = await db.deleteFrom('uploads').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The first chunk of the user's upload (a photo's header is in it), or undefined. */
export async function firstChunkOfUser(
  db: Kysely<Database>,
  uploadID: string,
  userID: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('upload_chunks')
    .innerJoin('uploads', 'uploads.upload_id', 'upload_chunks.upload_id')
    .select('upload_chunks.bytes')
    .where('upload_chunks.upload_id', '=', uploadID)
    .where('uploads.user_id', '=', userID)
    .where('upload_chunks.chunk_offset', '=', 0)
    .executeTakeFirst();
  return row?.bytes;
}
