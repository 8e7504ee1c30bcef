// AUTH-2/3: reading the provider's answer from the URL hash and turning it into stored tokens.
import { type AuthConfig, decodeJwtPayload, isTokenValid } from '@fieldops/contract';
import type { AuthRequest } from './authorize';
import type { StoredOAuth } from './stored-oauth';

export interface AuthResponse {
  idToken: string | null;
  accessToken: string | null;
  state: string | null;
  error: string | null;
}

export class SignInError extends Error {
  override readonly name = 'SignInError';
}

/** Whether the hash looks like an authorization answer at all (as opposed to no hash). */
export function hasAuthResponse(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('state') || params.has('id_token') || params.has('error');
}

export function parseAuthResponse(hash: string): AuthResponse {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    idToken: params.get('id_token'),
    accessToken: params.get('access_token'),
    state: params.get('state'),
    error: params.get('error'),
  };
}

/**
 * AUTH-2: the answer must carry the state this tab sent, else nothing else happens.
 * AUTH-3: the id token (with our nonce) is decoded into the identity and its expiry.
 */
export function tokensFromResponse(
  response: AuthResponse,
  kept: AuthRequest | null,
  config: AuthConfig,
  now: number,
): StoredOAuth {
  if (!kept || !response.state || response.state !== kept.state) throw new SignInError('state mismatch');
  if (response.error) throw new SignInError(`provider answered ${response.error}`);
  if (!response.idToken || !response.accessToken) throw new SignInError('tokens missing');
  const claims = decodeJwtPayload(response.idToken);
  if (!claims) throw new SignInError('id token unreadable');
  if (claims['nonce'] !== kept.nonce) throw new SignInError('nonce mismatch');
  const { email, name, exp } = claims;
  if (typeof email !== 'string' || typeof exp !== 'number')
    throw new SignInError('id token lacks email or exp');
  const expiresAt = exp * 1000;
  if (!isTokenValid(expiresAt, now)) throw new SignInError('id token expired');
  return {
    idToken: response.idToken,
    accessToken: response.accessToken,
    expiresAt,
    identity: { email, exp, ...(typeof name === 'string' ? { name } : {}) },
    revocationEndpoint: config.revocationEndpoint,
    userinfoEndpoint: config.userinfoEndpoint,
    clientId: config.clientId,
  };
}
