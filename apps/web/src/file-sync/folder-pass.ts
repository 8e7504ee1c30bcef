// SYNC-6..9 and OFF-1: one pass over the kept folders: each is listed and its new or changed files
// downloaded; a file that fails keeps why (and goes back to `new`, so the next pass fetches it), a
// folder with any failure stays Syncing with what failed, and one folder's failure never stops the
// others. A full disk or an ended session stops the whole pass (QuotaStop, SessionEnded).
import { type DriveFolderListing, isSyncableFolderId } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import type { FolderFailure, LocalFile } from '../db/report-types';
import { isQuotaError } from '../db/storage-errors';
import { t } from '../i18n/messages';
import { applyListing, finishFolder, markFolderFailed } from './drive-listing';
import { failureReason } from './failure-reason';
import { trackTasksByFolder } from './folder-tasks';

export class QuotaStop extends Error {}
export class SessionEnded extends Error {}

export interface FolderPassDeps {
  database: FieldOpsDatabase;
  fetchListing(folderID: string): Promise<DriveFolderListing>;
  fetchFile(file: LocalFile): Promise<Blob>;
  toast(message: string, kind: 'info' | 'error'): void;
  /** Throws SessionEnded when the session the sync runs for is over. */
  checkSession(): void;
  stamp(): string;
}

export function createFolderPass({
  database,
  fetchListing,
  fetchFile,
  toast,
  checkSession,
  stamp,
}: FolderPassDeps) {
  /** Downloads one file; null when it is on the device, else why not (kept on the file). */
  async function download(file: LocalFile): Promise<string | null> {
    checkSession();
    await database.files.update(file.id, { tag: 'downloading' });
    let blob: Blob;
    try {
      blob = await fetchFile(file);
    } catch (error) {
      const reason = failureReason(error);
      console.error('File not downloaded', file.name, reason);
      checkSession();
      await database.files.update(file.id, { tag: 'new', downloadError: reason });
      return reason;
    }
    checkSession();
    try {
      // `size` stays the drive's: it is half of how a change is told (SYNC-7).
      await database.files.update(file.id, { blob, tag: 'completed', downloadError: undefined });
    } catch (error) {
      if (isQuotaError(error)) throw new QuotaStop('Storage full', { cause: error });
      throw error;
    }
    toast(t('files.downloaded', { name: file.name }), 'info');
    return null;
  }

  /** Lists and downloads one folder; whether it is complete. */
  async function syncFolder(folderID: string): Promise<{ downloaded: number; complete: boolean }> {
    const listing = await fetchListing(folderID);
    checkSession();
    const pending = await applyListing(database, listing, stamp());
    const reasons: string[] = [];
    for (const file of pending) {
      const reason = await download(file);
      if (reason !== null) reasons.push(reason);
    }
    const [reason] = reasons;
    const failure: FolderFailure | null =
      reason === undefined ? null : { files: reasons.length, reason, at: stamp() };
    await finishFolder(database, folderID, stamp(), failure);
    return { downloaded: pending.length - reasons.length, complete: failure === null };
  }

  /** Each kept folder in turn; a folder that fails is marked and the others still go. */
  async function syncFolders(): Promise<{ downloaded: number; complete: boolean }> {
    const waiting = await trackTasksByFolder(database);
    let downloaded = 0;
    let complete = true;
    for (const folder of await database.trackedFolders.toArray()) {
      if (folder.status === 'deleted' || !isSyncableFolderId(folder.folderID)) continue;
      if (waiting.has(folder.folderID)) continue; // not added on the server yet (track.ts)
      try {
        const outcome = await syncFolder(folder.folderID);
        downloaded += outcome.downloaded;
        complete &&= outcome.complete;
      } catch (error) {
        if (error instanceof QuotaStop || error instanceof SessionEnded || isQuotaError(error)) throw error;
        complete = false;
        const reason = failureReason(error);
        console.error('Folder not synced', folder.folderID, reason);
        checkSession();
        await markFolderFailed(database, folder.folderID, { files: 0, reason, at: stamp() });
      }
    }
    return { downloaded, complete };
  }

  return { syncFolders };
}
