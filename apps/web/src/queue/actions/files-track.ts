// FILES-1 as an action: a folder added while the server cannot be reached (offline, no answer,
// 5xx) is kept on the device at once with a queued TrackFolder task, in one transaction. The folder
// keeps the spec's status 'Syncing'; the task is its only "waiting to be added" marker (no field
// to keep in step): while this user's TrackFolder task for it is queued, the list says "Waiting to
// be added" (or "Not added" with the server's reason once rejected), the folder sync neither lists
// it nor drops it, and removing it drops the task. Success (files-effects.ts) makes it a normal
// tracked folder.
import { type FieldOpsDatabase, db } from '../../db/database';
import { guardWrite } from '../../db/storage-errors';
import { t } from '../../i18n/messages';
import { addTask, currentOwner } from '../enqueue';
import { type QueuedTask, TASK_TYPES } from '../task';
import { wakeQueue } from '../wake';

type FolderTaskType = typeof TASK_TYPES.trackFolder | typeof TASK_TYPES.untrackFolder;

/** The folder a TrackFolder or UntrackFolder task is about (null for any other task). */
export function folderOfTask(task: QueuedTask, type: FolderTaskType): string | null {
  if (task.typeObject !== type || task.kind !== 'procedure') return null;
  const value = task.parameters.find((p) => p.name === 'folderID')?.value;
  return typeof value === 'string' ? value : null;
}

/** This user's queued TrackFolder tasks (any state), by folder. */
export async function trackTasksByFolder(
  database: FieldOpsDatabase,
  owner: string | null = currentOwner(),
): Promise<Map<string, QueuedTask>> {
  const byFolder = new Map<string, QueuedTask>();
  for (const task of await database.updateQueue.toArray()) {
    const folderID = task.owner === owner ? folderOfTask(task, TASK_TYPES.trackFolder) : null;
    if (folderID !== null) byFolder.set(folderID, task);
  }
  return byFolder;
}

/** A TrackFolder task the server refused (or that ran out of tries): the folder is not added. */
export const trackStopped = (task: QueuedTask): boolean =>
  task.state === 'rejected' || task.state === 'skipped';

/**
 * Drops this user's queued tasks of `type` for the folder; call inside a transaction with
 * `updateQueue`. A removal queued before the folder was added again would untrack it on the
 * server after the add (the next sync would then remove it again), so an add drops it.
 */
export async function dropFolderTasks(
  database: FieldOpsDatabase,
  folderID: string,
  type: FolderTaskType,
): Promise<QueuedTask[]> {
  const owner = currentOwner();
  const mine = (task: QueuedTask) => task.owner === owner && folderOfTask(task, type) === folderID;
  const dropped = await database.updateQueue.filter(mine).toArray();
  await database.updateQueue.bulkDelete(dropped.map((task) => task.queueID));
  return dropped;
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
      await database.trackedFolders.put({
        folderID,
        crewFolderID: '',
        files: kept?.files ?? [],
        status: 'Syncing',
        jobID: kept?.jobID ?? null,
        jobNumber: kept?.jobNumber ?? null,
        updatedDate: now.toISOString(),
      });
      await dropFolderTasks(database, folderID, TASK_TYPES.untrackFolder);
      await addTask(
        database,
        {
          kind: 'procedure',
          procedure: 'TrackFolder',
          parameters: [{ name: 'folderID', value: folderID }],
          taskName: t('files.task.track', { name: folderID }),
          typeObject: TASK_TYPES.trackFolder,
          dependsOn: null,
        },
        { now },
      );
      return 'queued' as const;
    }),
  );
  if (outcome === 'queued') wakeQueue();
  return outcome;
}
