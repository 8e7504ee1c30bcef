// The real modules wired into the start sequence (the tests pass their own).
import type { createBrowserRouter } from 'react-router';
import { readLocalUser } from '../auth/local-user';
import { registerDevice } from '../auth/register-device';
import { localDatabase } from '../db/local-database';
import { uploadQueue } from '../queue';
import { checkServer, fileSync, refreshMenu, reportTemplates, syncService, trackNetwork } from '../sync';
import { showOfflineToast } from './offline-toast';
import type { StartDeps } from './start-app';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

export function startDeps(router: AppRouter): StartDeps {
  return {
    readLocalUser,
    healthCheck: () => checkServer(),
    currentPath: () => router.state.location.pathname,
    navigate: (path) => void router.navigate(path, { replace: true }),
    showOfflineToast,
    refreshMenu,
    database: localDatabase,
    queue: uploadQueue,
    sync: syncService,
    fileSync,
    reportTemplates,
    registerDevice,
    trackNetwork: () => trackNetwork(),
  };
}
