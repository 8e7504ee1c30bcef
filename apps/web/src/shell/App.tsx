// The app: providers, then the router. UX-4: with a user on the device the screens read the device
// database, so they render at once and the start sequence (health check, menu refresh, queue and
// syncs) runs after that first paint; so does the login page, which needs no answer to show (with
// no user on the device, at its first need: start-on-first-need.ts).
// Without a user elsewhere, the splash stays while the start sequence decides between the login
// page (online) and the open screens (offline) (SHELL-4, START-1..2). The update prompt, the
// offline toast and storage errors live above the routes, so they work on every screen.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { useLocale } from '../i18n/locale';
import { networkStatus, onWentOffline } from '../platform/network-status';
import { AppUpdateProvider } from './AppUpdateProvider';
import { LazyOverlays } from './LazyOverlays';
import { showOfflineToast } from './offline-toast';
import { afterFirstPaint } from './after-first-paint';
import { Splash } from './Splash';
import { type StartDeps, startApp } from './start-app';
import { startOnFirstNeed } from './start-on-first-need';
import { StorageErrorNotifier } from './StorageErrorNotifier';
import { theme } from './theme';
import { UpdatePrompt } from './UpdatePrompt';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <LazyOverlays />
      <AppUpdateProvider>
        {children}
        <UpdatePrompt />
        <StorageErrorNotifier />
      </AppUpdateProvider>
    </MantineProvider>
  );
}

/** Whether the first screen can show before the start sequence has run (UX-4). */
function rendersAtOnce(deps: StartDeps): boolean {
  return deps.readLocalUser() !== null || deps.currentPath() === '/login';
}

/** UX-4: the plain login page of a device with no user (no sign-in answer in the address). */
function isBareLogin(deps: StartDeps, router: AppRouter): boolean {
  return deps.readLocalUser() === null && deps.currentPath() === '/login' && !router.state.location.hash;
}

/** Leaving the login page (a sign-in that went on to the dashboard) calls `leave`. */
const onLeavingLogin = (router: AppRouter) => (leave: () => void) =>
  router.subscribe((state) => {
    if (state.location.pathname !== '/login') leave();
  });

export function App({ router, deps }: { router: AppRouter; deps: StartDeps }) {
  const [atOnce] = useState(() => rendersAtOnce(deps));
  const [started, setStarted] = useState(false);
  const launched = useRef(false);
  const locale = useLocale();

  useEffect(() => {
    // Once per page: StrictMode's second effect run must not start everything twice.
    if (launched.current) return;
    launched.current = true;
    const run = () => void startApp(deps).then(() => setStarted(true));
    if (isBareLogin(deps, router)) startOnFirstNeed(run, onLeavingLogin(router));
    else afterFirstPaint(run);
  }, [deps, router]);

  // SHELL-5: a toast on each change to offline (one toast id: the start's own toast is not doubled).
  // From the first render, since screens now show before the start sequence has finished.
  useEffect(() => onWentOffline(networkStatus, showOfflineToast), []);

  // UX-4: live network tracking is the start sequence's last step, but the screens are up before
  // it: a signal lost meanwhile is still shown at once (the browser's offline event is reliable;
  // only "online" needs the health check to confirm it).
  useEffect(() => {
    const markOffline = () => networkStatus.setOnline(false);
    window.addEventListener('offline', markOffline);
    return () => window.removeEventListener('offline', markOffline);
  }, []);

  // UX-1: a new language renders every screen again in it, without a reload (the key remounts them).
  return atOnce || started ? <RouterProvider key={locale} router={router} /> : <Splash />;
}
