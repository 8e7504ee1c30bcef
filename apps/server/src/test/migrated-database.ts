// A migrated database of its own for tests that need tables but no server: SQLite in a temporary
// folder, or a fresh PostgreSQL database under TEST_DATABASE=postgres (dropped by `close`).
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database.js';
import type { Database } from '../db/types.js';
import { createTestDatabase, tempDir } from './harness.js';

export interface MigratedDatabase {
  db: Kysely<Database>;
  /** Another connection (pool) to the same database: what a second server instance would hold. */
  another(): Promise<Kysely<Database>>;
  close(): Promise<void>;
}

export async function migratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const config = { databaseUrl: database.url, dataDir: tempDir() };
  const handle = openDatabase(config);
  await migrateToLatest(handle);
  const others: Kysely<Database>[] = [];
  return {
    db: handle.db,
    async another() {
      const other = openDatabase(config).db;
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.destroy();
      await handle.db.destroy();
      await database.drop();
    },
  };
}
