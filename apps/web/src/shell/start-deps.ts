// The real modules wired into the start sequence (the tests pass their own). UX-4: each is
// imported when its step runs, not with the first screen: the device database (Dexie), the upload
// queue, the sync services and the HTTP client with the contract's schemas stay out of the initial
// JavaScript. The service worker precaches their chunks, so the imports work offline too.
import type { createBrowserRouter } from 'react-router';
import { readLocalUser } from '../auth/local-user';
import type { Startable } from '../start/startable';
import { showOfflineToast } from './offline-toast';
import { loadDataLayer } from './load-frame';
import type { StartDeps } from './start-app';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

// UX-4: the data layer's libraries and schemas first, in steps (load-frame.ts).
const afterDataLayer =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    await loadDataLayer();
    return load();
  };
const sync = afterDataLayer(() => import('../sync'));
const localDatabase = afterDataLayer(() => import('../db/local-database'));
// The queue with every kind of change registered (src/changes).
const queue = afterDataLayer(() => import('../changes'));
const deviceRegistration = afterDataLayer(() => import('../auth/register-device'));

/** A start step whose module is imported when the step runs. */
function lazyStartable(name: string, load: () => Promise<Startable>): Startable {
  return { name, start: async (context) => (await load()).start(context) };
}

export function startDeps(router: AppRouter): StartDeps {
  return {
    readLocalUser,
    healthCheck: async () => (await sync()).checkServer(),
    currentPath: () => router.state.location.pathname,
    navigate: (path) => void router.navigate(path, { replace: true }),
    showOfflineToast,
    refreshMenu: async () => (await sync()).refreshMenu(),
    database: lazyStartable('local database', async () => (await localDatabase()).localDatabase),
    queue: lazyStartable('upload queue', async () => (await queue()).uploadQueue),
    sync: lazyStartable('sync service', async () => (await sync()).syncService),
    fileSync: { begin: (context) => void sync().then((m) => m.fileSync.begin(context)) },
    reportTemplates: lazyStartable('report templates', async () => (await sync()).reportTemplates),
    registerDevice: async () => (await deviceRegistration()).registerDevice(),
    trackNetwork: async () => (await sync()).trackNetwork(),
  };
}
