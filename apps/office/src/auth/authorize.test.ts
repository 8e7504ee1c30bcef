import type { AuthConfig } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { SignInError, authorizationUrl, tokensFromHash } from './authorize';

const config: AuthConfig = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'fieldops-web',
  hostedDomain: 'acme.example',
  authorizationEndpoint: 'http://localhost:3000/oidc/auth',
  userinfoEndpoint: 'http://localhost:3000/oidc/me',
  revocationEndpoint: 'http://localhost:3000/oidc/token/revocation',
};
const NOW = Date.UTC(2026, 10, 28, 9, 0);
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

/** Starts an authorization in this tab; answers what the provider would send back to it. */
function begin() {
  const url = new URL(authorizationUrl(config));
  return { state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')!, url };
}

const answer = (state: string, token: string) =>
  `#${new URLSearchParams({ state, id_token: token, access_token: 'at' })}`;

describe('the console sign-in answer', () => {
  it('[OFFICE-1] asks the provider for the console page as redirect, with this tab’s state and nonce', () => {
    const { url, state, nonce } = begin();
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/office/sign-in`);
    expect(url.searchParams.get('response_type')).toBe('id_token token');
    expect(url.searchParams.get('hd')).toBe('acme.example');
    expect(state).toHaveLength(32);
    expect(nonce.length).toBeGreaterThan(0);
  });

  it('[OFFICE-1] takes the tokens from an answer to this tab’s request, once', () => {
    const { state, nonce } = begin();
    const token = idToken({ email: 'office@acme.example', nonce, exp: NOW / 1000 + 3600 });
    expect(tokensFromHash(answer(state, token), NOW)).toEqual({
      idToken: token,
      accessToken: 'at',
      email: 'office@acme.example',
    });
    // The kept state is used up: the same answer again is refused.
    expect(() => tokensFromHash(answer(state, token), NOW)).toThrow(SignInError);
  });

  it('[OFFICE-1] refuses another request’s state, another nonce, and an expired token', () => {
    let request = begin();
    const good = { email: 'office@acme.example', nonce: request.nonce, exp: NOW / 1000 + 3600 };
    expect(() => tokensFromHash(answer('forged-state', idToken(good)), NOW)).toThrow('state mismatch');
    request = begin();
    expect(() => tokensFromHash(answer(request.state, idToken({ ...good, nonce: 'other' })), NOW)).toThrow(
      'nonce mismatch',
    );
    request = begin();
    const expired = { ...good, nonce: request.nonce, exp: NOW / 1000 - 60 };
    expect(() => tokensFromHash(answer(request.state, idToken(expired)), NOW)).toThrow('id token expired');
  });
});
