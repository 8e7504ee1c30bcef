// SRV-5: serves the built app (WEB_DIST) when it exists, and the office console (OFFICE_DIST, issue
// 29) under /office/ when it exists. index.html and the service worker files must be revalidated on
// every load or users would be stuck on an old version; files under assets/ carry a content hash in
// their name and never change, so they are cached for a year. Client routes (/job-list,
// /jobs/12/job-page) fall back to the field app's index.html for HTML navigations, and those under
// /office/ to the console's.
// UX-4: the build writes Brotli and gzip copies beside each text file (apps/web/scripts/
// precompress.ts); the static plugin sends the one the browser accepts, with the original's type.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundAnswer } from './errors.js';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
export const OFFICE_PATH = '/office';

export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (ALWAYS_FRESH.has(relative)) return REVALIDATE;
  if (relative.startsWith('assets/')) return IMMUTABLE;
  // Icons and other unhashed files: cheap to revalidate (ETag), never stale.
  return REVALIDATE;
}

const wantsAppShell = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/oidc/') &&
  (request.headers.accept ?? '').includes('text/html');

const isOfficeUrl = (url: string) =>
  url === OFFICE_PATH || url.startsWith(`${OFFICE_PATH}/`) || url.startsWith(`${OFFICE_PATH}?`);

export interface BuiltApps {
  webDist: string;
  officeDist: string;
}

/** Answers which of the two apps were found and are served. */
export async function serveWebApp(
  app: FastifyInstance,
  { webDist, officeDist }: BuiltApps,
): Promise<{ web: boolean; office: boolean }> {
  const hasApp = existsSync(path.join(webDist, 'index.html'));
  const hasOffice = existsSync(path.join(officeDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(webDist, filePath)),
    });
  }
  if (hasOffice) {
    // The console is online only: no service worker, no precompressed copies (its build writes none).
    await app.register(fastifyStatic, {
      root: officeDist,
      prefix: `${OFFICE_PATH}/`,
      decorateReply: !hasApp,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(officeDist, filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (wantsAppShell(request)) {
      if (hasOffice && isOfficeUrl(request.url)) {
        // `/office` itself: the console's relative asset paths need the trailing slash.
        if (request.url === OFFICE_PATH || request.url.startsWith(`${OFFICE_PATH}?`)) {
          return reply.redirect(`${OFFICE_PATH}/${request.url.slice(OFFICE_PATH.length)}`);
        }
        return reply.header('cache-control', REVALIDATE).sendFile('index.html', officeDist);
      }
      if (hasApp && !isOfficeUrl(request.url)) return reply.sendFile('index.html');
    }
    return reply.code(404).send(notFoundAnswer(request));
  });
  return { web: hasApp, office: hasOffice };
}
