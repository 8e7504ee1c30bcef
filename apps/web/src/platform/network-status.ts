// The app's one online flag (START-3): whether the server answers. The health check (sync/health.ts)
// and the device's network events (network.ts, only a hint) write it; the offline banner, the
// screens (ui/useOnline), the queue and sync read it. Shaped for useSyncExternalStore so every
// reader sees the same value in the same render. It sits here, below the HTTP client and the
// screens, so that every layer may read it without importing upwards.
type Listener = () => void;

export interface NetworkStatusStore {
  getSnapshot(): boolean;
  subscribe(listener: Listener): () => void;
  setOnline(online: boolean): void;
}

export function createNetworkStatus(initial: boolean): NetworkStatusStore {
  let online = initial;
  const listeners = new Set<Listener>();
  return {
    getSnapshot: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnline(next) {
      if (next === online) return;
      online = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export const networkStatus = createNetworkStatus(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Calls `onOffline` on every change from online to offline (SHELL-5 toast). */
export function onWentOffline(store: NetworkStatusStore, onOffline: () => void): () => void {
  let previous = store.getSnapshot();
  return store.subscribe(() => {
    const now = store.getSnapshot();
    if (previous && !now) onOffline();
    previous = now;
  });
}
