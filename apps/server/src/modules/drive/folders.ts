// FILES-1: the tracked-folder and device-folder procedures. A standalone folder may be tracked by
// any signed-in user who has its id (the id is the invitation, as with a shared drive link); a
// job's folder only by whoever reaches the job, so tracking never widens the job access rule.
import type { DeviceFolder, ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { jobIDsReachedBy, jobNumbers } from '../jobs/service.js';
import { FOLDER_NOT_FOUND, reachableRecord, type FolderReader } from './access.js';
import { deleteTrackedFolder, folderRecord, insertTrackedFolder, reachableFolderList } from './repository.js';

async function listFolders(
  db: Kysely<Database>,
  reader: FolderReader,
  onlyTracked: boolean,
): Promise<DeviceFolder[]> {
  const rows = await reachableFolderList(db, reader.userID, jobIDsReachedBy(db, reader), onlyTracked);
  const numbers = await jobNumbers(
    db,
    rows.flatMap((r) => (r.job_id === null ? [] : [r.job_id])),
  );
  return rows.map((row) => ({
    folderID: row.folder_id,
    name: row.name,
    jobID: row.job_id,
    jobNumber: row.job_id === null ? null : (numbers.get(row.job_id) ?? null),
    tracked: row.tracker !== null,
  }));
}

export function trackedFolders(db: Kysely<Database>, reader: FolderReader): Promise<DeviceFolder[]> {
  return listFolders(db, reader, true);
}

/** SYNC-5: what the device keeps: the folders of the reader's jobs and the folders it tracks. */
export function deviceFolders(db: Kysely<Database>, reader: FolderReader): Promise<DeviceFolder[]> {
  return listFolders(db, reader, false);
}

export async function trackFolder(
  db: Kysely<Database>,
  reader: FolderReader,
  folderID: string,
): Promise<DeviceFolder> {
  const folder = await folderRecord(db, folderID);
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  // A job folder: tracking it needs the job; otherwise it is "not found" like any other.
  if (folder.job_id !== null && !(await reachableRecord(db, reader, folderID))) {
    throw notFound(FOLDER_NOT_FOUND);
  }
  await insertTrackedFolder(db, reader.userID, folderID, isoNow());
  const tracked = (await listFolders(db, reader, true)).find((f) => f.folderID === folderID);
  if (!tracked) throw notFound(FOLDER_NOT_FOUND);
  return tracked;
}

export async function untrackFolder(
  db: Kysely<Database>,
  reader: FolderReader,
  folderID: string,
): Promise<ProcedureAnswer<'UntrackFolder'>> {
  return { ok: true, removed: await deleteTrackedFolder(db, reader.userID, folderID) };
}
