// What the server needs from an OpenID Connect provider, embedded or external (AUTH-13): where it
// is, how to check its signatures, and what the app needs to start sign-in. Both kinds go through
// the same verification (modules/session/verify-id-token.ts), so the embedded provider exercises the real path.
import type { AuthConfig } from '@fieldops/contract';
import type { JWTVerifyGetKey } from 'jose';

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  /** The provider's public signing keys (its JWKS). */
  keys: JWTVerifyGetKey;
  authConfig(): Promise<AuthConfig>;
}

export class IdentityProviderUnavailable extends Error {}
