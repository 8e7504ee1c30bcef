// What the queue tells the UI besides its tasks (which screens read with live queries): whether a
// run is going on and whether the server asked to sign in again (401). Never thrown into screens.
import { useSyncExternalStore } from 'react';

export interface QueueStatus {
  running: boolean;
  /** The server answered 401: tasks wait until the user signs in again. */
  needsSignIn: boolean;
}

type Listener = () => void;

export function createQueueStatus() {
  let status: QueueStatus = { running: false, needsSignIn: false };
  const listeners = new Set<Listener>();
  return {
    get: () => status,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(patch: Partial<QueueStatus>) {
      const next = { ...status, ...patch };
      if (next.running === status.running && next.needsSignIn === status.needsSignIn) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export type QueueStatusStore = ReturnType<typeof createQueueStatus>;

export const queueStatus = createQueueStatus();

export function useQueueStatus(store: QueueStatusStore = queueStatus): QueueStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
