import { describe, expect, it, vi } from 'vitest';
import { NONCE_LENGTH } from '@fieldops/contract';
import { authConfig } from '../test/fetch-stub';
import {
  AUTH_REQUEST_KEY,
  beginAuthorization,
  providerHost,
  randomToken,
  takeAuthRequest,
} from './authorize';

describe('authorization request', () => {
  it('[AUTH-1] builds the provider URL: id_token token, openid email profile, nonce, kept state, client, redirect, hd', () => {
    const url = new URL(beginAuthorization(authConfig));
    expect(url.origin + url.pathname).toBe(authConfig.authorizationEndpoint);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('id_token token');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('client_id')).toBe('fieldops-web');
    expect(q.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    expect(q.get('hd')).toBe('example.com');
    expect(q.get('nonce')).toMatch(new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`));
    const kept = JSON.parse(sessionStorage.getItem(AUTH_REQUEST_KEY)!) as { state: string; nonce: string };
    expect(kept).toEqual({ state: q.get('state'), nonce: q.get('nonce') });
    expect(kept.state.length).toBeGreaterThanOrEqual(20);
  });

  it('[AUTH-1] makes a fresh random nonce and state each time, from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const first = new URL(beginAuthorization(authConfig)).searchParams;
    const second = new URL(beginAuthorization(authConfig)).searchParams;
    expect(spy).toHaveBeenCalled();
    expect(first.get('nonce')).not.toBe(second.get('nonce'));
    expect(first.get('state')).not.toBe(second.get('state'));
    expect(randomToken(NONCE_LENGTH)).toHaveLength(20);
  });

  it('[AUTH-2] a kept state is good for one answer only', () => {
    beginAuthorization(authConfig);
    expect(takeAuthRequest()).not.toBeNull();
    expect(takeAuthRequest()).toBeNull();
  });

  it('[AUTH-7] names the identity provider by its host', () => {
    expect(providerHost(authConfig)).toBe('localhost:3000');
    expect(providerHost({ authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' })).toBe(
      'accounts.google.com',
    );
  });
});
