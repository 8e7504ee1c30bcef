// Sessions for the simulated devices, written straight into the server's database (signing in
// 10,000 devices through the identity provider would measure the provider, not the poll). Each
// row is what sign-in stores: the SHA-256 of a random session id. liveness.ts shares the demo
// users; poll.ts seeds a fleet with a user per device (SCALE-2, poll-fleet.ts).
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { fleetPlan, seedFleet, type FleetDevice } from './poll-fleet.js';

const hash = (sid: string) => createHash('sha256').update(sid).digest('hex');
const DAY_MS = 86_400_000;
/**
 * The demo jobs were stamped at the server's start; a yard's jobs change now and then, so they are
 * dated an hour back and a steady-state poll carries no job (before any poll: nothing is cached).
 */
const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

function newSessions(count: number, userIDs: number[]) {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 14 * DAY_MS).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const sid = randomBytes(32).toString('base64url');
    return { sid, row: [hash(sid), userIDs[i % userIDs.length]!, now, expires, now] as const };
  });
}

/** Crews and foremen: the users a fleet of devices mostly belongs to (not the general foreman). */
const DEVICE_ROLES = "('crew', 'foreman')";

export function sqliteSessions(dataDir: string, count: number): string[] {
  const db = new SQLite(join(dataDir, 'fieldops.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const users = db
      .prepare(`select user_id from users where role in ${DEVICE_ROLES}`)
      .pluck()
      .all() as number[];
    const sessions = newSessions(count, users);
    const insert = db.prepare(
      'insert into sessions (id_hash, user_id, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?)',
    );
    db.transaction(() => {
      sessions.forEach((s) => insert.run(...s.row));
      db.prepare('update jobs set updated_at = ?').run(AN_HOUR_AGO());
    })();
    return sessions.map((s) => s.sid);
  } finally {
    db.close();
  }
}

export async function sqliteFleet(dataDir: string, devices: number): Promise<FleetDevice[]> {
  const db = new SQLite(join(dataDir, 'fieldops.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.exec('begin');
    const fleet = await seedFleet(
      {
        insert: async (table, columns, rows, id) => {
          const statement = db.prepare(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning ${id}`,
          );
          return rows.map((row) => (statement.get(...row) as Record<string, number>)[id]!);
        },
      },
      fleetPlan(devices),
    );
    db.exec('commit');
    return fleet;
  } finally {
    db.close();
  }
}

export async function postgresFleet(url: string, devices: number): Promise<FleetDevice[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const fleet = await seedFleet(
      {
        insert: async (table, columns, rows, id) => {
          const ids: number[] = [];
          for (let i = 0; i < rows.length; i += 1000) {
            const chunk = rows.slice(i, i + 1000);
            const values = chunk.map(
              (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
            );
            const answer = await client.query(
              `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')} returning ${id}`,
              chunk.flat(),
            );
            ids.push(...answer.rows.map((row: Record<string, number>) => row[id]!));
          }
          return ids;
        },
      },
      fleetPlan(devices),
    );
    await client.query('commit');
    return fleet;
  } finally {
    await client.end();
  }
}
