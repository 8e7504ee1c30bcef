// Who reaches which drive folder (ARCHITECTURE: the server is the authority). A folder is reached
// through the server's folder record it is (or sits under): a job's folder by whoever reaches the
// job (jobs/access.ts), a standalone folder by the users who track it. Everything else answers
// 404, exactly like a folder that does not exist, so ids cannot be probed.
import type { UserData } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import type { Database, DriveFoldersTable } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { reachableJobs } from '../jobs/access.js';

export type FolderReader = Pick<UserData, 'role' | 'employeeID' | 'userID'>;
export type DriveFolderRow = Selectable<DriveFoldersTable>;

export const FOLDER_NOT_FOUND = 'No such folder, or it is not yours';
/** How far up a subfolder is followed to the folder record that decides (drives nest shallowly). */
const MAX_DEPTH = 8;

/** The folder records `reader` reaches, with the job number of job folders and whether it tracks them. */
export function reachableFolders(db: Kysely<Database>, reader: FolderReader) {
  return db
    .selectFrom('drive_folders as f')
    .leftJoin('jobs as j', 'j.job_id', 'f.job_id')
    .leftJoin('tracked_folders as t', (join) =>
      join.onRef('t.folder_id', '=', 'f.folder_id').on('t.user_id', '=', reader.userID),
    )
    .where((eb) =>
      eb.or([
        eb('f.job_id', 'in', reachableJobs(db, reader).select('jobs.job_id')),
        eb.and([eb('f.job_id', 'is', null), eb('t.user_id', 'is not', null)]),
      ]),
    );
}

async function reachableRecord(db: Kysely<Database>, reader: FolderReader, folderID: string) {
  return reachableFolders(db, reader).selectAll('f').where('f.folder_id', '=', folderID).executeTakeFirst();
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
    const known = await db
      .selectFrom('drive_folders')
      .select('folder_id')
      .where('folder_id', '=', id)
      .executeTakeFirst();
    if (known) {
      const record = await reachableRecord(db, reader, id);
      if (!record) break;
      return record;
    }
    id = (await drive.folder(id))?.parentID ?? null;
  }
  throw notFound(FOLDER_NOT_FOUND);
}
