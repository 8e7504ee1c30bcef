// START-1..4: the start sequence as a plain module, so its order is testable without a browser.
// 1 read the local user; 2 health check (sets the online flag); 3 online without a user: go to
// login; offline: the offline toast; 4 load the menu (from the server when possible, else the
// cache); 5 database, upload queue, sync service; 6 file sync if online; 7 report templates;
// then device registration and live network tracking. A failing step is logged and the next runs:
// a broken queue must not keep the user out of cached data.
import type { LocalUser } from '../auth/local-user';
import type { StartContext, Startable } from '../start/startable';
import { yieldToBrowser } from './yield-to-browser';

export interface StartDeps {
  readLocalUser(): LocalUser | null;
  healthCheck(): Promise<boolean>;
  currentPath(): string;
  navigate(path: string): void;
  showOfflineToast(): void;
  /** Refreshes the cached menu from the server; only called online with a user. */
  refreshMenu(): Promise<void>;
  database: Startable;
  queue: Startable;
  sync: Startable;
  fileSync: { begin(context: StartContext): void };
  reportTemplates: Startable;
  registerDevice(): Promise<void>;
  /** Starts live network tracking; answers the stop function (once its module is loaded). */
  trackNetwork(): (() => void) | Promise<() => void>;
}

export interface StartResult extends StartContext {
  stopTracking: () => void;
}

/**
 * One step, after a yield to the browser (UX-4): each step imports its module and parses answers;
 * run back to back in one task they blocked the dashboard's first seconds.
 */
async function step(name: string, run: () => Promise<void> | void): Promise<void> {
  await yieldToBrowser();
  try {
    await run();
  } catch (error) {
    console.error(`Start: ${name} failed`, error instanceof Error ? error.message : error);
  }
}

export async function startApp(deps: StartDeps): Promise<StartResult> {
  const user = deps.readLocalUser();
  const online = await deps.healthCheck();
  const context: StartContext = { online, signedIn: user !== null };

  // The login page itself must stay: it may be holding the provider's answer in its hash. UX-4:
  // the login page runs beside the health check now, so a sign-in that finished meanwhile (and
  // went on to the dashboard) is asked about again rather than sent back.
  if (online && !user && deps.currentPath() !== '/login' && !deps.readLocalUser()) deps.navigate('/login');
  if (!online) deps.showOfflineToast();

  // Offline the menu simply shows its cached entries (the menu reads the cache live).
  if (online && user) await step('menu', deps.refreshMenu);

  for (const module of [deps.database, deps.queue, deps.sync]) {
    await step(module.name, () => module.start(context));
  }
  if (online) await step('file sync', () => deps.fileSync.begin(context));
  await step(deps.reportTemplates.name, () => deps.reportTemplates.start(context));

  if (online && user) void deps.registerDevice();
  return { ...context, stopTracking: await deps.trackNetwork() };
}
