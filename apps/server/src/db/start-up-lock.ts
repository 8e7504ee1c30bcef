// TRUST-10 (c): instances started together on one database take turns at their start-up work
// (migrations, demo data, the demo drive, the provider's keys), so the second finds the first's
// work done instead of racing it: two drive seeds at once failed with ENOENT on a folder the other
// had just recorded, two migrations at once on SQLite with "table already exists".
// PostgreSQL: a session-level advisory lock on one connection of the pool (it goes with the
// connection if the process dies). SQLite serves one process (operations.md), so instances sharing
// its file live in this process and queue here, by the file's folder.
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/** An arbitrary constant: the lock's name among the database's advisory locks. */
const START_UP_LOCK = 7_311_202_627;
/** SQLite: the start-up under way in this process, per data folder. */
const startingUp = new Map<string, Promise<unknown>>();

export async function withStartUpLock<T>(
  database: DatabaseHandle,
  dataDir: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${START_UP_LOCK})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${START_UP_LOCK})`.execute(connection);
      }
    });
  }
  const folder = path.resolve(dataDir);
  const before = startingUp.get(folder) ?? Promise.resolve();
  // The next start waits for this one whether it succeeds or fails.
  const mine = before.catch(() => undefined).then(work);
  const settled = mine.catch(() => undefined);
  startingUp.set(folder, settled);
  void settled.then(() => {
    if (startingUp.get(folder) === settled) startingUp.delete(folder);
  });
  return mine;
}
