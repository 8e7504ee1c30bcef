import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * Reads what the server really stored, straight from its SQLite file: the end-to-end tests check
 * "exactly once" where it matters, not through an API that could hide a duplicate.
 */
export function countRows(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, 'fieldops.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(sql).get(...params) as { n: number } | undefined;
    return row?.n ?? 0;
  } finally {
    db.close();
  }
}
