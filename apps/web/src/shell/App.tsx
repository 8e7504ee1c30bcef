// The app: providers, the splash while the start sequence runs (SHELL-4, START-1..2), then the
// router. The update prompt, the offline toast and storage errors live above the routes, so they
// work on every screen, the login page included.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useLocale } from '../i18n/locale';
import { networkStatus, onWentOffline } from '../platform/network-status';
import { AppUpdateProvider } from './AppUpdateProvider';
import { showOfflineToast } from './offline-toast';
import { Splash } from './Splash';
import { type StartDeps, startApp } from './start-app';
import { StorageErrorNotifier } from './StorageErrorNotifier';
import { theme } from './theme';
import { UpdatePrompt } from './UpdatePrompt';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="bottom-center" limit={3} />
      <ModalsProvider>
        <AppUpdateProvider>
          {children}
          <UpdatePrompt />
          <StorageErrorNotifier />
        </AppUpdateProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

export function App({ router, deps }: { router: AppRouter; deps: StartDeps }) {
  const [started, setStarted] = useState(false);
  const launched = useRef(false);
  const locale = useLocale();

  useEffect(() => {
    // Once per page: StrictMode's second effect run must not start everything twice.
    if (launched.current) return;
    launched.current = true;
    void startApp(deps).then(() => setStarted(true));
  }, [deps]);

  // SHELL-5: a toast on each later change to offline (the start sequence shows the first one).
  useEffect(() => (started ? onWentOffline(networkStatus, showOfflineToast) : undefined), [started]);

  // UX-1: a new language renders every screen again in it, without a reload (the key remounts them).
  return started ? <RouterProvider key={locale} router={router} /> : <Splash />;
}
