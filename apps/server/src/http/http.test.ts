import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { SessionAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, signInRequest, startTestServer, tempDir, type TestServer } from '../test/harness.js';
import { capturedLog } from '../test/captured-log.js';
import { signIdToken } from '../test/tokens.js';
import { redactUrl } from './logging.js';
import { API_HEADERS } from './security.js';

/** A tiny built app, as Vite would write it. */
function fakeWebDist(): string {
  const dist = path.join(tempDir(), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FieldOps</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"FieldOps"}');
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app");');
  // UX-4: a precompressed asset, as apps/web/scripts/precompress.ts writes them.
  const big = `${'console.log("field app");\n'.repeat(200)}`;
  writeFileSync(path.join(dist, 'assets', 'main-9a8b7c.js'), big);
  writeFileSync(path.join(dist, 'assets', 'main-9a8b7c.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(dist, 'assets', 'main-9a8b7c.js.gz'), gzipSync(big));
  return dist;
}

describe('hosting the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: fakeWebDist() });
  });
  afterAll(() => server?.close());

  it('[SRV-5] index.html and sw.js are revalidated; hashed assets are immutable', async () => {
    const get = (url: string) => server.app.inject({ method: 'GET', url });
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-3f2a1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('[UX-4] a precompressed asset goes as Brotli or gzip when the browser accepts it, with its own type', async () => {
    const get = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/assets/main-9a8b7c.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('field app');
    expect(br.rawPayload.length).toBeLessThan(500);
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4_000);
  });

  it('[SRV-5] client routes fall back to index.html; API and provider paths do not', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const route = await server.app.inject({ method: 'GET', url: '/job-list', headers: html });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await server.app.inject({ method: 'GET', url: '/api/nothing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    const missingAsset = await server.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('[SRV-5] security headers: a strict CSP and no framing', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The service worker fetches the map tiles it keeps: a connection to the tile server.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it("[SRV-5] [OPS-5] a JSON answer of the API carries the headers JSON needs, a bytes answer the app's", async () => {
    const json = await server.app.inject({ method: 'GET', url: '/api/server' });
    const wanted = Object.entries(API_HEADERS);
    expect(wanted.length).toBeGreaterThan(0);
    for (const [name, value] of wanted) expect(json.headers[name]).toBe(value);
    // The app's CSP and the headers only a page uses stay off the 10 s poll.
    expect(json.headers['referrer-policy']).toBeUndefined();
    expect(json.headers['origin-agent-cluster']).toBeUndefined();
    // A photo may be opened as a page: its answer (even a refusal) keeps the app's set.
    const photo = await server.app.inject({ method: 'GET', url: '/api/Image/p-1?sid=nobody' });
    expect(photo.statusCode).toBe(401);
    expect(String(photo.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(photo.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('errors and limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BODY_LIMIT_BYTES: '2048', RATE_LIMIT_MAX: '30' });
  });
  afterAll(() => server?.close());

  it('[SRV-1] an unknown route is a JSON 404 in the error shape', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      error: 'not_found',
      message: 'No route GET /api/no-such-call',
      details: null,
    });
  });

  it('[SRV-1] broken JSON is a 400, not a 500', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/session/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request' });
  });

  it('[SRV-5] a body over the limit is 413', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/session/',
      payload: { email: 'a@acme.example', token: 'x'.repeat(4000) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: 'payload_too_large', details: null });
  });

  it('[SRV-5] requests over the rate limit are 429 in the error shape', async () => {
    const answers = await Promise.all(
      Array.from({ length: 35 }, () => server.app.inject({ method: 'GET', url: '/api/auth/config' })),
    );
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.json()).toMatchObject({ error: 'rate_limited', details: null });
    // The device waits as long as it is told (src/sync backs off on 429).
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('[OPS-2] the health check is never throttled, and each session has its own budget on one address', async () => {
    const limited = (answers: { statusCode: number }[]) => answers.filter((a) => a.statusCode === 429).length;
    const health = await Promise.all(
      Array.from({ length: 40 }, () => server.app.inject({ method: 'GET', url: '/api/server' })),
    );
    expect(limited(health)).toBe(0);
    // Two devices behind one address: 25 calls each fit in 30 per session, 50 would not fit in one.
    const asSession = (sid: string) =>
      Promise.all(
        Array.from({ length: 25 }, () =>
          server.app.inject({ method: 'GET', url: `/api/auth/config?sid=${sid}` }),
        ),
      );
    const [first, second] = await Promise.all([asSession('a'.repeat(43)), asSession('b'.repeat(43))]);
    expect([limited(first), limited(second)]).toEqual([0, 0]);
  });

  it("[OPS-2] the app's own files are never throttled (a phone installing the app fetches ~100 at once); the API still is", async () => {
    const files = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.app.inject({ method: 'GET', url: i % 2 ? '/' : `/assets/chunk-${i}.js` }),
      ),
    );
    expect(files.filter((a) => a.statusCode === 429)).toHaveLength(0);
    const api = await Promise.all(
      Array.from({ length: 40 }, () =>
        server.app.inject({ method: 'GET', url: `/api/auth/config?sid=${'c'.repeat(43)}` }),
      ),
    );
    expect(api.some((a) => a.statusCode === 429)).toBe(true);
  });
});

