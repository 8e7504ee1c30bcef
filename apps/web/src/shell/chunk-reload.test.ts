import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunk, shouldReloadFor } from './chunk-reload';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const chunkFailure = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/FleetListPage-1a2b.js',
);

describe('a screen whose code could not be fetched', () => {
  it('[TRUST-3] is reloaded once; a second failure within a minute shows the error; later it is reloaded again', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const reload = vi.fn();
    expect(shouldReloadFor(chunkFailure, store, T0)).toBe(true);
    reloadForChunk(store, T0, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload the chunk failed again: no loop, the error page.
    expect(shouldReloadFor(chunkFailure, store, T0 + 5_000)).toBe(false);
    expect(shouldReloadFor(chunkFailure, store, T0 + 61_000)).toBe(true);
  });

  it('[TRUST-3] only a failed fetch of code is reloaded; a screen that threw is shown as an error', () => {
    const store = { getItem: () => null, setItem: () => undefined };
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(
      shouldReloadFor(new TypeError("Cannot read properties of undefined (reading 'id')"), store, T0),
    ).toBe(false);
    expect(shouldReloadFor('Failed to fetch dynamically imported module', store, T0)).toBe(false);
  });
});
