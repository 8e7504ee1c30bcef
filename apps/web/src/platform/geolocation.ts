// The device position for sign-in and job forms. Answers null rather than waiting: sign-in must
// never block on a GPS fix or a permission prompt (AUTH-5).
import type { GpsCoordinates } from '@fieldops/contract';

export interface GeolocationAdapter {
  currentPosition(timeoutMs: number): Promise<GpsCoordinates | null>;
}

export const geolocation: GeolocationAdapter = {
  currentPosition(timeoutMs) {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return Promise.resolve(null);
    return new Promise((resolve) => {
      // The browser's own timeout does not cover the permission prompt, so keep our own too.
      const timer = setTimeout(() => resolve(null), timeoutMs);
      geo.getCurrentPosition(
        (position) => {
          clearTimeout(timer);
          resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        },
        () => {
          clearTimeout(timer);
          resolve(null);
        },
        { timeout: timeoutMs, maximumAge: 5 * 60_000, enableHighAccuracy: false },
      );
    });
  },
};
