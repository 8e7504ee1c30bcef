import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signInRequest, startTestServer, type TestServer } from '../../test/harness.js';
import { forgeIdToken, signIdToken } from '../../test/tokens.js';

/** A free TCP port, so the provider's issuer URL can be known before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('an external OpenID Connect provider (OIDC_ISSUER)', () => {
  let provider: TestServer;
  let api: TestServer;
  beforeAll(async () => {
    // A second server's embedded provider plays the external one, reached over real HTTP.
    const port = await freePort();
    provider = await startTestServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    await provider.app.listen({ port, host: '127.0.0.1' });
    api = await startTestServer({ OIDC_ISSUER: `http://127.0.0.1:${port}/oidc` });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it('[AUTH-13] auth config comes from the discovery document', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(answer.json()).toMatchObject({
      issuer: provider.config.publicUrl + '/oidc',
      authorizationEndpoint: `${provider.config.publicUrl}/oidc/auth`,
      revocationEndpoint: `${provider.config.publicUrl}/oidc/token/revocation`,
    });
    // The app's CSP (on its pages) lets it talk to the provider (userinfo, revocation).
    const page = await api.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' ${provider.config.publicUrl}`,
    );
  });

  it('[AUTH-11] [AUTH-13] tokens are verified against the JWKS fetched from jwks_uri', async () => {
    const good = await api.app.inject(
      signInRequest('crew@acme.example', await signIdToken(provider, 'crew@acme.example')),
    );
    expect(good.statusCode).toBe(200);
    const before = await countRows(api.app, 'sessions');
    const forged = await api.app.inject(
      signInRequest('crew@acme.example', await forgeIdToken(provider, 'crew@acme.example')),
    );
    expect(forged.statusCode).toBe(401);
    expect(await countRows(api.app, 'sessions')).toBe(before);
  });

  it('[AUTH-13] no embedded provider is mounted when one is configured', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(answer.statusCode).toBe(404);
  });
});
