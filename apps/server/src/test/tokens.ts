// Id tokens for tests. `signIdToken` signs with the embedded provider's own key (fast, and the
// claims can be bent to test each check); `forgeIdToken` uses a foreign key with the same kid;
// `implicitSignIn` drives the real authorization flow of the embedded provider through inject.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { AppConfig } from '../config.js';
import { keysFile, type ProviderKeys } from '../idp/keys.js';

/** What signing needs of a test server; the harness's TestServer has it (and imports this file). */
export interface TokenServer {
  dataDir: string;
  config: Pick<AppConfig, 'publicUrl' | 'oidcClientId' | 'companyDomain'>;
}

type SigningKey = Parameters<SignJWT['sign']>[0];

export interface TokenOptions {
  claims?: JWTPayload & Record<string, unknown>;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  key?: SigningKey;
}

export async function signIdToken(
  server: TokenServer,
  email: string,
  options: TokenOptions = {},
): Promise<string> {
  const keys = JSON.parse(readFileSync(keysFile(server.dataDir), 'utf8')) as ProviderKeys;
  const key = options.key ?? ((await importJWK(keys.signing, 'RS256')) as SigningKey);
  const now = Math.floor(Date.now() / 1000);
  const domain = email.split('@')[1];
  // Claims given by the test win, including iss and aud, to bend one check at a time.
  return new SignJWT({
    iss: `${server.config.publicUrl}/oidc`,
    aud: server.config.oidcClientId,
    sub: email,
    email,
    email_verified: true,
    name: 'Test Person',
    ...(domain === server.config.companyDomain ? { hd: domain } : {}),
    nonce: 'n-0123456789abcdefghi',
    // Each token is unique, as a provider's are (a nonce per request): one token opens one session.
    jti: randomUUID(),
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signing.kid })
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}

export async function forgeIdToken(server: TokenServer, email: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return signIdToken(server, email, { key: privateKey });
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const value = pair.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface ImplicitResult {
  idToken: string;
  accessToken: string;
  state: string;
  /** The login page's HTML when the password was refused. */
  loginPage?: string;
}

/**
 * The AUTH-1 flow against the embedded provider: authorization request, our login page (when
 * the provider has no session for this jar yet), the login POST, then redirects until the app's
 * /login URL with the tokens in its hash. Pass the same jar again to sign in a second time.
 */
export async function implicitSignIn(
  app: FastifyInstance,
  publicUrl: string,
  email: string,
  password: string,
  jar = new CookieJar(),
): Promise<ImplicitResult> {
  const state = 'state-0123456789';
  const query = new URLSearchParams({
    client_id: 'fieldops-web',
    response_type: 'id_token token',
    scope: 'openid email profile',
    redirect_uri: `${publicUrl}/login`,
    nonce: 'nonce-01234567890123',
    state,
    hd: email.split('@')[1] ?? '',
  });
  let answer = await app.inject({
    method: 'GET',
    url: `/oidc/auth?${query}`,
    headers: { cookie: jar.header() },
  });
  for (let hops = 0; hops < 12; hops += 1) {
    jar.store(answer.headers['set-cookie']);
    const action = /action="([^"]+)"/.exec(answer.body)?.[1]?.replace(/&amp;/g, '&');
    if (answer.statusCode === 401 && action)
      return { idToken: '', accessToken: '', state: '', loginPage: answer.body };
    if (answer.statusCode === 200 && action) {
      answer = await app.inject({
        method: 'POST',
        url: action,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password }).toString(),
      });
      continue;
    }
    const location = answer.headers.location;
    if (!location) throw new Error(`Flow stopped at ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    const next = new URL(String(location), publicUrl);
    if (next.pathname === '/login') {
      const hash = new URLSearchParams(next.hash.slice(1));
      if (hash.get('error'))
        throw new Error(`Provider error: ${hash.get('error')} ${hash.get('error_description')}`);
      return {
        idToken: hash.get('id_token') ?? '',
        accessToken: hash.get('access_token') ?? '',
        state: hash.get('state') ?? '',
      };
    }
    answer = await app.inject({
      method: 'GET',
      url: next.pathname + next.search,
      headers: { cookie: jar.header() },
    });
  }
  throw new Error('Too many redirects');
}
