// FILES-1: adding a folder on the file-sync screen. The id (or a Drive folder address) is checked
// with the SYNC-9 rules first, on the device. Online, the server is asked at once (TrackFolder), so
// an unknown id is told now instead of later in the queue; once granted, the folder is kept here
// and a folder sync starts. Offline, or when the server gives no answer (network error, 5xx), the
// add is an action: the folder is kept at once (the spec's status 'Syncing') with a queued
// TrackFolder, in one transaction. The task is its only "waiting to be added" marker: while it is
// queued the list says so (or "Not added" with the server's reason once rejected), the pull neither
// lists nor drops the folder, and removing it drops the task; its success (effects.ts) makes it a
// normal tracked folder. Either way a removal of the same folder still queued (this user's
// UntrackFolder) is dropped, or it would untrack the folder on the server after the add.
import { type DeviceFolder, parseFolderId } from '@fieldops/contract';
import { runCommand } from '../api/calls';
import { HttpError, NetworkError } from '../api/errors';
import { type FieldOpsDatabase, db } from '../db/database';
import { guardWrite } from '../db/storage-errors';
import { t } from '../i18n/messages';
import { addTask } from '../queue/enqueue';
import { wakeQueue } from '../queue/wake';
import { dropFolderTasks } from './folder-tasks';
import { trackFolderTask } from './kinds/track-folder';
import { untrackFolderKind } from './kinds/untrack-folder';
import { syncingFolder, saveFolderNames } from './store';

export type TrackFolderResult =
  | { ok: true; queued: false; folder: DeviceFolder }
  /** Kept on the device, waiting for the queue to add it on the server. */
  | { ok: true; queued: true; folderID: string }
  | {
      ok: false;
      reason: 'empty' | 'too-short' | 'foreign-url' | 'not-found' | 'already' | 'failed';
    };

/** No answer worth telling the user now: the queue tries again later. */
const serverUnreachable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof HttpError && error.status >= 500);

export async function trackFolderByInput(
  input: string,
  options: {
    online: boolean;
    database?: FieldOpsDatabase;
    track?: (folderID: string) => Promise<DeviceFolder>;
  },
): Promise<TrackFolderResult> {
  const database = options.database ?? db;
  const parsed = parseFolderId(input);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  const kept = await database.trackedFolders.get(parsed.folderID);
  if (kept && kept.status !== 'deleted') return { ok: false, reason: 'already' };
  if (options.online) {
    const track = options.track ?? ((folderID: string) => runCommand('TrackFolder', { folderID }));
    try {
      const folder = await track(parsed.folderID);
      await keepTrackedFolder(database, folder);
      return { ok: true, queued: false, folder };
    } catch (error) {
      if (error instanceof HttpError && [400, 403, 404].includes(error.status))
        return { ok: false, reason: 'not-found' };
      if (!serverUnreachable(error)) return { ok: false, reason: 'failed' };
    }
  }
  try {
    const outcome = await queueTrackFolder(parsed.folderID, database);
    if (outcome === 'already') return { ok: false, reason: 'already' };
    return { ok: true, queued: true, folderID: parsed.folderID };
  } catch (error) {
    console.error('Folder not kept', error instanceof Error ? error.message : error);
    return { ok: false, reason: 'failed' };
  }
}

/** The server granted the folder: kept here (Syncing) with its name, a queued removal dropped. */
async function keepTrackedFolder(database: FieldOpsDatabase, folder: DeviceFolder): Promise<void> {
  const tables = [database.trackedFolders, database.folderNames, database.updateQueue];
  await guardWrite(() =>
    database.transaction('rw', tables, async () => {
      const kept = await database.trackedFolders.get(folder.folderID);
      await database.trackedFolders.put(syncingFolder(folder, kept, new Date(), ''));
      await dropFolderTasks(database, folder.folderID, untrackFolderKind);
      await saveFolderNames([folder], database);
    }),
  );
}

/** Keeps the folder (status Syncing) and queues its TrackFolder; 'already' when it is kept. */
export async function queueTrackFolder(
  folderID: string,
  database: FieldOpsDatabase = db,
): Promise<'queued' | 'already'> {
  const now = new Date();
  const outcome = await guardWrite(() =>
    database.transaction('rw', [database.trackedFolders, database.updateQueue], async () => {
      const kept = await database.trackedFolders.get(folderID);
      if (kept && kept.status !== 'deleted') return 'already' as const;
      // Its job is not known until the server answers (the success gives it).
      const unknownJob = { folderID, jobID: kept?.jobID ?? null, jobNumber: kept?.jobNumber ?? null };
      await database.trackedFolders.put(syncingFolder(unknownJob, kept, now, ''));
      await dropFolderTasks(database, folderID, untrackFolderKind);
      await addTask(
        database,
        trackFolderTask(folderID, { taskName: t('files.task.track', { name: folderID }), dependsOn: null }),
        { now },
      );
      return 'queued' as const;
    }),
  );
  if (outcome === 'queued') wakeQueue();
  return outcome;
}
