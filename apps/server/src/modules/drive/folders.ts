// FILES-1: the tracked-folder and device-folder procedures. A standalone folder may be tracked by
// any signed-in user who has its id (the id is the invitation, as with a shared drive link); a
// job's folder only by whoever reaches the job, so tracking never widens the job access rule.
import type { DeviceFolder, ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { FOLDER_NOT_FOUND, reachableFolders, type FolderReader } from './access.js';

function listFolders(db: Kysely<Database>, reader: FolderReader, onlyTracked: boolean) {
  let query = reachableFolders(db, reader).select([
    'f.folder_id',
    'f.name',
    'f.job_id',
    'j.job_number',
    't.user_id as tracker',
  ]);
  if (onlyTracked) query = query.where('t.user_id', 'is not', null);
  return query.orderBy('f.job_id').orderBy('f.name').execute();
}

const toDeviceFolder = (row: {
  folder_id: string;
  name: string;
  job_id: number | null;
  job_number: string | null;
  tracker: number | null;
}): DeviceFolder => ({
  folderID: row.folder_id,
  name: row.name,
  jobID: row.job_id,
  jobNumber: row.job_number,
  tracked: row.tracker !== null,
});

export async function trackedFolders(db: Kysely<Database>, reader: FolderReader): Promise<DeviceFolder[]> {
  return (await listFolders(db, reader, true)).map(toDeviceFolder);
}

/** SYNC-5: what the device keeps: the folders of the reader's jobs and the folders it tracks. */
export async function deviceFolders(db: Kysely<Database>, reader: FolderReader): Promise<DeviceFolder[]> {
  return (await listFolders(db, reader, false)).map(toDeviceFolder);
}

export async function trackFolder(
  db: Kysely<Database>,
  reader: FolderReader,
  folderID: string,
): Promise<DeviceFolder> {
  const folder = await db
    .selectFrom('drive_folders')
    .selectAll()
    .where('folder_id', '=', folderID)
    .executeTakeFirst();
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  if (folder.job_id !== null) {
    // A job folder: tracking it needs the job; otherwise it is "not found" like any other.
    const reached = await reachableFolders(db, reader)
      .select('f.folder_id')
      .where('f.folder_id', '=', folderID)
      .executeTakeFirst();
    if (!reached) throw notFound(FOLDER_NOT_FOUND);
  }
  await db
    .insertInto('tracked_folders')
    .values({ user_id: reader.userID, folder_id: folderID, created_at: isoNow() })
    .onConflict((oc) => oc.columns(['user_id', 'folder_id']).doNothing())
    .execute();
  const [row] = (await listFolders(db, reader, true)).filter((r) => r.folder_id === folderID);
  if (!row) throw notFound(FOLDER_NOT_FOUND);
  return toDeviceFolder(row);
}

export async function untrackFolder(
  db: Kysely<Database>,
  reader: FolderReader,
  folderID: string,
): Promise<ProcedureAnswer<'UntrackFolder'>> {
  const result = await db
    .deleteFrom('tracked_folders')
    .where('user_id', '=', reader.userID)
    .where('folder_id', '=', folderID)
    .executeTakeFirst();
  return { ok: true, removed: Number(result.numDeletedRows) > 0 };
}
