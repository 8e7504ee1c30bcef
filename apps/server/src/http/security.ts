// SRV-5: security headers and rate limits for everything the server answers. The app's CSP
// allows only its own scripts; it talks to our API and to the identity provider (userinfo and
// revocation, AUTH-8), and navigates to the provider to sign in.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRateLimit, type RateLimitStore } from './rate-limit.js';
import { hashServiceToken, serviceTokenOf } from './service-token.js';
import { sessionIdHashOf, sidOf } from './session-id.js';

/** The health calls a device (and a load balancer) polls: never throttled (OPS-2). */
export const UNTHROTTLED = /^\/api\/(server|health\/(live|ready))(\?|$)/;

/**
 * The app's own files (GET outside /api and /oidc): precompressed and cheap to serve, and a phone
 * installing the app fetches ~100 of them at once; counted, six phones behind one yard's address
 * met the limit while their service workers installed (issue 16), and a throttled install fails.
 */
export function isAppFile(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/oidc')
  );
}

/** The start of a service token's rate-limit key. */
const SERVICE_TOKEN_KEY = 'svc:';

/**
 * OPS-2: whose requests a limit counts. A request carrying a session id counts against that
 * session, so a whole yard behind one NAT address does not share one budget (and a throttled
 * device does not fail its health check and think it is offline); anything else (sign-in, the
 * provider's pages, a flood of made-up ids is refused 401 anyway) counts against its address.
 */
export function rateLimitKey(request: FastifyRequest): string {
  // INT-2: a service token counts on its own budget (SERVICE_TOKEN_RATE_LIMIT_MAX), whatever its address.
  const token = serviceTokenOf(request);
  if (token !== undefined) return `${SERVICE_TOKEN_KEY}${hashServiceToken(token)}`;
  const sid = sidOf(request);
  // The hash the session lookup uses too (computed once per request, session-id.ts).
  const idHash = sid !== undefined && sid.length >= 20 ? sessionIdHashOf(request) : undefined;
  return idHash === undefined ? `ip:${request.ip}` : `sid:${idHash}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers bytes (a photo, a PDF, a file): set by contract-route.ts. */
    answersBytes?: boolean;
  }
}

/** What a route's config says about its answers; @fastify/helmet puts a route's own `helmet` there. */
interface RouteSecurityConfig {
  helmet?: unknown;
  answersBytes?: boolean;
}

/**
 * OPS-5: what a JSON answer of the API needs of the app's security headers: no sniffing it into a
 * script or a page, no framing, no reading by another origin. The app's CSP (400 bytes of script,
 * style and connect sources) governs documents, and JSON is never one; it rode on every 10 s poll
 * of every device with ten more headers a JSON answer has no use for (X-Frame-Options repeats
 * frame-ancestors for old browsers, and HSTS arrives with every page of the app). Bytes answers
 * (photos, PDFs, files) may be opened as a page, so they keep the app's set.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const answersJson = (request: FastifyRequest, config: RouteSecurityConfig | undefined): boolean =>
  request.url.startsWith('/api/') && config?.answersBytes !== true;

/** Headers helmet answers with under `options`, read once from a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !transport.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Registers @fastify/helmet in a scope whose routes give their own `helmet` options. */
export type PageSecurity = (scope: FastifyInstance) => PromiseLike<unknown>;

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    providerOrigins: string[];
    rateLimitMax: number;
    /** INT-2: the budget of each service token. */
    serviceTokenRateLimitMax?: number;
    imageOrigins?: string[];
    /** OPS-2: counts shared through the database (rate-limit-store.ts); unset: this process's memory. */
    rateLimitStore?: RateLimitStore;
  },
): Promise<PageSecurity> {
  const provider = options.providerOrigins;
  const helmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets styles at run time (style attributes and <style> elements).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // imageOrigins: the fleet map's tile server (MAP_TILE_URL, MISC-2).
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        // The tile server too: the service worker fetches the tiles it keeps (issue 14 item 5), and a
        // worker's fetch is a connection under the CSP it was served with.
        connectSrc: ["'self'", ...provider, ...(options.imageOrigins ?? [])],
        formAction: ["'self'", ...provider],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The app opens provider pages and PDFs in other windows; keep referrers to our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } satisfies FastifyHelmetOptions;
  // OPS-5: helmet builds its headers (and parses the CSP) on every request; they never change, so
  // they are computed once and set as they are. Routes with their own `helmet` options (the
  // provider's pages) still get helmet itself, with those options merged over these, registered
  // in their own scope (`pageSecurity`): at the root its two hooks ran on every request.
  const headers = await helmetHeaders(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    // @fastify/helmet moves a route's `helmet` option into its config (untyped there).
    const config = request.routeOptions.config as RouteSecurityConfig | undefined;
    if (config?.helmet === undefined) reply.headers(answersJson(request, config) ? API_HEADERS : headers);
    done();
  });
  registerRateLimit(app, {
    max: options.rateLimitMax,
    maxOf: (key) =>
      key.startsWith(SERVICE_TOKEN_KEY)
        ? (options.serviceTokenRateLimitMax ?? options.rateLimitMax)
        : undefined,
    windowMs: 60_000,
    keyOf: rateLimitKey,
    exempt: (request) => UNTHROTTLED.test(request.url) || isAppFile(request),
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
  return (scope) => scope.register(helmet, { ...helmetOptions, global: false });
}
