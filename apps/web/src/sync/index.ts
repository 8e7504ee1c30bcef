// The sync service: pulls server changes into the device database. For the walking skeleton the
// job and folder sync (SYNC-1..9) are honest no-ops, registered in their place in the start
// sequence so later issues only fill in their bodies. The menu, dashboard and health refreshes are real.
import type { StartContext, Startable } from '../shell/startable';

export const syncService: Startable = {
  name: 'sync service',
  async start() {
    // Intentionally empty until SYNC-1 (job poll every 10 s) and SYNC-5 (folder scan) land.
  },
};

export const fileSync = {
  name: 'file sync',
  /** Starts a folder sync in the background; never awaited by the start sequence. */
  begin(_context: StartContext): void {
    // Intentionally empty until SYNC-5..8.
  },
};

export { checkServer, trackNetwork } from './health';
export { refreshDashboard } from './dashboard';
export { refreshMenu } from './menu';
export { reportTemplates } from './report-templates';
