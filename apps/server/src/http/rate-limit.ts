// SRV-5 / OPS-2: requests per minute per session (or per address without one), counted in a fixed
// window. OPS-5: our own hook instead of @fastify/rate-limit, whose per-request chain (an awaited
// key, an awaited allow list, a promise around the store, an LRU map) cost more than the rest of a
// poll's checks together; this one is a callback, a map lookup and a counter.
import { ERROR_CODES } from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takePrepaidCount } from './batch-entry.js';
import { HttpError } from './errors.js';

export interface LimitCount {
  /** Requests of the key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Where counts are kept: this process's memory, or the database (rate-limit-store.ts). */
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, count?: LimitCount) => void, windowMs: number): void;
}

/**
 * Counts in this process's memory. A key's window starts at its first request (as the plugin's
 * store did), so a burst is never split by a clock boundary; ended windows are swept once a window.
 */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { resetAt: number; current: number }>();
  let nextSweep = 0;
  return {
    incr(key, callback, windowMs) {
      const now = Date.now();
      if (now >= nextSweep) {
        for (const [k, window] of windows) if (window.resetAt <= now) windows.delete(k);
        nextSweep = now + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { resetAt: now + windowMs, current: 0 };
        windows.set(key, window);
      }
      window.current += 1;
      callback(null, { current: window.current, ttl: window.resetAt - now });
    },
  };
}

export interface RateLimitOptions {
  max: number;
  /** A key's own budget, when it has one (a service token, INT-2); undefined: `max`. */
  maxOf?: (key: string) => number | undefined;
  windowMs: number;
  /** Whose requests a limit counts (security.ts: the session, else the address). */
  keyOf: (request: FastifyRequest) => string;
  /** Requests never counted (health checks, the app's own files). */
  exempt: (request: FastifyRequest) => boolean;
  store?: RateLimitStore;
}

const inWords = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const store = options.store ?? memoryRateLimitStore();
  app.addHook('onRequest', (request, _reply, done) => {
    // TRUST-9: a batch entry counts as a request of its own; the first was counted as the batch.
    if (options.exempt(request) || takePrepaidCount()) return done();
    const key = options.keyOf(request);
    const max = options.maxOf?.(key) ?? options.max;
    store.incr(
      key,
      (error, count) => {
        // A shared store that cannot answer lets the request through: the limit is a guard against
        // floods, not a reason to refuse work while the database hiccups.
        if (error || !count || count.current <= max) return done();
        const seconds = Math.max(1, Math.ceil(count.ttl / 1000));
        const limited = new HttpError(
          429,
          ERROR_CODES.rateLimited,
          `Too many requests; try again in ${inWords(seconds)}`,
        );
        limited.headers = {
          'retry-after': String(seconds),
          'x-ratelimit-limit': String(max),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(seconds),
        };
        done(limited);
      },
      options.windowMs,
    );
  });
}
