// AUTH-1: the authorization request. The implicit flow of the spec (response_type "id_token token")
// with a fresh random state and nonce per attempt, both kept in sessionStorage so only this tab's
// own request can complete (AUTH-2).
import { type AuthConfig, NONCE_LENGTH } from '@fieldops/contract';

export const AUTH_REQUEST_KEY = 'fieldops.authRequest';
const STATE_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface AuthRequest {
  state: string;
  nonce: string;
}

/** Random characters from crypto.getRandomValues, without modulo bias. */
export function randomToken(length: number): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

export function loginRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/login`;
}

/** The identity provider's host, as named in the sign-in messages ('Authenticating with {host}'). */
export function providerHost(config: Pick<AuthConfig, 'authorizationEndpoint'>): string {
  try {
    return new URL(config.authorizationEndpoint, window.location.origin).host;
  } catch {
    return window.location.host;
  }
}

export function buildAuthorizationUrl(config: AuthConfig, request: AuthRequest, redirectUri: string): string {
  const url = new URL(config.authorizationEndpoint, window.location.origin);
  url.search = new URLSearchParams({
    response_type: 'id_token token',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    hd: config.hostedDomain,
  }).toString();
  return url.toString();
}

/** Makes and keeps a new state and nonce; answers the URL to send the browser to. */
export function beginAuthorization(config: AuthConfig, storage: Storage = sessionStorage): string {
  const request: AuthRequest = { state: randomToken(STATE_LENGTH), nonce: randomToken(NONCE_LENGTH) };
  storage.setItem(AUTH_REQUEST_KEY, JSON.stringify(request));
  return buildAuthorizationUrl(config, request, loginRedirectUri());
}

/** Reads the kept request and forgets it: a state value is good for one answer only. */
export function takeAuthRequest(storage: Storage = sessionStorage): AuthRequest | null {
  const raw = storage.getItem(AUTH_REQUEST_KEY);
  storage.removeItem(AUTH_REQUEST_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthRequest>;
    return typeof parsed.state === 'string' && typeof parsed.nonce === 'string'
      ? { state: parsed.state, nonce: parsed.nonce }
      : null;
  } catch {
    return null;
  }
}

/** Leaving the app for the provider; an object so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
