// OPS-2: the local drive's index in the database (drive_items), so every server instance gives a
// place under DATA_DIR/drive the same id. The unique place (rel) is what keeps two instances
// listing one folder at once from giving it two ids. An index file an older server wrote
// (DATA_DIR/drive/.index.json) is imported on first use and renamed, so its ids keep working.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { DriveIndexStore, IndexEntry } from './drive-index.js';
import { INDEX_FILE, readIndexFile } from './drive-index-file.js';

/** The name an imported index file is kept under (a record of what was imported, never read again). */
export const IMPORTED_INDEX_FILE = `${INDEX_FILE}.imported`;

type Row = Database['drive_items'];
const toEntry = (row: Pick<Row, 'kind' | 'rel' | 'name' | 'parent_id'>): IndexEntry => ({
  kind: row.kind,
  rel: row.rel,
  name: row.name,
  parent: row.parent_id,
});

async function insertEntries(db: Kysely<Database>, entries: readonly { id: string; entry: IndexEntry }[]) {
  const now = new Date().toISOString();
  for (const part of chunked(entries, 200)) {
    await db
      .insertInto('drive_items')
      .values(
        part.map(({ id, entry }) => ({
          item_id: id,
          kind: entry.kind,
          rel: entry.rel,
          name: entry.name,
          parent_id: entry.parent,
          created_at: now,
        })),
      )
      // A place (or id) recorded meanwhile, by another instance or request, keeps its first id.
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Imports DATA_DIR/drive/.index.json once (every instance may try: the inserts are idempotent). */
export async function importIndexFile(db: Kysely<Database>, root: string): Promise<number> {
  const file = path.join(root, INDEX_FILE);
  const items = Object.entries(await readIndexFile(file));
  if (items.length === 0) return 0;
  await insertEntries(
    db,
    items.map(([id, entry]) => ({ id, entry })),
  );
  try {
    await rename(file, path.join(root, IMPORTED_INDEX_FILE));
  } catch (error) {
    // Another instance renamed it first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return items.length;
}

export function databaseDriveIndex(db: Kysely<Database>, root: string): DriveIndexStore {
  let imported: Promise<unknown> | null = null;
  // The import runs before the first use; a failed one is tried again at the next.
  const ready = () =>
    (imported ??= importIndexFile(db, root).catch((error: unknown) => {
      imported = null;
      throw error;
    }));

  return {
    async entry(id) {
      await ready();
      const row = await db
        .selectFrom('drive_items')
        .select(['kind', 'rel', 'name', 'parent_id'])
        .where('item_id', '=', id)
        .executeTakeFirst();
      return row ? toEntry(row) : null;
    },
    async children(parentID) {
      await ready();
      const rows = await db
        .selectFrom('drive_items')
        .select(['item_id', 'kind', 'rel', 'name', 'parent_id'])
        .where('parent_id', '=', parentID)
        .execute();
      return new Map(rows.map((row) => [row.item_id, toEntry(row)]));
    },
    async add(entries) {
      await ready();
      if (entries.length === 0) return [];
      await insertEntries(db, entries);
      const ids = new Map<string, string>();
      for (const part of chunked(entries.map((e) => e.entry.rel))) {
        const rows = await db
          .selectFrom('drive_items')
          .select(['item_id', 'rel'])
          .where('rel', 'in', part)
          .execute();
        for (const row of rows) ids.set(row.rel, row.item_id);
      }
      return entries.map(({ id, entry }) => ids.get(entry.rel) ?? id);
    },
    async remove(ids) {
      await ready();
      for (const part of chunked(ids))
        await db.deleteFrom('drive_items').where('item_id', 'in', part).execute();
    },
  };
}