describe('logging', () => {
  it('[AUTH-12] the session id never reaches the log; the URL shows sid=[redacted]', async () => {
    const { lines, logStream } = capturedLog();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const token = await signIdToken(server, 'crew@acme.example');
      const signIn = await server.app.inject({
        ...signInRequest('crew@acme.example', token),
        headers: { authorization: 'Bearer provider-access-token-123' },
      });
      const { sessionId } = signIn.json<SessionAnswer>();
      await server.app.inject({
        ...command(sessionId, 'GetMenuItems'),
        headers: { authorization: 'Bearer provider-access-token-123' },
      });
      await server.app.inject(command(sessionId, 'NoSuchProcedure'));
      const log = lines.join('');
      expect(log).toContain('sid=[redacted]');
      expect(log).not.toContain(sessionId);
      expect(log).not.toContain('provider-access-token-123');
      expect(log).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});

describe('sid redaction', () => {
  it('[AUTH-12] redacts every spelling of sid the query parser accepts, and nothing else', () => {
    expect(redactUrl('/api/cmd?proc=GetMenuItems&sid=abc')).toBe('/api/cmd?proc=GetMenuItems&sid=[redacted]');
    expect(redactUrl('/api/server?sid=abc&x=1')).toBe('/api/server?sid=[redacted]&x=1');
    expect(redactUrl('/api/cmd?proc=X&%73id=abc')).toBe('/api/cmd?proc=X&%73id=[redacted]');
    expect(redactUrl('/api/cmd?proc=X&%53%49%44=abc&SID=def')).toBe(
      '/api/cmd?proc=X&%53%49%44=[redacted]&SID=[redacted]',
    );
    expect(redactUrl('/api/cmd?sid=a&sid=b')).toBe('/api/cmd?sid=[redacted]&sid=[redacted]');
    expect(redactUrl('/api/cmd?sidecar=1&asid=2&bad=%E0%A4%A')).toBe(
      '/api/cmd?sidecar=1&asid=2&bad=%E0%A4%A',
    );
    expect(redactUrl('/job-list')).toBe('/job-list');
  });

  it('[OPS-6] [AUTH-12] sid[]=, sid[0]=, ;sid= and a spaced name are redacted too', () => {
    expect(redactUrl('/api/cmd?proc=X&sid[]=abc')).toBe('/api/cmd?proc=X&sid[]=[redacted]');
    expect(redactUrl('/api/cmd?sid%5B%5D=abc&sid[0]=def')).toBe(
      '/api/cmd?sid%5B%5D=[redacted]&sid[0]=[redacted]',
    );
    expect(redactUrl('/api/cmd?proc=X;sid=abc;y=2')).toBe('/api/cmd?proc=X;sid=[redacted];y=2');
    expect(redactUrl('/api/cmd?+sid+=abc&sidecar[]=1')).toBe('/api/cmd?+sid+=[redacted]&sidecar[]=1');
  });

  it('[AUTH-12] a session id sent as %73id= authenticates but never reaches the log', async () => {
    const { lines, logStream } = capturedLog();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const token = await signIdToken(server, 'crew@acme.example');
      const { sessionId } = (
        await server.app.inject(signInRequest('crew@acme.example', token))
      ).json<SessionAnswer>();
      const answer = await server.app.inject({
        method: 'POST',
        url: `/api/cmd?proc=GetMenuItems&%73id=${sessionId}`,
        payload: { procedure: 'GetMenuItems', parameters: [] },
      });
      expect(answer.statusCode).toBe(200); // the parser took it as sid
      const log = lines.join('');
      expect(log).toContain('%73id=[redacted]');
      expect(log).not.toContain(sessionId);
    } finally {
      await server.close();
    }
  });
});

describe('unexpected errors', () => {
  it('[SRV-1] an unexpected error is a plain 500; its message and stack go to the log only', async () => {
    const { lines, logStream } = capturedLog();
    const server = await startTestServer({ LOG_LEVEL: 'error' }, { logStream });
    try {
      server.app.get('/api/test-failure', async () => {
        throw new Error('database password is hunter2');
      });
      const answer = await server.app.inject({ method: 'GET', url: '/api/test-failure' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({
        error: 'internal',
        message: 'Something went wrong on the server',
        details: null,
      });
      expect(lines.join('')).toContain('hunter2');
      expect(lines.join('')).toContain('http.test.ts');
    } finally {
      await server.close();
    }
  });
});

describe('OpenAPI', () => {
  it('[SRV-6] the document is generated from the contract and lists the served calls', async () => {
    const server = await startTestServer();
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      expect(answer.statusCode).toBe(200);
      const doc = answer.json<{
        openapi: string;
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      }>();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/session/', '/api/server', '/api/cmd', '/api/auth/config']),
      );
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/oidc'))).toBe(false);
      // The sign-in body schema comes from the contract's SignInRequest.
      expect(JSON.stringify(doc.paths['/api/session/']?.post?.requestBody)).toContain('isVirtual');
    } finally {
      await server.close();
    }
  });
});
