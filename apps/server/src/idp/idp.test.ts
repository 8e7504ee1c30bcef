import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signInRequest, startTestServer, tempDir, type TestServer } from '../test/harness.js';
import { CookieJar, implicitSignIn, signIdToken } from '../test/tokens.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccounts } from './accounts.js';
import { WRONG_CREDENTIALS } from './login-page.js';

describe('embedded identity provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[AUTH-13] serves a discovery document and a JWKS with the public signing key only', async () => {
    // Endpoint URLs follow the Host the request came to; the issuer is fixed.
    const discovery = await server.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(discovery.statusCode).toBe(200);
    const doc = discovery.json<Record<string, unknown>>();
    expect(doc.issuer).toBe('http://localhost:3000/oidc');
    expect(doc.response_types_supported).toContain('id_token token');
    expect(doc.revocation_endpoint).toBe('http://localhost:3000/oidc/token/revocation');

    const jwks = await server.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { keys } = jwks.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('[AUTH-13] GET /api/auth/config points the app at the embedded provider', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(answer.json()).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'fieldops-web',
      hostedDomain: 'acme.example',
      authorizationEndpoint: 'http://localhost:3000/oidc/auth',
      userinfoEndpoint: 'http://localhost:3000/oidc/me',
      revocationEndpoint: 'http://localhost:3000/oidc/token/revocation',
    });
  });

  it('[AUTH-11] [AUTH-13] the implicit flow yields an id token the server accepts for a session', async () => {
    const tokens = await implicitSignIn(
      server.app,
      server.config.publicUrl,
      'foreman@acme.example',
      DEMO_PASSWORD,
    );
    expect(tokens.state).toBe('state-0123456789');
    expect(tokens.accessToken).not.toBe('');
    const claims = JSON.parse(
      Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      email: 'foreman@acme.example',
      name: 'Frank Foreman',
      hd: 'acme.example',
    });

    const answer = await server.app.inject(signInRequest('foreman@acme.example', tokens.idToken));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ user: { email: 'foreman@acme.example', role: 'foreman' } });
  });

  it('[AUTH-13] signing in again with a live provider session skips the login page and consent', async () => {
    const jar = new CookieJar();
    const first = await implicitSignIn(
      server.app,
      server.config.publicUrl,
      'crew@acme.example',
      DEMO_PASSWORD,
      jar,
    );
    // A wrong password proves the login form is not shown again: the provider session answers.
    const second = await implicitSignIn(
      server.app,
      server.config.publicUrl,
      'crew@acme.example',
      'not-asked',
      jar,
    );
    expect(second.loginPage).toBeUndefined();
    expect(second.idToken).not.toBe('');
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('[AUTH-13] the login page refuses a wrong password with a clear message and no script', async () => {
    const result = await implicitSignIn(server.app, server.config.publicUrl, 'crew@acme.example', 'wrong');
    expect(result.loginPage).toContain(WRONG_CREDENTIALS);
    expect(result.loginPage).toContain('<label for="password">');
    expect(result.loginPage).not.toContain('<script');
  });

  it('[AUTH-11] the provider signs in the other-company account but the server refuses it a session', async () => {
    const tokens = await implicitSignIn(
      server.app,
      server.config.publicUrl,
      'outsider@other.example',
      DEMO_PASSWORD,
    );
    expect(tokens.idToken).not.toBe('');
    const before = await countRows(server.app, 'sessions');
    const answer = await server.app.inject(signInRequest('outsider@other.example', tokens.idToken));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      error: 'forbidden',
      message: 'Only acme.example accounts may sign in',
    });
    expect(await countRows(server.app, 'sessions')).toBe(before);
  });

  it('[AUTH-8] after revocation of the access token the userinfo endpoint answers 401', async () => {
    const tokens = await implicitSignIn(
      server.app,
      server.config.publicUrl,
      'reviewer@acme.example',
      DEMO_PASSWORD,
    );
    const userinfo = () =>
      server.app.inject({
        method: 'GET',
        url: '/oidc/me',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
    expect((await userinfo()).statusCode).toBe(200);
    const revoke = await server.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.accessToken, client_id: 'fieldops-web' }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await userinfo()).statusCode).toBe(401);
  });

  it('[AUTH-13] provider pages carry their own strict CSP: no scripts at all', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(answer.headers['content-security-policy']).toContain("script-src 'none'");
    // The app's other headers are merged under it (helmet runs in the provider's own scope).
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('embedded provider keys and accounts', () => {
  it('[AUTH-13] keys survive a restart, so tokens issued before it stay valid', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({}, { dataDir });
    const token = await signIdToken(first, 'crew@acme.example');
    await first.close();
    const second = await startTestServer({}, { dataDir });
    try {
      const answer = await second.app.inject(signInRequest('crew@acme.example', token));
      expect(answer.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('[AUTH-13] the embedded accounts follow COMPANY_DOMAIN; the other company stays last', () => {
    const accounts = demoAccounts('bridgeco.example');
    expect(accounts.map((a) => a.email)).toEqual([
      'foreman@bridgeco.example',
      'general.foreman@bridgeco.example',
      'crew@bridgeco.example',
      'reviewer@bridgeco.example',
      'office@bridgeco.example',
      'outsider@other.example',
    ]);
    expect(DEMO_ACCOUNTS.at(-1)?.domain).toBe('other.example');
  });

  it('[AUTH-13] with COMPANY_DOMAIN changed, a renamed demo account signs in through the provider', async () => {
    const server = await startTestServer({ COMPANY_DOMAIN: 'bridgeco.example' });
    try {
      const tokens = await implicitSignIn(
        server.app,
        server.config.publicUrl,
        'crew@bridgeco.example',
        DEMO_PASSWORD,
      );
      const answer = await server.app.inject(signInRequest('crew@bridgeco.example', tokens.idToken));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ user: { role: 'crew', name: 'Carlos Crew' } });
    } finally {
      await server.close();
    }
  });
});
