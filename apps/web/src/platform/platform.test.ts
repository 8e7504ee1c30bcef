import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { describeUserAgent, webDevice, webUuid } from './device';
import { geolocation } from './geolocation';

describe('platform adapters (web)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[AUTH-5] describes a web device: uuid made once and kept, not virtual', async () => {
    const first = await webDevice.getInfo();
    const second = await webDevice.getInfo();
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.uuid).toBe(first.uuid);
    expect(webUuid()).toBe(first.uuid);
    expect(first.isVirtual).toBe(false);
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toEqual({
      model: 'Pixel 8',
      platform: 'android',
      version: '14',
      manufacturer: 'Google',
    });
    // MISC-3: the phone's model, not the kernel ("Linux") every Android browser names first.
    expect(
      describeUserAgent('Mozilla/5.0 (Linux; Android 9; SM-G960F Build/PPR1.180610.011) AppleWebKit/537.36')
        .model,
    ).toBe('SM-G960F');
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toMatchObject({
      platform: 'ios',
      version: '17.4',
      manufacturer: 'Apple',
      model: 'iPhone',
    });
  });

  it('[SHELL-2] opens an external address in a new window with noopener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browser.openExternal('https://example.com/');
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
  });

  it('[AUTH-5] geolocation answers null when unavailable or slow, never blocking sign-in', async () => {
    expect(await geolocation.currentPosition(100)).toBeNull();
    vi.useFakeTimers();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        geolocation: { getCurrentPosition: () => undefined },
      }),
    );
    const pending = geolocation.currentPosition(1_500);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await pending).toBeNull();
  });

  it('[AUTH-5] geolocation answers the coordinates when they come in time', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        geolocation: {
          getCurrentPosition: (ok: PositionCallback) =>
            ok({ coords: { latitude: 40.4, longitude: -3.7 } } as GeolocationPosition),
        },
      }),
    );
    expect(await geolocation.currentPosition(1_500)).toEqual({ latitude: 40.4, longitude: -3.7 });
  });
});
