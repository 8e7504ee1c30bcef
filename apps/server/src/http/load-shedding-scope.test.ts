// TRUST-3: beyond capacity only API work is shed. The app's files, its pages, the service worker,
// the manifest, the icons and the identity provider's sign-in page are always served: a shed
// script or page broke the app where a shed API call only waits on the device.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  command,
  signIn,
  signInRequest,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test/harness.js';
import { CARLOS } from '../test/jobs-fixtures.js';
import { CookieJar, signIdToken } from '../test/tokens.js';
import { waitUntil } from '../test/wait-until.js';

function webDist(): string {
  const dist = path.join(tempDir(), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FieldOps</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"FieldOps"}');
  writeFileSync(path.join(dist, 'assets', 'x-1a2b3c.js'), 'export const field = 1;');
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

let server: TestServer;
let sid: string;
/** The provider's sign-in page for a fresh authorization request (followed through its redirects). */
let signInPage: InjectOptions;
beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST: webDist(),
    SHED_EVENT_LOOP_DELAY_MS: '50',
    SHED_RETRY_AFTER_S: '9',
  });
  sid = await signIn(server, CARLOS);
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: 'fieldops-web',
    response_type: 'id_token token',
    scope: 'openid email profile',
    redirect_uri: `${server.config.publicUrl}/login`,
    nonce: 'nonce-busy-server-0001',
    state: 'state-busy-server',
  });
  const authorize = await server.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  jar.store(authorize.headers['set-cookie']);
  const location = new URL(String(authorize.headers.location), server.config.publicUrl);
  signInPage = {
    method: 'GET',
    url: `${location.pathname}${location.search}`,
    headers: { cookie: jar.header() },
  };
  expect((await server.app.inject(signInPage)).body).toContain('<form');
});
afterAll(() => server?.close());

/** The overload: this process's event loop held busy, as a flood of requests would hold it. */
function holdEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

const navigation = (url: string): InjectOptions => ({
  method: 'GET',
  url,
  headers: { accept: 'text/html,application/xhtml+xml' },
});

const ALWAYS_SERVED: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
  'an app file': () => ({ method: 'GET', url: '/assets/x-1a2b3c.js' }),
  'the service worker': () => ({ method: 'GET', url: '/sw.js' }),
  'the start page': () => navigation('/'),
  'a deep page': () => navigation('/timesheets'),
  'the manifest': () => ({ method: 'GET', url: '/manifest.webmanifest' }),
  'an icon': () => ({ method: 'GET', url: '/icons/icon-192.png' }),
  "the provider's sign-in page": () => signInPage,
  liveness: () => ({ method: 'GET', url: '/api/health/live' }),
  'where to sign in': () => ({ method: 'GET', url: '/api/auth/config' }),
  // A fresh token each time: a token is taken once.
  'the sign-in': async () => signInRequest(CARLOS, await signIdToken(server, CARLOS)),
};

describe('[TRUST-3] what a busy server sheds', () => {
  it('[TRUST-3] beyond capacity an API call gets 503 {error,message,details} with Retry-After; app files, pages, the service worker, manifest, icons and the sign-in page are served', async () => {
    let shed: LightMyRequestResponse | undefined;
    const served: Record<string, number> = {};
    await waitUntil(async () => {
      const requests = await Promise.all(
        Object.entries(ALWAYS_SERVED).map(async ([name, request]) => [name, await request()] as const),
      );
      holdEventLoop(400);
      // A timer turn: the delay sampler (a timer that came due while the loop was held) runs first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      shed = await server.app.inject(command(sid, 'GetMenuItems'));
      for (const [name, request] of requests) served[name] = (await server.app.inject(request)).statusCode;
      expect(shed.statusCode).toBe(503);
    });
    expect(shed!.headers['retry-after']).toBe('9');
    expect(shed!.json()).toEqual({ error: 'server_busy', message: expect.any(String), details: null });
    expect(served).toEqual(Object.fromEntries(Object.keys(ALWAYS_SERVED).map((name) => [name, 200])));
  });
});
