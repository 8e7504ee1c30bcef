// FILES-1: a folder's queued tasks, found by asking their kinds (file-sync/kinds) which folder each
// is about: a TrackFolder waiting to be sent makes its folder "waiting to be added" (track.ts, the
// pull), and adding or removing a folder drops the opposite change still queued for it.
import type { FieldOpsDatabase } from '../db/database';
import { currentOwner } from '../queue/enqueue';
import type { RegisteredKind } from '../queue/kinds/kind';
import { isOfKind } from '../queue/kinds/registry';
import type { QueuedTask } from '../queue/task';
import { trackFolderKind } from './kinds/track-folder';

/** The folder a task of `kind` is about; null for a task of any other kind. */
const folderOf = (task: QueuedTask, kind: RegisteredKind): string | null =>
  isOfKind(task, kind) ? (kind.folderOf?.(task) ?? null) : null;

/**
 * This user's queued TrackFolder tasks (any state), by folder: such a folder is "waiting to be
 * added" (track.ts), and the pull neither lists it nor drops it.
 */
export async function trackTasksByFolder(
  database: FieldOpsDatabase,
  owner: string | null = currentOwner(),
): Promise<Map<string, QueuedTask>> {
  const byFolder = new Map<string, QueuedTask>();
  for (const task of await database.updateQueue.toArray()) {
    const folderID = task.owner === owner ? folderOf(task, trackFolderKind) : null;
    if (folderID !== null) byFolder.set(folderID, task);
  }
  return byFolder;
}

/**
 * Drops this user's queued tasks of `kind` for the folder; call inside a transaction with
 * `updateQueue`. A removal queued before the folder was added again would untrack it on the
 * server after the add (the next sync would then remove it again), so an add drops it.
 */
export async function dropFolderTasks(
  database: FieldOpsDatabase,
  folderID: string,
  kind: RegisteredKind,
): Promise<QueuedTask[]> {
  const owner = currentOwner();
  const mine = (task: QueuedTask) => task.owner === owner && folderOf(task, kind) === folderID;
  const dropped = await database.updateQueue.filter(mine).toArray();
  await database.updateQueue.bulkDelete(dropped.map((task) => task.queueID));
  return dropped;
}
