// OPS-6 fuzz: what is stored, as one comparable text: every table's row count, and a hash of the
// rows of the tables a request could change in place. Sessions and devices are counted only:
// every signed-in request moves their last_seen_at, which is not a change a refusal makes.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** Tables whose rows an accepted request may update without adding any (so counts miss it). */
const HASHED_TABLES = [
  'jobs',
  'job_folders',
  'drive_folders',
  'tracked_folders',
  'reports',
  'images',
  'timesheets',
  'timesheet_jobs',
  'timesheet_crew',
  'user_timesheet_defaults',
  'users',
  'chat_messages',
  'uploads',
  'idempotency_records',
  'notes',
  'job_events',
] as const satisfies readonly (keyof Database)[];

export async function storeDigest(
  app: FastifyInstance,
  tables: readonly (keyof Database)[],
): Promise<string> {
  const db = app.database.db;
  // One round trip for all counts: a subquery per table.
  const counts = sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql<Record<string, unknown>>`select ${counts}`.execute(db);
  const hash = createHash('sha256').update(JSON.stringify(rows[0], (_k, v: unknown) => String(v)));
  for (const table of HASHED_TABLES) {
    const all = await db.selectFrom(table).selectAll().execute();
    hash.update(table).update(JSON.stringify(all));
  }
  return hash.digest('hex');
}

/**
 * Rate-limit counts (OPS-2) record every request, refused or not, and are written by a timer: they
 * are bookkeeping, not a change a request makes.
 */
const REQUEST_COUNTS: readonly string[] = ['rate_limit_windows'] satisfies (keyof Database)[];

/** The tables of the schema as the database has them (so a new table is counted too). */
export async function allTables(app: FastifyInstance): Promise<(keyof Database)[]> {
  const tables = await app.database.db.introspection.getTables();
  return tables
    .map((t) => t.name as keyof Database)
    .filter((name) => !name.startsWith('kysely_') && !REQUEST_COUNTS.includes(name));
}
