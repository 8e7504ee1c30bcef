// What the queue tells the UI besides its tasks (which screens read with live queries): whether a
// run is going on, whether the server asked to sign in again (401) and whether it said it is busy
// (TRUST-3). Never thrown into screens.
import { useSyncExternalStore } from 'react';

export interface QueueStatus {
  running: boolean;
  /** The server answered 401: tasks wait until the user signs in again. */
  needsSignIn: boolean;
  /** TRUST-3: the server said it is busy; tasks wait (kept, no try counted) until it has room. */
  serverBusy: boolean;
}

type Listener = () => void;

export function createQueueStatus() {
  let status: QueueStatus = { running: false, needsSignIn: false, serverBusy: false };
  const listeners = new Set<Listener>();
  return {
    get: () => status,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(patch: Partial<QueueStatus>) {
      const next = { ...status, ...patch };
      const same = (Object.keys(next) as (keyof QueueStatus)[]).every((key) => next[key] === status[key]);
      if (same) return;
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
