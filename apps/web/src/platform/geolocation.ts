// The device position for sign-in and job forms (AUTH-5, MISC-6): the Capacitor Geolocation
// plugin on a phone (it asks for the OS permission itself), the browser API on the web. Answers
// null rather than waiting: sign-in must never block on a GPS fix or a permission prompt.
import type { GpsCoordinates } from '@fieldops/contract';
import { isNativePlatform } from './native';

export interface GeolocationAdapter {
  currentPosition(timeoutMs: number): Promise<GpsCoordinates | null>;
}

type GeolocationPlugin = {
  getCurrentPosition(options: {
    timeout?: number;
    maximumAge?: number;
    enableHighAccuracy?: boolean;
  }): Promise<{ coords: { latitude: number; longitude: number } }>;
};

const OPTIONS = { maximumAge: 5 * 60_000, enableHighAccuracy: false };

/** Our own timer too: neither API's timeout covers the permission prompt. */
function withinTime<T>(work: Promise<T | null>, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

export const webGeolocation: GeolocationAdapter = {
  currentPosition(timeoutMs) {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return Promise.resolve(null);
    const asked = new Promise<GpsCoordinates | null>((resolve, reject) =>
      geo.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        reject,
        { timeout: timeoutMs, ...OPTIONS },
      ),
    );
    return withinTime(asked, timeoutMs);
  },
};

export function nativeGeolocation(
  load: () => Promise<GeolocationPlugin> = async () => (await import('@capacitor/geolocation')).Geolocation,
): GeolocationAdapter {
  return {
    currentPosition(timeoutMs) {
      const asked = load()
        .then((plugin) => plugin.getCurrentPosition({ timeout: timeoutMs, ...OPTIONS }))
        .then(({ coords }) => ({ latitude: coords.latitude, longitude: coords.longitude }));
      return withinTime(asked, timeoutMs);
    },
  };
}

export const geolocation: GeolocationAdapter = {
  currentPosition: (timeoutMs) =>
    (isNativePlatform() ? nativeGeolocation() : webGeolocation).currentPosition(timeoutMs),
};
