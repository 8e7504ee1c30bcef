import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetworkStatus } from '../platform/network-status';
import { readSetting } from '../db/settings';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import type { NetworkAdapter } from '../platform/network';
import { checkServer, trackNetwork } from './health';

describe('health check', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[START-3] GET /api/server answering sets online and caches the server status', async () => {
    const net = stubFetch({
      'GET /api/server': json({ Database: 'fieldops', DBStatus: 'success', Server: 'api-1' }),
    });
    const store = createNetworkStatus(false);
    expect(await checkServer(store)).toBe(true);
    expect(store.getSnapshot()).toBe(true);
    expect(net.requests[0]!.url.pathname).toBe('/api/server');
    expect(await readSetting('serverStatus')).toEqual({
      Database: 'fieldops',
      DBStatus: 'success',
      Server: 'api-1',
    });
  });

  it('[START-3] a failed or erroring check marks offline', async () => {
    const store = createNetworkStatus(true);
    stubFetch({ 'GET /api/server': new TypeError('Failed to fetch') });
    expect(await checkServer(store)).toBe(false);
    expect(store.getSnapshot()).toBe(false);
    store.setOnline(true);
    stubFetch({ 'GET /api/server': json({ error: 'internal', message: 'down', details: null }, 503) });
    expect(await checkServer(store)).toBe(false);
    expect(store.getSnapshot()).toBe(false);
  });

  it('[START-3] a check that does not answer within 4 s marks offline', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_u: URL, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          ),
      ),
    );
    const store = createNetworkStatus(true);
    const pending = checkServer(store);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await pending).toBe(false);
    expect(store.getSnapshot()).toBe(false);
  });

  it('[START-3] tracks the network live: offline event at once, online event and timer re-check', async () => {
    vi.useFakeTimers();
    let emit: (online: boolean) => void = () => undefined;
    const adapter: NetworkAdapter = {
      isOnline: () => true,
      onChange: (listener) => {
        emit = listener;
        return () => undefined;
      },
    };
    const store = createNetworkStatus(true);
    const check = vi.fn(async () => true);
    const stop = trackNetwork(check, adapter, store, 30_000);
    emit(false);
    expect(store.getSnapshot()).toBe(false);
    expect(check).not.toHaveBeenCalled();
    emit(true);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
