// SRV-5: security headers and rate limits for everything the server answers. The app's CSP
// allows only its own scripts; it talks to our API and to the identity provider (userinfo and
// revocation, AUTH-8), and navigates to the provider to sign in.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

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
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ERROR_CODES.rateLimited, `Too many requests; try again in ${context.after}`),
  });
}
