// Opens the database of SRV-3: a SQLite file by default, PostgreSQL when DATABASE_URL is set,
// and brings its schema up to date before the server takes requests.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { migrationProvider } from './migrations.js';
import { cachePreparedStatements } from './statement-cache.js';
import type { Database, SqlDialect } from './types.js';
import { WriteWatch } from './write-watch.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** What the health call reports: the SQLite file name or the PostgreSQL database name. */
  name: string;
  /** OPS-5: writes through `db` (the job poll cache listens). */
  writes: WriteWatch;
}

export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'dbPoolMax'>>,
): DatabaseHandle {
  if (config.databaseUrl) {
    // SCALE-3: the instance's share of the server's connections (docs/operations.md, budget).
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const name = decodeURIComponent(new URL(config.databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
    const writes = new WriteWatch();
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] }),
      dialect: 'postgres',
      name,
      writes,
    };
  }
  const file = path.join(config.dataDir, 'fieldops.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers continue while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  const writes = new WriteWatch();
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [writes] }),
    dialect: 'sqlite',
    name: path.basename(file),
    writes,
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A real round trip, for the health call. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
