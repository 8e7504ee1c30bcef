// AUTH-13: the embedded OpenID Connect provider (oidc-provider), used when OIDC_ISSUER is unset.
// It issues real signed tokens for the demo accounts, so the server verifies them exactly as it
// would Google's. OPS-2: grants, sessions and tokens live in the database (adapter.ts) and the keys
// are shared through it (keys.ts), so any number of instances serve one provider.
import { timingSafeEqual, createHash } from 'node:crypto';
import { createLocalJWKSet } from 'jose';
import Provider, { type AdapterFactory, type Configuration } from 'oidc-provider';
import type { AppConfig } from '../config.js';
import type { IdentityProvider } from '../adapters/identity/identity-provider.js';
import { DEMO_PASSWORD, demoAccounts, type DemoAccount } from './accounts.js';
import { publicJwk, type ProviderKeys } from './keys.js';

export const IDP_MOUNT_PATH = '/oidc';

export interface EmbeddedProvider {
  provider: Provider;
  identity: IdentityProvider;
  /** Origins the provider redirects back to (for the CSP of its pages). */
  redirectOrigins: string[];
  checkPassword(email: string, password: string): DemoAccount | undefined;
}

/** Where each app receives the provider's answer: the field app's login page and the office console's. */
export const SIGN_IN_PATHS = ['/login', '/office/sign-in'] as const;

/** The apps' sign-in pages; on a localhost URL the 127.0.0.1 spelling is accepted too. */
export function redirectUris(publicUrl: string): string[] {
  const origins = [publicUrl];
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost') {
    url.hostname = '127.0.0.1';
    origins.push(url.origin);
  }
  return origins.flatMap((origin) => SIGN_IN_PATHS.map((signIn) => `${origin}${signIn}`));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function embeddedProvider(
  config: AppConfig,
  keys: ProviderKeys,
  adapter: AdapterFactory,
): EmbeddedProvider {
  const issuer = `${config.publicUrl}${IDP_MOUNT_PATH}`;
  const accounts = demoAccounts(config.companyDomain);
  const findAccount = (email: string) => accounts.find((a) => a.email === email.toLowerCase());
  const uris = redirectUris(config.publicUrl);

  const configuration: Configuration = {
    adapter,
    clients: [
      {
        client_id: config.oidcClientId,
        // oidc-provider allows implicit redirects to http:// only for native clients on loopback.
        application_type: new URL(config.publicUrl).protocol === 'http:' ? 'native' : 'web',
        redirect_uris: uris,
        response_types: ['id_token token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
      },
    ],
    responseTypes: ['id_token token', 'id_token', 'code', 'none'],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ['sub', 'hd'], email: ['email', 'email_verified'], profile: ['name'] },
    // The app reads email and name from the id token; the server checks hd and email there.
    conformIdTokenClaims: false,
    extraParams: ['hd'],
    // Explicit lifetimes (seconds): tokens for an hour as Google issues them; the provider's own
    // sign-in session as long as ours, so crews are not asked for a password every day.
    ttl: {
      AccessToken: 3_600,
      IdToken: 3_600,
      Interaction: 3_600,
      Grant: config.sessionTtlHours * 3_600,
      Session: config.sessionTtlHours * 3_600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: () => ({
          sub: account.email,
          email: account.email,
          email_verified: true,
          name: account.name,
          ...(account.domain === config.companyDomain ? { hd: account.domain } : {}),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;

  const identity: IdentityProvider = {
    issuer,
    clientId: config.oidcClientId,
    keys: createLocalJWKSet({ keys: [publicJwk(keys.signing)] }),
    authConfig: async () => ({
      issuer,
      clientId: config.oidcClientId,
      hostedDomain: config.companyDomain,
      authorizationEndpoint: provider.urlFor('authorization'),
      userinfoEndpoint: provider.urlFor('userinfo'),
      revocationEndpoint: provider.urlFor('revocation'),
    }),
  };

  return {
    provider,
    identity,
    redirectOrigins: [...new Set(uris.map((u) => new URL(u).origin))],
    checkPassword(email, password) {
      const account = findAccount(email);
      // Compare digests so the time taken says nothing about the password.
      const ok = timingSafeEqual(digest(password), digest(DEMO_PASSWORD));
      return account && ok ? account : undefined;
    },
  };
}
