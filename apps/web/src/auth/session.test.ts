import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fieldops/contract';
import { authConfig, json, makeIdToken, stubFetch } from '../test/fetch-stub';
import type { StoredOAuth } from './stored-oauth';
import { ensureDeviceSerial, openSession } from './session';

const token = makeIdToken({ email: 'ana@example.com', exp: 9_999_999_999, nonce: 'n' });
const tokens: StoredOAuth = {
  idToken: token,
  accessToken: 'at',
  expiresAt: 9_999_999_999_000,
  identity: { email: 'ana@example.com', exp: 9_999_999_999 },
  revocationEndpoint: authConfig.revocationEndpoint,
  userinfoEndpoint: authConfig.userinfoEndpoint,
  clientId: authConfig.clientId,
};
const facts = {
  model: 'Pixel 8',
  platform: 'android',
  uuid: 'uuid-1',
  version: '14',
  manufacturer: 'Google',
  isVirtual: false,
};
const answer = {
  sessionId: 'sess-1',
  user: { userID: 1, employeeID: 7, email: 'ana@example.com', name: 'Ana', role: 'foreman' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[AUTH-10] replaces a stored serial shorter than 10 characters with {timestamp}@@{token start}', () => {
    localStorage.setItem(STORAGE_KEYS.deviceSerial, 'short');
    const serial = ensureDeviceSerial(token, 1_700_000_000_000);
    expect(serial).toBe(`1700000000000@@${token}`.slice(0, 100));
    expect(localStorage.getItem(STORAGE_KEYS.deviceSerial)).toBe(serial);
  });

  it('[AUTH-10] keeps a long enough stored serial, cut to 100 characters', () => {
    localStorage.setItem(STORAGE_KEYS.deviceSerial, 'x'.repeat(150));
    expect(ensureDeviceSerial(token, 1)).toBe('x'.repeat(100));
    localStorage.setItem(STORAGE_KEYS.deviceSerial, 'abcdefghij');
    expect(ensureDeviceSerial(token, 1)).toBe('abcdefghij');
    expect(localStorage.getItem(STORAGE_KEYS.deviceSerial)).toBe('abcdefghij');
  });

  it('[AUTH-5] POSTs email, id token, device with serial, gps and an empty password; stores the session id', async () => {
    const net = stubFetch({ 'POST /api/session/': json(answer) });
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'stale-session');
    const result = await openSession(tokens, {
      device: { getInfo: async () => facts },
      geolocation: { currentPosition: async () => ({ latitude: 40.4, longitude: -3.7 }) },
      now: 1_700_000_000_000,
    });
    expect(result.sessionId).toBe('sess-1');
    const sent = net.to('/api/session/', 'POST')[0]!;
    expect(JSON.parse(sent.body!)).toEqual({
      email: 'ana@example.com',
      token,
      device: { ...facts, serial: `1700000000000@@${token}`.slice(0, 100) },
      gps: { latitude: 40.4, longitude: -3.7 },
      password: '',
    });
    // The stale session must not ride along on the request that replaces it.
    expect(sent.url.searchParams.has('sid')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBe('sess-1');
  });

  it('[AUTH-5] sends gps null when no position is available', async () => {
    const net = stubFetch({ 'POST /api/session/': json(answer) });
    await openSession(tokens, {
      device: { getInfo: async () => facts },
      geolocation: { currentPosition: async () => null },
    });
    expect(JSON.parse(net.requests[0]!.body!).gps).toBeNull();
  });

  it('[DB-2] a sign-in keeps the device serial and the session id under deviceSerial and currentSessionID', async () => {
    localStorage.clear();
    stubFetch({ 'POST /api/session/': json(answer) });
    await openSession(tokens, {
      device: { getInfo: async () => facts },
      geolocation: { currentPosition: async () => null },
      now: 1_700_000_000_000,
    });
    // The spec's names, spelled out rather than read from the contract's constants.
    expect(localStorage.getItem('currentSessionID')).toBe('sess-1');
    expect(localStorage.getItem('deviceSerial')).toBe(`1700000000000@@${token}`.slice(0, 100));
    expect(Object.keys(localStorage).sort()).toEqual(['currentSessionID', 'deviceSerial']);
  });
});
