// SHELL-7: registers the service worker at once when mounted (vite-plugin-pwa's hook, 'prompt'
// strategy) and hands its state to AppUpdateProvider, which mounts it after the first screen.
import { useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

export interface Registration {
  needRefresh: boolean;
  setNeedRefresh(value: boolean): void;
  updateServiceWorker(reloadPage?: boolean): Promise<void>;
}

interface Props {
  onRegistered(registration: ServiceWorkerRegistration | undefined): void;
  onChange(registration: Registration): void;
}

export function ServiceWorkerRegistrar({ onRegistered, onChange }: Props) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registration) => onRegistered(registration),
    // Spec §8: service-worker update failures are only logged.
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  // The hook's update function is handed on through a ref: a new one each render (as a stand-in's
  // may be) must not hand the provider a new state each render.
  const update = useRef(updateServiceWorker);
  useEffect(() => {
    update.current = updateServiceWorker;
  });
  useEffect(
    () =>
      onChange({
        needRefresh,
        setNeedRefresh,
        updateServiceWorker: (reloadPage) => update.current(reloadPage),
      }),
    [needRefresh, setNeedRefresh, onChange],
  );
  return null;
}
