import { describe, expect, it } from 'vitest';
import { isTokenValid } from '@fieldops/contract';
import { authConfig, makeIdToken } from '../test/fetch-stub';
import { SignInError, hasAuthResponse, parseAuthResponse, tokensFromResponse } from './callback';
import { hasValidToken, readOAuth, writeOAuth } from './stored-oauth';

const now = Date.UTC(2025, 0, 1, 12);
const exp = now / 1000 + 3600;
const kept = { state: 'state-abc', nonce: 'nonce-01234567890123' };
const idToken = makeIdToken({
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  exp,
  nonce: kept.nonce,
  hd: 'example.com',
});

function hash(params: Record<string, string>) {
  return `#${new URLSearchParams(params).toString()}`;
}

describe('authorization answer', () => {
  it('[AUTH-2] recognises an answer in the hash and reads its parts', () => {
    const h = hash({ id_token: idToken, access_token: 'at', state: 'state-abc', token_type: 'Bearer' });
    expect(hasAuthResponse(h)).toBe(true);
    expect(hasAuthResponse('')).toBe(false);
    expect(parseAuthResponse(h)).toEqual({ idToken, accessToken: 'at', state: 'state-abc', error: null });
  });

  it('[AUTH-2] rejects an answer whose state is not the kept one, or when none was kept', () => {
    const answer = parseAuthResponse(hash({ id_token: idToken, access_token: 'at', state: 'forged' }));
    expect(() => tokensFromResponse(answer, kept, authConfig, now)).toThrow(SignInError);
    const good = parseAuthResponse(hash({ id_token: idToken, access_token: 'at', state: 'state-abc' }));
    expect(() => tokensFromResponse(good, null, authConfig, now)).toThrow(/state/);
  });

  it('[AUTH-2] rejects an id token that does not carry our nonce', () => {
    const other = makeIdToken({ email: 'ana@example.com', exp, nonce: 'someone-else' });
    const answer = parseAuthResponse(hash({ id_token: other, access_token: 'at', state: 'state-abc' }));
    expect(() => tokensFromResponse(answer, kept, authConfig, now)).toThrow(/nonce/);
  });

  it('[AUTH-3] decodes the id token into identity and expiry and stores them under oauth2', () => {
    const answer = parseAuthResponse(hash({ id_token: idToken, access_token: 'at-1', state: 'state-abc' }));
    const tokens = tokensFromResponse(answer, kept, authConfig, now);
    expect(tokens).toMatchObject({
      idToken,
      accessToken: 'at-1',
      expiresAt: exp * 1000,
      identity: { email: 'ana@example.com', name: 'Ana Ruiz', exp },
      revocationEndpoint: authConfig.revocationEndpoint,
      clientId: 'fieldops-web',
    });
    writeOAuth(tokens);
    expect(JSON.parse(localStorage.getItem('oauth2')!)).toMatchObject({ expiresAt: exp * 1000 });
    expect(readOAuth()).toEqual(tokens);
  });

  it('[AUTH-4] a token counts as valid only while minutes are left before exp', () => {
    expect(isTokenValid(now + 5 * 60_000, now)).toBe(true);
    expect(isTokenValid(now + 30_000, now)).toBe(false);
    const nearlyExpired = makeIdToken({ email: 'ana@example.com', exp: now / 1000 + 20, nonce: kept.nonce });
    const answer = parseAuthResponse(
      hash({ id_token: nearlyExpired, access_token: 'at', state: 'state-abc' }),
    );
    expect(() => tokensFromResponse(answer, kept, authConfig, now)).toThrow(/expired/);
    writeOAuth(
      tokensFromResponse(
        parseAuthResponse(hash({ id_token: idToken, access_token: 'a', state: 'state-abc' })),
        kept,
        authConfig,
        now,
      ),
    );
    expect(hasValidToken(now)).toBe(true);
    expect(hasValidToken(exp * 1000 - 10_000)).toBe(false);
  });

  it('[AUTH-7] an error answer from the provider is a failure', () => {
    const answer = parseAuthResponse(hash({ error: 'access_denied', state: 'state-abc' }));
    expect(() => tokensFromResponse(answer, kept, authConfig, now)).toThrow(/access_denied/);
  });
});
