// Who reaches which drive folder (ARCHITECTURE: the server is the authority). A folder is reached
// through the server's folder record it is (or sits under): a job's folder by whoever reaches the
// job (jobs/access.ts), a standalone folder by the users who track it. Everything else answers
// 404, exactly like a folder that does not exist, so ids cannot be probed.
import type { UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { jobIDsReachedBy } from '../jobs/service.js';
import { folderRecord, reachableFolderRecord, type DriveFolderRow } from './repository.js';

export type FolderReader = Pick<UserData, 'role' | 'employeeID' | 'userID'>;

export const FOLDER_NOT_FOUND = 'No such folder, or it is not yours';
/** How far up a subfolder is followed to the folder record that decides (drives nest shallowly). */
const MAX_DEPTH = 8;

/** The record of `folderID` if `reader` reaches it (a job folder of a reachable job, or tracked). */
export function reachableRecord(
  db: Kysely<Database>,
  reader: FolderReader,
  folderID: string,
): Promise<DriveFolderRow | undefined> {
  return reachableFolderRecord(db, reader.userID, jobIDsReachedBy(db, reader), folderID);
}

/**
 * The folder record that grants `reader` the folder `folderID`: the folder's own, or that of the
 * nearest folder above it that has one. 404 when there is none or it is not the reader's.
 */
export async function authorizeFolder(
  db: Kysely<Database>,
  drive: DriveAdapter,
  reader: FolderReader,
  folderID: string,
): Promise<DriveFolderRow> {
  let id: string | null = folderID;
  for (let depth = 0; id && depth < MAX_DEPTH; depth++) {
    if (await folderRecord(db, id)) {
      const record = await reachableRecord(db, reader, id);
      if (!record) break;
      return record;
    }
    id = (await drive.folder(id))?.parentID ?? null;
  }
  throw notFound(FOLDER_NOT_FOUND);
}
