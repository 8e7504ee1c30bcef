// An external provider (e.g. Google with OIDC_ISSUER=https://accounts.google.com): endpoints and
// the JWKS location come from its discovery document, fetched once and kept (a failed fetch is
// not kept, so the next sign-in tries again). jose's remote JWKS caches keys and refetches on an
// unknown `kid`, which follows the provider's key rotation.
import type { AuthConfig } from '@fieldops/contract';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { IdentityProviderUnavailable, type IdentityProvider } from './identity-provider.js';

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  jwks_uri: z.string(),
  userinfo_endpoint: z.string().optional(),
  revocation_endpoint: z.string().optional(),
});
type Discovery = z.infer<typeof Discovery>;

export interface ExternalProviderOptions {
  issuer: string;
  clientId: string;
  hostedDomain: string;
  fetch?: typeof fetch;
}

export function externalProvider(options: ExternalProviderOptions): IdentityProvider {
  const doFetch = options.fetch ?? fetch;
  let discovery: Promise<Discovery> | undefined;
  let jwks: JWTVerifyGetKey | undefined;

  const discover = (): Promise<Discovery> => {
    discovery ??= (async () => {
      const url = `${options.issuer}/.well-known/openid-configuration`;
      try {
        const answer = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return Discovery.parse(await answer.json());
      } catch (cause) {
        discovery = undefined;
        throw new IdentityProviderUnavailable(`Cannot read ${url}`, { cause });
      }
    })();
    return discovery;
  };

  return {
    issuer: options.issuer,
    clientId: options.clientId,
    keys: async (header, token) => {
      jwks ??= createRemoteJWKSet(new URL((await discover()).jwks_uri));
      return jwks(header, token);
    },
    async authConfig(): Promise<AuthConfig> {
      const d = await discover();
      return {
        issuer: options.issuer,
        clientId: options.clientId,
        hostedDomain: options.hostedDomain,
        authorizationEndpoint: d.authorization_endpoint,
        // Providers may omit these; an empty value tells the app to skip the call.
        userinfoEndpoint: d.userinfo_endpoint ?? '',
        revocationEndpoint: d.revocation_endpoint ?? '',
      };
    },
  };
}
