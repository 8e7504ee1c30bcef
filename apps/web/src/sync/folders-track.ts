// FILES-1: adding a folder on the file-sync screen. The id (or a Drive folder address) is checked
// with the SYNC-9 rules first; then the server must know the folder and grant it (TrackFolder), so
// this needs the network: an unknown id is told at once instead of failing later in the queue.
// Once granted, the folder is kept here and a folder sync starts to download its files. A folder
// added again before its removal was sent: the removal (this user's UntrackFolder task) is dropped,
// or it would untrack the folder on the server after this and the next sync would remove it again.
import { type DeviceFolder, parseFolderId } from '@fieldops/contract';
import { runCommand } from '../api/calls';
import { HttpError, NetworkError } from '../api/errors';
import { type FieldOpsDatabase, db } from '../db/database';
import { saveFolderNames } from '../db/files';
import { guardWrite } from '../db/storage-errors';
import { currentOwner } from '../queue/enqueue';
import { type QueuedTask, TASK_TYPES } from '../queue/task';

export type TrackFolderResult =
  | { ok: true; folder: DeviceFolder }
  | {
      ok: false;
      reason: 'empty' | 'too-short' | 'foreign-url' | 'not-found' | 'offline' | 'already' | 'failed';
    };

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
  if (!options.online) return { ok: false, reason: 'offline' };
  const track = options.track ?? ((folderID: string) => runCommand('TrackFolder', { folderID }));
  let folder: DeviceFolder;
  try {
    folder = await track(parsed.folderID);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400))
      return { ok: false, reason: 'not-found' };
    if (error instanceof NetworkError) return { ok: false, reason: 'offline' };
    return { ok: false, reason: 'failed' };
  }
  const owner = currentOwner();
  const untracks = (task: QueuedTask) =>
    task.typeObject === TASK_TYPES.untrackFolder &&
    task.owner === owner &&
    task.kind === 'procedure' &&
    task.parameters.some((p) => p.name === 'folderID' && p.value === folder.folderID);
  await guardWrite(() =>
    database.transaction('rw', [database.trackedFolders, database.updateQueue], async () => {
      await database.trackedFolders.put({
        folderID: folder.folderID,
        crewFolderID: '',
        files: kept?.files ?? [],
        status: 'Syncing',
        jobID: folder.jobID,
        jobNumber: folder.jobNumber,
        updatedDate: new Date().toISOString(),
      });
      await database.updateQueue.filter(untracks).delete();
    }),
  );
  await saveFolderNames({ [folder.folderID]: folder.name }, database);
  return { ok: true, folder };
}
