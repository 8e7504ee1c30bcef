// SHELL-7: registers the service worker at once when mounted (vite-plugin-pwa's hook, 'prompt'
// strategy) and hands its state to AppUpdateProvider, which mounts it after the first screen.
import { useEffect } from 'react';
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
  useEffect(
    () => onChange({ needRefresh, setNeedRefresh, updateServiceWorker }),
    [needRefresh, setNeedRefresh, updateServiceWorker, onChange],
  );
  return null;
}
