// SRV-5: security headers and rate limits for everything the server answers. The app's CSP
// allows only its own scripts; it talks to our API and to the identity provider (userinfo and
// revocation, AUTH-8), and navigates to the provider to sign in.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@fieldops/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** The health calls a device (and a load balancer) polls: never throttled (OPS-2). */
const UNTHROTTLED = /^\/api\/(server|health\/(live|ready))(\?|$)/;

/**
 * OPS-2: whose requests a limit counts. A request carrying a session id counts against that
 * session, so a whole yard behind one NAT address does not share one budget (and a throttled
 * device does not fail its health check and think it is offline); anything else (sign-in, the
 * provider's pages, a flood of made-up ids is refused 401 anyway) counts against its address.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const sid = (request.query as { sid?: unknown } | undefined)?.sid;
  if (typeof sid === 'string' && sid.length >= 20 && sid.length <= 200) {
    return `sid:${createHash('sha256').update(sid).digest('base64url')}`;
  }
  return `ip:${request.ip}`;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { providerOrigins: string[]; rateLimitMax: number; imageOrigins?: string[] },
): Promise<void> {
  const provider = options.providerOrigins;
  await app.register(helmet, {
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
        connectSrc: ["'self'", ...provider],
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
  });
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    allowList: (request) => UNTHROTTLED.test(request.url),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ERROR_CODES.rateLimited, `Too many requests; try again in ${context.after}`),
  });
}
