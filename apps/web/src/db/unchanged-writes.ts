// TRUST-11: the server's answers are written only where they change what the device holds. A warm
// start used to clear and write again ~140 records equal to what was stored (the lookups, the menu,
// the report templates, the week's days and crew): every live query on those tables ran again and
// every screen on them rendered again, on a cheap phone's busiest seconds, for nothing.
import Dexie, { type Collection, type IndexableType, type Table } from 'dexie';

/** Whether two stored values are the same (IndexedDB's values: plain data, dates, blobs). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  // Bytes are not compared: a blob is always written.
  if (a instanceof Blob || b instanceof Blob || ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return false;
  // A property holding undefined is the same as none (as the screens read them).
  const keysOf = (value: object) =>
    Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const aKeys = keysOf(a);
  if (aKeys.length !== keysOf(b).length) return false;
  return aKeys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const keyText = (key: unknown) => JSON.stringify(key);

/** The rows by primary key, the last of a key winning (as a bulkPut of them all would). */
function byKey<T>(table: Table<T>, rows: readonly T[]): Map<string, { key: IndexableType; row: T }> {
  const keyPath = table.schema.primKey.keyPath;
  const keyed = new Map<string, { key: IndexableType; row: T }>();
  for (const row of rows) {
    const key = Dexie.getByKeyPath(row as object, keyPath ?? '') as IndexableType;
    keyed.set(keyText(key), { key, row });
  }
  return keyed;
}

/**
 * Puts the rows that differ from what the table holds under their keys (call inside a transaction
 * with the table, or on its own); answers how many were written.
 */
export async function putChanged<T, K extends IndexableType>(
  table: Table<T, K>,
  rows: readonly T[],
): Promise<number> {
  if (rows.length === 0) return 0;
  // Keys the table makes itself (none here yet): nothing to compare with.
  if (!table.schema.primKey.keyPath || table.schema.primKey.auto) {
    await table.bulkPut([...rows]);
    return rows.length;
  }
  const keyed = [...byKey(table, rows).values()];
  const stored = await table.bulkGet(keyed.map(({ key }) => key as K));
  const changed = keyed.filter(({ row }, i) => !sameValue(row, stored[i])).map(({ row }) => row);
  if (changed.length > 0) await table.bulkPut(changed);
  return changed.length;
}

/** One record, put unless the table holds it as it is; answers whether it was written. */
export async function putIfChanged<T, K extends IndexableType>(table: Table<T, K>, row: T): Promise<boolean> {
  const key = Dexie.getByKeyPath(row as object, table.schema.primKey.keyPath ?? '') as K;
  if (sameValue(row, await table.get(key))) return false;
  await table.put(row);
  return true;
}

/**
 * Makes the table (or the part of it `held` selects) hold exactly `rows`: the records not among
 * them are deleted, the changed ones put. Call inside a transaction with the table, so a reader
 * never sees half of it. Answers how many records were written or deleted.
 */
export async function replaceChanged<T, K extends IndexableType>(
  table: Table<T, K>,
  rows: readonly T[],
  held: Collection<T, K> = table.toCollection(),
): Promise<number> {
  const kept = byKey(table, rows);
  const gone = (await held.primaryKeys()).filter((key) => !kept.has(keyText(key)));
  if (gone.length > 0) await table.bulkDelete(gone);
  return gone.length + (await putChanged(table, rows));
}
