// Stand-in for `virtual:pwa-register/react` in tests (aliased in vitest.config.ts). Tests drive it
// through `pwaStub`: whether an update is waiting, and what updateServiceWorker was called with.
import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export const pwaStub = {
  needRefresh: false,
  registration: undefined as ServiceWorkerRegistration | undefined,
  updateCalls: [] as (boolean | undefined)[],
  lastOptions: undefined as RegisterSWOptions | undefined,
  reset(): void {
    this.needRefresh = false;
    this.registration = undefined;
    this.updateCalls = [];
    this.lastOptions = undefined;
  },
};

export function useRegisterSW(options?: RegisterSWOptions) {
  const needRefresh = useState(pwaStub.needRefresh);
  const offlineReady = useState(false);
  useEffect(() => {
    pwaStub.lastOptions = options;
    options?.onRegisteredSW?.('/sw.js', pwaStub.registration);
    // Registration happens once per mount, like the real hook with immediate: true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // One function for the mount, as the real hook keeps it (in its state).
  const [updateServiceWorker] = useState(() => async (reloadPage?: boolean) => {
    pwaStub.updateCalls.push(reloadPage);
  });
  return { needRefresh, offlineReady, updateServiceWorker };
}
