// The browser's own idea of connectivity (online/offline events). It is only a hint: the health
// check in src/sync/health.ts decides whether the server is reachable (START-3).
export interface NetworkAdapter {
  isOnline(): boolean;
  /** Calls back with the new state on every change; returns the unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
}

export const network: NetworkAdapter = {
  isOnline: () => navigator.onLine,
  onChange(listener) {
    const up = () => listener(true);
    const down = () => listener(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  },
};
