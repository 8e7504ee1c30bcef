// The sync service: pulls server changes into the device database. The job sync (SYNC-1..4) ticks
// every JOB_SYNC_INTERVAL_MS while online with a session, and the queue runs after each tick. The
// folder sync (SYNC-5..9, src/file-sync) starts from the start sequence and scans every
// FOLDER_SCAN_INTERVAL_MS.
import { JOB_SYNC_INTERVAL_MS } from '@fieldops/contract';
import { networkStatus } from '../platform/network-status';
import { readSessionId } from '../auth/local-user';
import { queueRunner } from '../queue';
import { folderSync } from '../file-sync';
import type { StartContext, Startable } from '../start/startable';
import { createJobContentSync } from './job-content';
import { createJobSync } from './jobs';
import { refreshMenu } from './menu';
import { loadReportTemplates } from './report-templates';
import { timesheetSync } from '../timesheets/week-sync';

/** The longest the PDF fetch waits for an idle browser before it goes anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * TRUST-4: report PDFs come after the sync tick that brought their reports (the start's own tick
 * included: its calls stay the start's) and once the browser is idle, so they never compete with
 * the start, the queue's uploads or a screen's first paint.
 */
async function afterTick(): Promise<void> {
  while (tick) await tick.catch(() => undefined);
  await new Promise<void>((resume) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resume(), { timeout: IDLE_WAIT_MS })
      : setTimeout(resume, 0),
  );
}

export const jobSync = createJobSync({ content: createJobContentSync({ settled: afterTick }) });

export interface SyncTickDeps {
  isOnline(): boolean;
  hasSession(): boolean;
  syncJobs(): Promise<void>;
  /** TS-2: the foreman's current week (throttled inside); optional so older callers need not pass it. */
  syncTimesheets?(): Promise<void>;
  runQueue(): Promise<unknown>;
}

/** One tick: the job sync, then the queue (both only online with a session). Never throws. */
export async function syncTick(deps: SyncTickDeps): Promise<void> {
  if (!deps.isOnline() || !deps.hasSession()) return;
  await deps.syncJobs();
  await deps.syncTimesheets?.();
  await deps.runQueue();
}

let timer: ReturnType<typeof setInterval> | null = null;
/** The tick under way, if any. */
let tick: Promise<void> | null = null;

/**
 * A tick still going when the timer fires again (a slow network) is not doubled: two job syncs
 * at once could apply an older delta after a newer one.
 */
async function tickOnce(): Promise<void> {
  if (tick) return;
  tick = syncTick(tickDeps).finally(() => (tick = null));
  await tick;
}

const tickDeps: SyncTickDeps = {
  isOnline: networkStatus.getSnapshot,
  hasSession: () => readSessionId() !== null,
  syncJobs: jobSync.syncOnce,
  syncTimesheets: () => timesheetSync.tick(),
  runQueue: () => queueRunner.trigger('tick'),
};

export const syncService: Startable = {
  name: 'sync service',
  async start() {
    if (timer !== null) return;
    timer = setInterval(() => void tickOnce(), JOB_SYNC_INTERVAL_MS);
    void tickOnce();
    // SYNC-5: the folder scan's timer runs from here too, so an app started offline still scans
    // once it is online (each scan is skipped while offline).
    folderSync.start();
  },
};

/**
 * OFF-1: a session just began (sign-in). The start sequence ran before there was a user, so its
 * signed-in part runs now instead of at the first tick: the job sync (and the queue), and the
 * folder sync that brings the job folders' documents, while the foreman still has signal.
 */
export function syncAfterSignIn(): void {
  void tickOnce();
  void folderSync.syncOnce();
}

/**
 * OFF-1: the start's signed-in part, after a sign-in (the shell hands it to the login page): the
 * job and folder syncs, the menu's dynamic entries and the report templates, in the background.
 */
export function afterSignIn(): void {
  syncAfterSignIn();
  refreshMenu().catch((error: unknown) => console.error('Menu refresh failed', error));
  loadReportTemplates().catch((error: unknown) => console.error('Template load failed', error));
}

export const fileSync = {
  name: 'file sync',
  /** START-2: starts the folder sync in the background (now if online, then every scan interval). */
  begin(_context: StartContext): void {
    folderSync.start();
  },
};

export { checkServer, trackNetwork } from './health';
export { refreshDashboard } from './dashboard';
export { refreshMenu } from './menu';
export { loadReportTemplates, reportTemplates } from './report-templates';
export { loadReportPdf, type ReportPdf, ReportPdfUnavailable } from './report-pdf';
export { refreshJobNotes } from './notes';
export { reverseGeocode, type GeocodeResult } from './geocode';
export { timesheetSync } from '../timesheets/week-sync';
