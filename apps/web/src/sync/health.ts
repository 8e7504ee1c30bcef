// START-3: the health check sets the online flag. `GET /api/server` answering in time means online;
// anything else (no answer, timeout, error status) means offline. The browser's offline event marks
// offline at once; its online event and a timer re-check, since "online" is only a hint.
import { call } from '../api/calls';
import { type NetworkStatusStore, networkStatus } from '../platform/network-status';
import { saveServerStatus } from '../db/server-status';
import { type NetworkAdapter, network } from '../platform/network';

export const HEALTH_CHECK_TIMEOUT_MS = 4_000;
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

export async function checkServer(store: NetworkStatusStore = networkStatus): Promise<boolean> {
  try {
    const status = await call('serverStatus', {}, { timeoutMs: HEALTH_CHECK_TIMEOUT_MS });
    store.setOnline(true);
    // Footer data only; a full disk is reported by guardWrite and must not flip the flag.
    await saveServerStatus(status).catch(() => undefined);
    return true;
  } catch {
    store.setOnline(false);
    return false;
  }
}

export function trackNetwork(
  check: () => Promise<unknown> = checkServer,
  adapter: NetworkAdapter = network,
  store: NetworkStatusStore = networkStatus,
  intervalMs = HEALTH_CHECK_INTERVAL_MS,
): () => void {
  const stopEvents = adapter.onChange((online) => {
    if (online) void check();
    else store.setOnline(false);
  });
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopEvents();
    clearInterval(timer);
  };
}
