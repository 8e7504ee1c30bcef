// OPS-2: rate-limit counts every instance shares (RATE_LIMIT_STORE=database): one row per key and
// fixed window in `rate_limit_windows`, bumped by an atomic INSERT ... ON CONFLICT DO UPDATE ...
// RETURNING (one statement on SQLite and PostgreSQL), so instances counting one key at once never
// lose a hit. A statement per request costs a database round trip on every poll (OPS-5), so by
// default each instance counts in memory and adds its counts to the table every
// RATE_LIMIT_SYNC_MS in one statement, learning the others' totals from the answer: its own
// requests are limited exactly, the other instances' within one sync. RATE_LIMIT_SYNC_MS=0 sends
// the statement per request instead (exact across instances).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { chunked } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import type { LimitCount, RateLimitStore } from './rate-limit.js';

type Count = LimitCount;

/** One key's window as this instance knows it: the shared total at the last sync plus its own since. */
interface LocalWindow {
  windowStart: number;
  windowMs: number;
  shared: number;
  sending: number;
  pending: number;
}

export interface DatabaseRateLimits {
  /** What the rate limit counts with (rate-limit.ts). */
  store: RateLimitStore;
  /** Counts one request of `key` in the database at once (the exact mode). */
  hit(key: string, windowMs: number, now?: number): Promise<Count>;
  /** Counts one request of `key` in memory, on top of the shared total learnt at the last sync. */
  count(key: string, windowMs: number, now?: number): Count;
  /** Adds the counts made in memory since the last sync to the table; learns the shared totals. */
  sync(now?: number): Promise<void>;
  /** Deletes the rows of windows that have ended; answers how many. */
  sweep(now?: number): Promise<number>;
}

export function databaseRateLimits(
  db: Kysely<Database>,
  options: { syncEveryMs: number },
): DatabaseRateLimits {
  const local = new Map<string, LocalWindow>();
  // The longest window counted so far: rows older than that can no longer be counted against.
  let longestWindowMs = 0;
  const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

  async function add(rows: { limit_key: string; window_start: number; hits: number }[]) {
    return db
      .insertInto('rate_limit_windows')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['limit_key', 'window_start'])
          .doUpdateSet((eb) => ({ hits: eb('rate_limit_windows.hits', '+', eb.ref('excluded.hits')) })),
      )
      .returning(['limit_key', 'hits'])
      .execute();
  }

  async function hit(key: string, windowMs: number, now = Date.now()): Promise<Count> {
    longestWindowMs = Math.max(longestWindowMs, windowMs);
    const windowStart = windowOf(now, windowMs);
    const [row] = await add([{ limit_key: key, window_start: windowStart, hits: 1 }]);
    return { current: Number(row?.hits), ttl: windowStart + windowMs - now };
  }

  function countLocally(key: string, windowMs: number, now = Date.now()): Count {
    longestWindowMs = Math.max(longestWindowMs, windowMs);
    const windowStart = windowOf(now, windowMs);
    let window = local.get(key);
    if (window?.windowStart !== windowStart) {
      window = { windowStart, windowMs, shared: 0, sending: 0, pending: 0 };
      local.set(key, window);
    }
    window.pending += 1;
    return { current: window.shared + window.sending + window.pending, ttl: windowStart + windowMs - now };
  }

  async function sync(now = Date.now()) {
    const batch: [string, LocalWindow][] = [];
    for (const [key, window] of local) {
      if (window.windowStart + window.windowMs <= now) local.delete(key);
      else if (window.pending > 0) batch.push([key, window]);
    }
    for (const part of chunked(batch)) {
      for (const [, window] of part) [window.sending, window.pending] = [window.pending, 0];
      try {
        const rows = part.map(([key, w]) => ({
          limit_key: key,
          window_start: w.windowStart,
          hits: w.sending,
        }));
        const totals = new Map((await add(rows)).map((r) => [r.limit_key, Number(r.hits)]));
        for (const [key, window] of part) window.shared = totals.get(key) ?? window.shared + window.sending;
      } catch (error) {
        for (const [, window] of part) window.pending += window.sending;
        throw error;
      } finally {
        for (const [, window] of part) window.sending = 0;
      }
    }
  }

  async function sweep(now = Date.now()) {
    if (longestWindowMs === 0) return 0;
    const result = await db
      .deleteFrom('rate_limit_windows')
      .where('window_start', '<=', now - longestWindowMs)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  const store: RateLimitStore = {
    incr(key, callback, windowMs) {
      if (options.syncEveryMs > 0) return callback(null, countLocally(key, windowMs));
      hit(key, windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  };

  return { store, hit, count: countLocally, sync, sweep };
}

/** Syncs every `syncEveryMs` (when counting in memory) and sweeps every minute until the app closes. */
export function scheduleRateLimitSync(app: FastifyInstance, limits: DatabaseRateLimits, syncEveryMs: number) {
  const failed = (what: string) => (error: unknown) =>
    app.log.warn({ err: error }, `rate-limit ${what} failed`);
  const timers = [setInterval(() => void limits.sweep().catch(failed('sweep')), 60_000)];
  if (syncEveryMs > 0) timers.push(setInterval(() => void limits.sync().catch(failed('sync')), syncEveryMs));
  for (const timer of timers) timer.unref();
  // preClose: the database is still open, so the last counts reach the other instances.
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    if (syncEveryMs > 0) await limits.sync().catch(failed('last sync'));
  });
}
