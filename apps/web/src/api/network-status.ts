// The app's one online flag (START-3). The health check and the browser's online/offline events
// write it; the offline banner, the login page, the queue and sync read it. Shaped for
// useSyncExternalStore so every reader sees the same value in the same render.
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
