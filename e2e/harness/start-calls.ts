// Counts the requests one app start makes (bench/start-calls.ts, tests/start-calls.e2e.ts): every request of the context's
// pages and service worker from `start()` until the network has been quiet for QUIET_MS.
import type { BrowserContext, Request } from 'playwright-core';

/** No request for this long, none in flight: the start has settled. */
export const QUIET_MS = 3000;
const SETTLE_LIMIT_MS = 60_000;

export interface CallCount {
  total: number;
  /** Path with numbers and ids collapsed to `:id`, query dropped (the sid is on every call). */
  byPath: Record<string, number>;
}

export interface StartCalls {
  /** /api and /oidc: they reach the server. */
  api: CallCount;
  /** App files fetched from the network (page or service worker). */
  network: CallCount;
  /** App files the service worker answered from its cache. */
  serviceWorker: CallCount;
}

const count = (): CallCount => ({ total: 0, byPath: {} });

function add(into: CallCount, path: string): void {
  into.total += 1;
  into.byPath[path] = (into.byPath[path] ?? 0) + 1;
}

function pathOf(url: URL): string {
  const path = url.pathname.replace(/\/\d[\w-]*/g, '/:id').replace(/\/[A-Za-z0-9_-]{20,}/g, '/:id');
  // The command API names its procedure in the query.
  const proc = url.searchParams.get('proc');
  return proc ? `${path}?proc=${proc}` : path;
}

/**
 * `windowMs`: only requests that begin within this long of the start are counted (the rest are
 * waited for, not counted): the next timer tick of a slow start is not part of the start.
 */
export async function countStartCalls(
  context: BrowserContext,
  origin: string,
  start: () => Promise<void>,
  windowMs = Number.POSITIVE_INFINITY,
): Promise<StartCalls> {
  const calls: StartCalls = { api: count(), network: count(), serviceWorker: count() };
  let inFlight = 0;
  let last = Date.now();
  const startedAt = Date.now();
  const late = new WeakSet<Request>();
  const began = (request: Request) => {
    if (!request.url().startsWith(origin)) return;
    inFlight += 1;
    last = Date.now();
    if (last - startedAt > windowMs) late.add(request);
  };
  const ended = async (request: Request) => {
    if (!request.url().startsWith(origin)) return;
    inFlight -= 1;
    last = Date.now();
    if (late.has(request)) return;
    const url = new URL(request.url());
    const path = pathOf(url);
    const response = await request.response().catch(() => null);
    if (/^\/(api|oidc)\//.test(url.pathname)) add(calls.api, path);
    else if (response?.fromServiceWorker()) add(calls.serviceWorker, path);
    else add(calls.network, path);
  };
  const finished = (request: Request) => void ended(request);
  const failed = (request: Request) => {
    if (request.url().startsWith(origin)) inFlight -= 1;
  };
  context.on('request', began);
  context.on('requestfinished', finished);
  context.on('requestfailed', failed);
  try {
    await start();
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) {
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    context.off('request', began);
    context.off('requestfinished', finished);
    context.off('requestfailed', failed);
  }
  return calls;
}
