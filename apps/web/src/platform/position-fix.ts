// CREW-1/2: a position with its accuracy, for punches and for noticing arrival at a site: the
// Capacitor Geolocation plugin on a phone, the browser API on the web. A fix is asked for fresh
// (a punch's place must be now's), and a watch runs only while the app is open (stop() ends it).
import type { PunchPosition } from '@fieldops/contract';
import { isNativePlatform } from './native';

export interface PositionFixes {
  /** A fresh fix within `timeoutMs`, or null (no permission, no signal, no API): never throws. */
  currentFix(timeoutMs: number): Promise<PunchPosition | null>;
  /** Calls `onFix` with each new fix until the answer is called. */
  watch(onFix: (fix: PunchPosition) => void): () => void;
}

type Coords = { coords: { latitude: number; longitude: number; accuracy: number } };
const OPTIONS = { enableHighAccuracy: true, maximumAge: 30_000 };
const toFix = ({ coords }: Coords): PunchPosition => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracyM: Math.round(coords.accuracy),
});

function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(null)),
    );
  });
}

export const webPositionFixes: PositionFixes = {
  currentFix(timeoutMs) {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return Promise.resolve(null);
    const asked = new Promise<PunchPosition>((resolve, reject) =>
      geo.getCurrentPosition((p) => resolve(toFix(p)), reject, { timeout: timeoutMs, ...OPTIONS }),
    );
    return withinTime(asked, timeoutMs);
  },
  watch(onFix) {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return () => undefined;
    const id = geo.watchPosition(
      (p) => onFix(toFix(p)),
      () => undefined,
      OPTIONS,
    );
    return () => geo.clearWatch(id);
  },
};

const plugin = async () => (await import('@capacitor/geolocation')).Geolocation;

export const nativePositionFixes: PositionFixes = {
  currentFix: (timeoutMs) =>
    withinTime(
      plugin().then((g) => g.getCurrentPosition({ timeout: timeoutMs, ...OPTIONS }).then(toFix)),
      timeoutMs,
    ),
  watch(onFix) {
    let stopped = false;
    let id: string | null = null;
    void plugin().then(async (g) => {
      const watchID = await g.watchPosition(OPTIONS, (p) => p && onFix(toFix(p)));
      if (stopped) void g.clearWatch({ id: watchID });
      else id = watchID;
    });
    return () => {
      stopped = true;
      if (id !== null) void plugin().then((g) => g.clearWatch({ id: id! }));
    };
  },
};

export const positionFixes: PositionFixes = {
  currentFix: (timeoutMs) =>
    (isNativePlatform() ? nativePositionFixes : webPositionFixes).currentFix(timeoutMs),
  watch: (onFix) => (isNativePlatform() ? nativePositionFixes : webPositionFixes).watch(onFix),
};
