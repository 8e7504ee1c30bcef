// SHELL-6: the service worker is registered at once (SHELL-7) and, when a new version is waiting,
// the 'Update App' prompt opens. The menu's Update App entry asks the worker to look for one.
import { type ReactNode, createContext, use, useCallback, useMemo, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notifications } from '@mantine/notifications';
import { t } from '../i18n/messages';

export interface AppUpdate {
  needRefresh: boolean;
  dismiss(): void;
  /** Activates the waiting worker and reloads the page. */
  applyUpdate(): Promise<void>;
  /** Looks for a new version now; tells the user when there is none. */
  checkForUpdate(): Promise<void>;
}

const AppUpdateContext = createContext<AppUpdate | null>(null);

export function useAppUpdate(): AppUpdate {
  const value = use(AppUpdateContext);
  if (!value) throw new Error('useAppUpdate needs an AppUpdateProvider');
  return value;
}

export function AppUpdateProvider({ children }: { children: ReactNode }) {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, reg) {
      registration.current = reg;
    },
    // Spec §8: service-worker update failures are only logged.
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

  const checkForUpdate = useCallback(async () => {
    const reg = registration.current;
    if (!reg) {
      notifications.show({ message: t('update.unavailable') });
      return;
    }
    try {
      await reg.update();
    } catch (error) {
      console.error('Service worker update check failed', error);
      return;
    }
    if (reg.waiting) setNeedRefresh(true);
    else if (!reg.installing) notifications.show({ message: t('update.latest') });
    // When a worker is installing, the plugin raises needRefresh once it is waiting.
  }, [setNeedRefresh]);

  const value = useMemo<AppUpdate>(
    () => ({
      needRefresh,
      dismiss: () => setNeedRefresh(false),
      applyUpdate: () => updateServiceWorker(true),
      checkForUpdate,
    }),
    [needRefresh, setNeedRefresh, updateServiceWorker, checkForUpdate],
  );
  return <AppUpdateContext value={value}>{children}</AppUpdateContext>;
}
