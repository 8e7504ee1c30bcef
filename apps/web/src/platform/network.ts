// The device's own idea of connectivity (MISC-6): the Capacitor Network plugin on a phone (the OS
// knows about airplane mode and captive Wi-Fi sooner), the online/offline events on the web. It is
// only a hint: the health check in src/sync/health.ts decides whether the server is reachable.
import { isNativePlatform } from './native';

export interface NetworkAdapter {
  isOnline(): boolean;
  /** Calls back with the new state on every change; returns the unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
}

type NetworkPlugin = {
  getStatus(): Promise<{ connected: boolean }>;
  addListener(
    event: 'networkStatusChange',
    listener: (status: { connected: boolean }) => void,
  ): Promise<{ remove(): Promise<void> }>;
};

export const webNetwork: NetworkAdapter = {
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

/** isOnline stays synchronous: it answers the plugin's last report (navigator.onLine until the first). */
export function nativeNetwork(
  load: () => Promise<NetworkPlugin> = async () => (await import('@capacitor/network')).Network,
): NetworkAdapter {
  let connected: boolean | null = null;
  const plugin = load();
  plugin
    .then((p) => p.getStatus())
    .then((status) => (connected = status.connected))
    .catch((error: unknown) => console.error('Network plugin failed', error));
  return {
    isOnline: () => connected ?? navigator.onLine,
    onChange(listener) {
      let stopped = false;
      let remove: (() => Promise<void>) | null = null;
      plugin
        .then((p) =>
          p.addListener('networkStatusChange', (status) => {
            connected = status.connected;
            if (!stopped) listener(status.connected);
          }),
        )
        .then((handle) => {
          remove = () => handle.remove();
          if (stopped) void remove();
        })
        .catch((error: unknown) => console.error('Network plugin failed', error));
      return () => {
        stopped = true;
        void remove?.();
      };
    },
  };
}

export const network: NetworkAdapter = isNativePlatform() ? nativeNetwork() : webNetwork;
