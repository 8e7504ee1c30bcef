// The external_ids table (INT-3): another system's id of each of our rows, per kind.
import type { Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, ExternalIDsTable } from '../../db/types.js';

export type ExternalKind = ExternalIDsTable['kind'];

/** Our ids of these external ids, by external id. */
export async function recordIDsOf(db: Kysely<Database>, kind: ExternalKind, externalIDs: readonly string[]) {
  const ids = new Map<string, number>();
  for (const part of chunked([...new Set(externalIDs)])) {
    const rows = await db
      .selectFrom('external_ids')
      .select(['external_id', 'record_id'])
      .where('kind', '=', kind)
      .where('external_id', 'in', part)
      .execute();
    for (const r of rows) ids.set(r.external_id, r.record_id);
  }
  return ids;
}

/** Which of our rows already have an external id (one each). */
export async function recordsWithExternalIDs(
  db: Kysely<Database>,
  kind: ExternalKind,
  recordIDs: readonly number[],
) {
  const held = new Set<number>();
  for (const part of chunked([...new Set(recordIDs)])) {
    const rows = await db
      .selectFrom('external_ids')
      .select('record_id')
      .where('kind', '=', kind)
      .where('record_id', 'in', part)
      .execute();
    for (const r of rows) held.add(r.record_id);
  }
  return held;
}

export async function insertExternalIDs(
  db: Kysely<Database>,
  kind: ExternalKind,
  pairs: readonly { externalID: string; recordID: number }[],
) {
  const rows = pairs.map((p) => ({ kind, external_id: p.externalID, record_id: p.recordID }));
  for (const part of chunked(rows, 1_000)) await db.insertInto('external_ids').values(part).execute();
}
