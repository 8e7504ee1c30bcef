// OPS-5: beyond capacity a request is answered 503 with Retry-After at once instead of waiting in
// a queue that only grows (a general foreman's poll reached p50 7.7 s with timeouts): the device
// backs off for Retry-After and the requests already admitted finish in time. Capacity is measured
// as the event loop's delay (@fastify/under-pressure samples it), which rises with any overload:
// CPU, a slow database answered on the loop, or garbage collection. Health calls are never shed:
// a busy server is alive, and a device must not take "busy" for "offline".
// TRUST-3: only API work is shed. App files, page navigations, the service worker, manifest, icons
// and the identity provider's pages (and the app's two sign-in calls) are always served: a shed
// script or page broke the app (a
// phone showed the 503's JSON; "Failed to fetch dynamically imported module"), while a shed API
// call is kept and sent again by the device. They are cheap (precompressed files) and rare.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverBusy } from './errors.js';
import { UNTHROTTLED } from './security.js';

/** How often the delay is sampled: shedding starts (and stops) within about this. */
const SAMPLE_MS = 250;

export interface LoadSheddingOptions {
  /** Mean event-loop delay over a sample beyond which requests are shed; 0 sheds nothing. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

export const isHealthCall = (request: FastifyRequest): boolean => UNTHROTTLED.test(request.url);

/**
 * Signing in: where the provider is, and the session made from its token. Rare (a device signs in
 * every few weeks) and a device that cannot sign in cannot send any of the work it keeps.
 */
const SIGN_IN = /^\/api\/(auth\/config|session\/?)(\?|$)/;

/** Work that may wait: an API call other than health and sign-in. Everything else is always served. */
export const isSheddable = (request: FastifyRequest): boolean =>
  request.url.startsWith('/api/') && !isHealthCall(request) && !SIGN_IN.test(request.url);

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: SAMPLE_MS,
    retryAfter: options.retryAfterSeconds,
    // Returning nothing lets the request through; a rejection is answered by the error handler.
    pressureHandler: (request) => {
      if (!isSheddable(request)) return undefined;
      return Promise.reject(
        serverBusy('The server is at capacity; try again shortly', options.retryAfterSeconds),
      );
    },
  });
}
