// SYNC-5..9: the folder sync, File Sync's pull. On start and every FOLDER_SCAN_INTERVAL_MS while
// online with a session: the server's list of folders the device keeps (job folders and tracked ones) is merged
// in, then each kept folder (not deleted, id not "below 1": isSyncableFolderId) is listed and
// its new or changed pdf/text/jpeg/png files downloaded as Blobs, each tag going new →
// downloading → completed → synced; files gone from the drive are removed. Toasts 'Syncing' and
// 'Downloaded {file name}' show for SYNC_TOAST_MS. A full disk stops the whole file sync with a
// message; jobs and the queue are never written here. Other errors skip a folder or a file, which
// the next cycle tries again (a file left `downloading` is downloaded again). OFF-1: a folder is
// Synced only when all its files are here; otherwise it keeps what failed and why (the screen shows
// it with a retry), and the sync tries again by itself with backoff (retry.ts). A sync stops, writing
// nothing more, as soon as its session ends (log out): what it holds is the signed-out user's.
// A folder whose TrackFolder still waits in the queue is neither listed nor dropped; once the
// queue sends it, a sync starts (onFolderTracked).
import {
  CLOUD_DRIVE_NAME,
  type DeviceFolder,
  type DriveFolderListing,
  FOLDER_SCAN_INTERVAL_MS,
  callPath,
  calls,
} from '@fieldops/contract';
import { call, runCommand } from '../api/calls';
import { requestBlob } from '../api/http';
import { networkStatus } from '../platform/network-status';
import type { BackoffSchedule } from '../queue/backoff';
import { readSessionId } from '../auth/local-user';
import { type FieldOpsDatabase, db } from '../db/database';
import type { LocalFile } from '../db/report-types';
import { isQuotaError, reportStorageError } from '../db/storage-errors';
import { t } from '../i18n/messages';
import { mergeDeviceFolders } from './drive-listing';
import { onFolderTracked } from './effects';
import { failureReason } from './failure-reason';
import { QuotaStop, SessionEnded, createFolderPass } from './folder-pass';
import { createFolderRetry } from './retry';
import { saveSyncCompleted, saveSyncStoppedOnQuota } from './store';

export interface FolderSyncDeps {
  database?: FieldOpsDatabase;
  fetchDeviceFolders?: () => Promise<DeviceFolder[]>;
  fetchListing?: (folderID: string) => Promise<DriveFolderListing>;
  fetchFile?: (file: LocalFile) => Promise<Blob>;
  /** SYNC-5's toasts; `kind` tells the quota stop from the ordinary ones. */
  toast?: (message: string, kind: 'info' | 'error') => void;
  isOnline?: () => boolean;
  hasSession?: () => boolean;
  /** The session the sync runs for; a change (log out, another user) stops it. */
  sessionID?: () => string | null;
  intervalMs?: number;
  /** OFF-1: how soon an incomplete sync tries again (retry.ts). */
  retry?: BackoffSchedule;
  now?: () => Date;
}

export type FolderSyncResult =
  | { status: 'skipped' | 'failed' }
  | { status: 'synced'; downloaded: number }
  | { status: 'quota'; downloaded: number };

const defaultFetchFile = async (file: LocalFile) => {
  const blob = await requestBlob(callPath(calls.driveFile.path, { drive: CLOUD_DRIVE_NAME, id: file.id }));
  // The stored Blob carries the drive's type, whatever the answer's header said.
  return blob.type === file.mimeType ? blob : new Blob([blob], { type: file.mimeType });
};

export function createFolderSync(deps: FolderSyncDeps = {}) {
  const database = deps.database ?? db;
  const fetchDeviceFolders = deps.fetchDeviceFolders ?? (() => runCommand('GetDeviceFolders', {}));
  const fetchListing =
    deps.fetchListing ?? ((id: string) => call('driveFolder', { params: { drive: CLOUD_DRIVE_NAME, id } }));
  const fetchFile = deps.fetchFile ?? defaultFetchFile;
  const toast = deps.toast ?? (() => undefined);
  const isOnline = deps.isOnline ?? networkStatus.getSnapshot;
  const sessionID = deps.sessionID ?? readSessionId;
  const hasSession = deps.hasSession ?? (() => sessionID() !== null);
  const now = deps.now ?? (() => new Date());
  let running: Promise<FolderSyncResult> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopListening: (() => void) | null = null;
  let runSession: string | null = null;
  const stamp = () => now().toISOString();
  const retry = createFolderRetry(() => void syncOnce(), deps.retry);
  let stopped = false;

  /** Called before each write: what was fetched for a session that has ended is not stored. */
  function checkSession(): void {
    if (!hasSession() || sessionID() !== runSession) throw new SessionEnded('Signed out');
  }

  const pass = createFolderPass({ database, fetchListing, fetchFile, toast, checkSession, stamp });

  async function run(): Promise<FolderSyncResult> {
    if (!isOnline() || !hasSession()) return { status: 'skipped' };
    runSession = sessionID();
    toast(t('files.syncing'), 'info');
    try {
      const folders = await fetchDeviceFolders();
      checkSession();
      await mergeDeviceFolders(database, folders, stamp());
      const { downloaded, complete } = await pass.syncFolders();
      checkSession();
      await saveSyncCompleted(database, now());
      if (!stopped) retry.settle(!complete);
      return { status: 'synced', downloaded };
    } catch (error) {
      if (error instanceof SessionEnded) return { status: 'skipped' };
      if (error instanceof QuotaStop || isQuotaError(error)) {
        reportStorageError(error instanceof QuotaStop ? error.cause : error);
        toast(t('files.quotaStopped'), 'error');
        // The disk is full: the message above already told the user.
        await saveSyncStoppedOnQuota(database, now()).catch(() => undefined);
        return { status: 'quota', downloaded: 0 };
      }
      console.error('Folder sync failed', failureReason(error));
      if (!stopped) retry.settle(true);
      return { status: 'failed' };
    }
  }

  /** One sync; a call while one runs joins it. Never throws. */
  function syncOnce(): Promise<FolderSyncResult> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    syncOnce,
    /** SYNC-5: a sync now (if online) and then every interval. */
    start(): void {
      if (timer !== null) return;
      stopped = false;
      void syncOnce();
      timer = setInterval(() => void syncOnce(), deps.intervalMs ?? FOLDER_SCAN_INTERVAL_MS);
      // A folder added through the queue downloads now rather than at the next scan.
      stopListening = onFolderTracked(() => void syncOnce());
    },
    stop(): void {
      stopped = true;
      retry.cancel();
      if (timer !== null) clearInterval(timer);
      timer = null;
      stopListening?.();
      stopListening = null;
    },
    isRunning: () => running !== null,
    /** OFF-1: a try after an incomplete sync is waiting (retry.ts). */
    isRetryScheduled: retry.isScheduled,
  };
}

export type FolderSync = ReturnType<typeof createFolderSync>;
