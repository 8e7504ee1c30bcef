// OPS-2: rate-limit counts in the database, atomic under concurrency, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { createTestDatabase, startTestServer, type TestServer } from '../test/harness.js';
import { databaseRateLimits } from './rate-limit-store.js';
import { rateLimitKey } from './security.js';

const MINUTE = 60_000;
const MAX = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    RATE_LIMIT_STORE: 'database',
    RATE_LIMIT_MAX: String(MAX),
    // The exact mode: one statement per request (the synced mode is tested below and across instances).
    RATE_LIMIT_SYNC_MS: '0',
  });
});
afterAll(() => server?.close());

/**
 * Runs `steps` again if a minute boundary fell inside them (fixed windows restart the count then);
 * a second boundary cannot follow within one short run.
 */
async function inOneWindow<T>(steps: () => Promise<T>): Promise<T> {
  const start = Math.floor(Date.now() / MINUTE);
  const result = await steps();
  return Math.floor(Date.now() / MINUTE) === start ? result : steps();
}

describe('database rate-limit store', () => {
  it('[OPS-2] concurrent hits on one key each get their own count: none is lost', async () => {
    const limits = databaseRateLimits(server.app.database.db, { syncEveryMs: 0 });
    const now = Date.UTC(2030, 0, 1, 12, 0, 10);
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => limits.hit('k:concurrent', MINUTE, now)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    // The window began at 12:00:00, so 50 s of it are left.
    expect(counts[0]?.ttl).toBe(50_000);
  });

  it('[OPS-2] the next window counts from one, and the sweep deletes only ended windows', async () => {
    const limits = databaseRateLimits(server.app.database.db, { syncEveryMs: 0 });
    const noon = Date.UTC(2030, 0, 2, 12, 0, 0);
    await limits.hit('k:sweep', MINUTE, noon);
    await limits.hit('k:sweep', MINUTE, noon + 1_000);
    expect((await limits.hit('k:sweep', MINUTE, noon + MINUTE)).current).toBe(1);
    expect(await limits.sweep(noon + MINUTE + 1_000)).toBeGreaterThanOrEqual(1);
    const left = await server.app.database.db
      .selectFrom('rate_limit_windows')
      .select(['hits', 'window_start'])
      .where('limit_key', '=', 'k:sweep')
      .execute();
    expect(left.map((r) => Number(r.window_start))).toEqual([noon + MINUTE]);
  });

  it("[OPS-2] synced counting: each instance counts at once in memory and learns the others' counts at each sync", async () => {
    const db = server.app.database.db;
    const [a, b] = [
      databaseRateLimits(db, { syncEveryMs: 1_000 }),
      databaseRateLimits(db, { syncEveryMs: 1_000 }),
    ];
    const now = Date.UTC(2030, 0, 3, 12, 0, 5);
    for (let i = 1; i <= 3; i += 1) expect(a.count('k:synced', MINUTE, now).current).toBe(i);
    expect(b.count('k:synced', MINUTE, now).current).toBe(1);
    expect(b.count('k:synced', MINUTE, now).current).toBe(2);
    await a.sync(now + 100);
    await b.sync(now + 100);
    // b now knows a's three; a learns b's two at its next sync, which carries a new count.
    expect(b.count('k:synced', MINUTE, now + 200).current).toBe(6);
    expect(a.count('k:synced', MINUTE, now + 200).current).toBe(4);
    await a.sync(now + 300);
    // The table's 6 (a's four, b's two) and this one; b's sixth count is not synced yet.
    expect(a.count('k:synced', MINUTE, now + 400).current).toBe(7);
    // Nothing was lost on the way: the table holds every count synced (b's sixth is not yet).
    const row = await db
      .selectFrom('rate_limit_windows')
      .select('hits')
      .where('limit_key', '=', 'k:synced')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(6);
    // A new window starts from nothing in memory too.
    expect(a.count('k:synced', MINUTE, now + MINUTE).current).toBe(1);
  });

  it('[OPS-2] RATE_LIMIT_STORE=database: a session past RATE_LIMIT_MAX gets 429 in the error shape, counted in the table', async () => {
    const sid = `sid-${'r'.repeat(30)}-${Date.now()}`;
    const request = { method: 'GET' as const, url: `/api/auth/config?sid=${sid}` };
    const answers = await inOneWindow(async () => {
      const list = [];
      for (let i = 0; i <= MAX; i += 1) list.push(await server.app.inject(request));
      return list;
    });
    expect(answers.slice(0, MAX).map((a) => a.statusCode)).toEqual(Array(MAX).fill(200));
    const refused = answers[MAX]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
    const key = rateLimitKey({ query: { sid }, headers: {}, ip: '127.0.0.1' } as never);
    const rows = await server.app.database.db
      .selectFrom('rate_limit_windows')
      .select('hits')
      .where('limit_key', '=', key)
      .execute();
    expect(rows.map((r) => r.hits)).toContain(MAX + 1);
  });

  it('[OPS-2] the health calls are never throttled with the database store', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < MAX * 3; i += 1) {
      statuses.add((await server.app.inject({ method: 'GET', url: '/api/server' })).statusCode);
    }
    expect(statuses.has(429)).toBe(false);
    expect(statuses.has(200)).toBe(true);
  });

  it('[OPS-2] counts made in memory reach the table when the server closes', async () => {
    const database = await createTestDatabase();
    const closing = await startTestServer(
      { DEMO_DATA: 'false', RATE_LIMIT_STORE: 'database', RATE_LIMIT_SYNC_MS: '60000' },
      { database },
    );
    const sid = `sid-${'c'.repeat(30)}`;
    for (let i = 0; i < 3; i += 1) await closing.app.inject({ url: `/api/auth/config?sid=${sid}` });
    await closing.app.close();
    const handle = openDatabase(closing.config);
    try {
      const key = rateLimitKey({ query: { sid }, headers: {}, ip: '127.0.0.1' } as never);
      const rows = await handle.db
        .selectFrom('rate_limit_windows')
        .select('hits')
        .where('limit_key', '=', key)
        .execute();
      // Three, or split over two windows if a minute boundary fell between the requests.
      expect(rows.reduce((sum, r) => sum + r.hits, 0)).toBe(3);
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});
