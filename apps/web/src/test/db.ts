import { db } from '../db/database';

/** Empties every store between tests (the database itself stays open). */
export async function resetDb(): Promise<void> {
  await db.open();
  await Promise.all(db.tables.map((table) => table.clear()));
}
