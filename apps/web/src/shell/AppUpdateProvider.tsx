// SHELL-6: the service worker is registered as the app starts (SHELL-7) and, when a new version is
// waiting, the 'Update App' prompt opens. The menu's Update App entry asks the worker to look for one.
// UX-4: the registration (and the workbox-window file it loads) starts right after the first screen
// is shown (first-screen.ts), not before: it is not needed to paint that screen.
import {
  type ReactNode,
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { notifications } from '@mantine/notifications';
import { t } from '../i18n/messages';
import { afterFirstScreen } from './first-screen';
import { type Registration, ServiceWorkerRegistrar } from './ServiceWorkerRegistrar';

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

interface Props {
  children: ReactNode;
  /** When to register: after the first screen in the app; tests register at once. */
  registerWhen?: (register: () => void) => void;
}

export function AppUpdateProvider({ children, registerWhen = afterFirstScreen }: Props) {
  const [registering, setRegistering] = useState(false);
  const [sw, setSw] = useState<Registration | undefined>(undefined);
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  useEffect(() => registerWhen(() => startTransition(() => setRegistering(true))), [registerWhen]);
  const needRefresh = sw?.needRefresh ?? false;
  const setNeedRefresh = sw?.setNeedRefresh;

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
    if (reg.waiting) setNeedRefresh?.(true);
    else if (!reg.installing) notifications.show({ message: t('update.latest') });
    // When a worker is installing, the plugin raises needRefresh once it is waiting.
  }, [setNeedRefresh]);

  const value = useMemo<AppUpdate>(
    () => ({
      needRefresh,
      dismiss: () => setNeedRefresh?.(false),
      applyUpdate: async () => sw?.updateServiceWorker(true),
      checkForUpdate,
    }),
    [needRefresh, setNeedRefresh, sw, checkForUpdate],
  );
  return (
    <AppUpdateContext value={value}>
      {registering && (
        <ServiceWorkerRegistrar onRegistered={(reg) => (registration.current = reg)} onChange={setSw} />
      )}
      {children}
    </AppUpdateContext>
  );
}
