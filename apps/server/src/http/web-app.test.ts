// SRV-5 and the office console (issue 29): the server serves the field app at / and the console at
// /office/, each with its own history fallback, and the embedded provider answers to both sign-ins.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../test/harness.js';

function builtApp(title: string, asset: string): string {
  const dist = path.join(tempDir(), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dist, 'assets', asset), 'export const x = 1;');
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml' };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST: builtApp('FieldOps', 'field-1a2b3c.js'),
    OFFICE_DIST: builtApp('FieldOps Office', 'office-4d5e6f.js'),
  });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = html) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the two apps one server serves', () => {
  it('[SRV-5] the console answers its own pages under /office/ and the field app keeps the rest', async () => {
    for (const url of ['/office/', '/office/jobs', '/office/jobs/12?tab=history', '/office/sign-in']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>FieldOps Office</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/dashboard', '/jobs/12/job-page', '/officers']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>FieldOps</title>');
    }
  });

  it('[SRV-5] /office redirects to /office/; its hashed files are cached for a year; a missing file is a 404', async () => {
    const bare = await get('/office');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/office/');
    const asset = await get('/office/assets/office-4d5e6f.js', {});
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/office/assets/gone.js', { accept: '*/*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('[OFFICE-1] the embedded provider accepts the console sign-in page as a redirect, and no other', async () => {
    const authorize = (redirect: string) =>
      server.app.inject({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({
          client_id: 'fieldops-web',
          response_type: 'id_token token',
          scope: 'openid email profile',
          redirect_uri: `${server.config.publicUrl}${redirect}`,
          nonce: 'nonce-office-console-0001',
          state: 'state-office',
        })}`,
      });
    const console = await authorize('/office/sign-in');
    expect(console.statusCode).toBe(303);
    expect(String(console.headers.location)).toContain('/oidc/interaction/');
    const other = await authorize('/office/elsewhere');
    expect(String(other.headers.location ?? '')).not.toContain('/oidc/interaction/');
  });
});
