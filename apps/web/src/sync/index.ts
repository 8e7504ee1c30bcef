// The sync service: pulls server changes into the device database. The job sync (SYNC-1..4) ticks
// every JOB_SYNC_INTERVAL_MS while online with a session, and the queue runs after each tick. The
// folder sync (SYNC-5..9) is still an honest no-op, registered in its place in the start sequence.
import { JOB_SYNC_INTERVAL_MS } from '@fieldops/contract';
import { networkStatus } from '../api/network-status';
import { readSessionId } from '../auth/local-user';
import { queueRunner } from '../queue';
import type { StartContext, Startable } from '../shell/startable';
import { createJobSync } from './jobs';

export const jobSync = createJobSync();

export interface SyncTickDeps {
  isOnline(): boolean;
  hasSession(): boolean;
  syncJobs(): Promise<void>;
  runQueue(): Promise<unknown>;
}

/** One tick: the job sync, then the queue (both only online with a session). Never throws. */
export async function syncTick(deps: SyncTickDeps): Promise<void> {
  if (!deps.isOnline() || !deps.hasSession()) return;
  await deps.syncJobs();
  await deps.runQueue();
}

let timer: ReturnType<typeof setInterval> | null = null;

const tickDeps: SyncTickDeps = {
  isOnline: networkStatus.getSnapshot,
  hasSession: () => readSessionId() !== null,
  syncJobs: jobSync.syncOnce,
  runQueue: () => queueRunner.trigger('tick'),
};

export const syncService: Startable = {
  name: 'sync service',
  async start() {
    if (timer !== null) return;
    timer = setInterval(() => void syncTick(tickDeps), JOB_SYNC_INTERVAL_MS);
    void syncTick(tickDeps);
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
export { loadReportTemplates, reportTemplates } from './report-templates';
export { loadReportPdf, type ReportPdf, ReportPdfUnavailable } from './report-pdf';
export { refreshJobNotes } from './notes';
export { reverseGeocode, type GeocodeResult } from './geocode';
