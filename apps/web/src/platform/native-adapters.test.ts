// MISC-6: every adapter has a web implementation (used in jsdom as in a browser) and a native one
// that wraps its Capacitor plugin. The plugins are outside the app, so the native side is checked
// with stand-in plugins at that boundary; the web side runs for real.
import { afterEach, describe, expect, it, vi } from 'vitest';
import nativeShell from '../../capacitor.config';
import { browser, nativeBrowser, webBrowser } from './browser';
import { camera, nativeCamera, webCamera } from './camera';
import { device, nativeDeviceWith } from './device';
import { geolocation, nativeGeolocation, webGeolocation } from './geolocation';
import { isNativePlatform } from './native';
import { nativeNetwork, network, webNetwork } from './network';
import { waitUntil } from '../test/waits';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('platform adapters: web fallbacks', () => {
  it('[MISC-6] in a browser every adapter is the web one', () => {
    expect(isNativePlatform()).toBe(false);
    expect(camera).toBe(webCamera);
    expect(network).toBe(webNetwork);
    expect(camera).toMatchObject({
      native: false,
      takePhoto: null,
      input: { accept: 'image/*', capture: 'environment' },
    });
  });

  it('[MISC-6] browser: an external address opens in a new window with noopener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browser.openExternal('https://www.osha.gov/construction');
    expect(open).toHaveBeenCalledWith('https://www.osha.gov/construction', '_blank', 'noopener,noreferrer');
  });

  it('[SHELL-2] only web addresses leave the app: a javascript: or data: menu URL opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const plugin = vi.fn(async () => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A dynamic menu entry is external when its URL merely contains "http" (SHELL-2).
    for (const url of ['javascript:alert(document.cookie)//http', 'data:text/html,<script>http</script>']) {
      browser.openExternal(url);
      nativeBrowser(async () => ({ open: plugin })).openExternal(url);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();
    expect(plugin).not.toHaveBeenCalled();
    browser.openExternal('http://intranet.example/http-docs');
    expect(open).toHaveBeenCalledWith('http://intranet.example/http-docs', '_blank', 'noopener,noreferrer');
  });

  it('[MISC-6] device: facts from the user agent and a kept uuid', async () => {
    const facts = await device.getInfo();
    expect(facts.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await device.getInfo()).uuid).toBe(facts.uuid);
    expect(facts.isVirtual).toBe(false);
  });

  it('[MISC-6] geolocation: the browser API, null when it refuses', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    expect(await webGeolocation.currentPosition(1_000)).toBeNull();
    expect(await geolocation.currentPosition(1_000)).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('[MISC-6] [START-3] network: the browser online/offline events', () => {
    const seen: boolean[] = [];
    const stop = network.onChange((online) => seen.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
    expect(typeof network.isOnline()).toBe('boolean');
  });
});

describe('platform adapters: native wrappers (stand-in plugins)', () => {
  it('[MISC-6] camera: takes a photo and answers its bytes; a cancel is null, not an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } })),
    );
    const takePhoto = vi.fn(async () => ({ webPath: 'capacitor://localhost/_capacitor_file_/photo.jpg' }));
    const adapter = nativeCamera(async () => ({ takePhoto }));
    expect(adapter.native).toBe(true);
    const blob = await adapter.takePhoto!();
    expect(await blob!.text()).toBe('jpeg');
    expect(takePhoto).toHaveBeenCalledWith({ quality: 90, correctOrientation: true });
    const cancelled = nativeCamera(async () => ({
      takePhoto: async () => Promise.reject(new Error('User cancelled photos app')),
    }));
    expect(await cancelled.takePhoto!()).toBeNull();
    const broken = nativeCamera(async () => ({
      takePhoto: async () => Promise.reject(new Error('Camera unavailable')),
    }));
    await expect(broken.takePhoto!()).rejects.toThrow('Camera unavailable');
  });

  it('[MISC-6] geolocation: the plugin position, null when it is slower than the limit', async () => {
    const fast = nativeGeolocation(async () => ({
      getCurrentPosition: async () => ({ coords: { latitude: 45.5, longitude: -122.6 } }),
    }));
    expect(await fast.currentPosition(1_500)).toEqual({ latitude: 45.5, longitude: -122.6 });
    vi.useFakeTimers();
    const slow = nativeGeolocation(async () => ({ getCurrentPosition: () => new Promise(() => undefined) }));
    const pending = slow.currentPosition(1_500);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await pending).toBeNull();
  });

  it('[MISC-6] network: the plugin status and its change events; unsubscribing removes the listener', async () => {
    let emit: (status: { connected: boolean }) => void = () => undefined;
    const remove = vi.fn(async () => undefined);
    const adapter = nativeNetwork(async () => ({
      getStatus: async () => ({ connected: false }),
      addListener: async (_event, listener) => {
        emit = listener;
        return { remove };
      },
    }));
    await waitUntil(() => expect(adapter.isOnline()).toBe(false));
    const seen: boolean[] = [];
    const stop = adapter.onChange((online) => seen.push(online));
    await waitUntil(() => expect(remove).not.toHaveBeenCalled());
    await Promise.resolve();
    emit({ connected: true });
    expect(seen).toEqual([true]);
    expect(adapter.isOnline()).toBe(true);
    stop();
    await waitUntil(() => expect(remove).toHaveBeenCalled());
  });

  it('[MISC-6] browser: the plugin opens the page; if it fails the web way still does', async () => {
    const open = vi.fn(async () => undefined);
    nativeBrowser(async () => ({ open })).openExternal('https://example.com/');
    await waitUntil(() => expect(open).toHaveBeenCalledWith({ url: 'https://example.com/' }));
    const windowOpen = vi.spyOn(webBrowser, 'openExternal').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    nativeBrowser(async () => Promise.reject(new Error('not implemented'))).openExternal(
      'https://example.com/x',
    );
    await waitUntil(() => expect(windowOpen).toHaveBeenCalledWith('https://example.com/x'));
  });

  it('[MISC-6] device: the plugin facts in the contract shape', async () => {
    const adapter = nativeDeviceWith(async () => ({
      getInfo: async () =>
        ({
          model: 'SM-G991B',
          platform: 'android',
          osVersion: '14',
          manufacturer: 'samsung',
          isVirtual: true,
        }) as never,
      getId: async () => ({ identifier: 'abc-123' }),
    }));
    expect(await adapter.getInfo()).toEqual({
      model: 'SM-G991B',
      platform: 'android',
      uuid: 'abc-123',
      version: '14',
      manufacturer: 'samsung',
      isVirtual: true,
    });
  });

  it('[MISC-6] the Capacitor config names the app and serves the built web app', () => {
    expect(nativeShell).toMatchObject({ appId: 'com.fieldops.app', appName: 'FieldOps', webDir: 'dist' });
    expect(nativeShell.appId).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
    expect(nativeShell.server?.androidScheme).toBe('https');
  });
});
