import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fieldops/contract';
import { saveMenuItems, readMenuItems } from '../db/menu';
import { authConfig, json, stubFetch } from '../test/fetch-stub';
import { logOut } from './logout';

describe('log out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[AUTH-8] clears the session, ends it on the server, revokes the token as a form and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-9');
    localStorage.setItem(
      STORAGE_KEYS.oauth2,
      JSON.stringify({
        idToken: 'id',
        accessToken: 'access-9',
        expiresAt: 1,
        identity: { email: 'ana@example.com', exp: 1 },
        revocationEndpoint: authConfig.revocationEndpoint,
        userinfoEndpoint: authConfig.userinfoEndpoint,
        clientId: authConfig.clientId,
      }),
    );
    await saveMenuItems([{ title: 'Fleet', url: '/fleet-list', icon: 'truck' }]);
    const net = stubFetch({
      'DELETE /api/session/': json({ ok: true }),
      'POST /oidc/token/revocation': new Response(null, { status: 200 }),
    });
    const navigate = vi.fn();
    await logOut(navigate);

    const ended = net.to('/api/session/', 'DELETE')[0]!;
    expect(ended.url.searchParams.get('sid')).toBe('sess-9');
    const revoked = net.to('/oidc/token/revocation', 'POST')[0]!;
    expect(revoked.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(revoked.body!))).toEqual({
      token: 'access-9',
      client_id: 'fieldops-web',
    });
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.oauth2)).toBeNull();
    expect(await readMenuItems()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('[AUTH-8] still signs out locally when the network calls fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-9');
    stubFetch({ 'DELETE /api/session/': new TypeError('offline') });
    const navigate = vi.fn();
    await logOut(navigate);
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
