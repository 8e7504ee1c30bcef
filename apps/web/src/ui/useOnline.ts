import { useSyncExternalStore } from 'react';
import { networkStatus } from '../platform/network-status';

/** Whether the server is reachable, as last decided by the health check and network events. */
export function useOnline(): boolean {
  return useSyncExternalStore(networkStatus.subscribe, networkStatus.getSnapshot, () => true);
}
