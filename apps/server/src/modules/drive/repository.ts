// The drive module's tables: drive_folders (the drive folders the server knows: job folders and
// standalone folders users track), tracked_folders (who tracks which), and job_folders (the names
// add-folders recorded for a job, each with the drive folder made for it). Folder ids are the
// drive's own opaque ids, never paths. Each takes the caller's database or transaction.
import type { Kysely, Selectable } from 'kysely';
import type { Database, DriveFoldersTable } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

export type DriveFolderRow = Selectable<DriveFoldersTable>;

export function folderRecord(db: Kysely<Database>, folderID: string): Promise<DriveFolderRow | undefined> {
  return db.selectFrom('drive_folders').selectAll().where('folder_id', '=', folderID).executeTakeFirst();
}

/**
 * Folder records a user reaches: those of `jobs` (the jobs the user reaches) and the standalone
 * ones the user tracks; `t.user_id` says whether the user tracks the folder.
 */
function reachableFolders(db: Kysely<Database>, userID: number, jobs: ReachableJobIDs) {
  return db
    .selectFrom('drive_folders as f')
    .leftJoin('tracked_folders as t', (join) =>
      join.onRef('t.folder_id', '=', 'f.folder_id').on('t.user_id', '=', userID),
    )
    .where((eb) =>
      eb.or([
        eb('f.job_id', 'in', jobs),
        eb.and([eb('f.job_id', 'is', null), eb('t.user_id', 'is not', null)]),
      ]),
    );
}

export function reachableFolderRecord(
  db: Kysely<Database>,
  userID: number,
  jobs: ReachableJobIDs,
  folderID: string,
): Promise<DriveFolderRow | undefined> {
  return reachableFolders(db, userID, jobs)
    .selectAll('f')
    .where('f.folder_id', '=', folderID)
    .executeTakeFirst();
}

export interface ListedFolder {
  folder_id: string;
  name: string;
  job_id: number | null;
  /** The user's id when the user tracks the folder, else null. */
  tracker: number | null;
}

export function reachableFolderList(
  db: Kysely<Database>,
  userID: number,
  jobs: ReachableJobIDs,
  onlyTracked: boolean,
): Promise<ListedFolder[]> {
  let query = reachableFolders(db, userID, jobs).select([
    'f.folder_id',
    'f.name',
    'f.job_id',
    't.user_id as tracker',
  ]);
  if (onlyTracked) query = query.where('t.user_id', 'is not', null);
  return query.orderBy('f.job_id').orderBy('f.name').execute();
}

export async function insertTrackedFolder(
  db: Kysely<Database>,
  userID: number,
  folderID: string,
  now: string,
) {
  await db
    .insertInto('tracked_folders')
    .values({ user_id: userID, folder_id: folderID, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'folder_id']).doNothing())
    .execute();
}

/** Answers whether there was such a row. */
export async function deleteTrackedFolder(db: Kysely<Database>, userID: number, folderID: string) {
  const result = await db
    .deleteFrom('tracked_folders')
    .where('user_id', '=', userID)
    .where('folder_id', '=', folderID)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDriveFolder(db: Kysely<Database>, folder: DriveFolderRow) {
  await db.insertInto('drive_folders').values(folder).execute();
}

/** Records folder names of a job; a name already recorded stays as it was (add-folders repeats). */
export async function insertJobFolderNames(
  db: Kysely<Database>,
  jobID: number,
  names: readonly string[],
  now: string,
) {
  await db
    .insertInto('job_folders')
    .values(names.map((name) => ({ job_id: jobID, name, created_at: now })))
    .onConflict((oc) => oc.columns(['job_id', 'name']).doNothing())
    .execute();
}

export function jobFoldersNamed(db: Kysely<Database>, jobID: number, names: readonly string[]) {
  return db
    .selectFrom('job_folders')
    .select(['folder_id', 'name', 'drive_folder_id'])
    .where('job_id', '=', jobID)
    .where('name', 'in', [...names])
    .execute();
}

export async function setJobFolderDriveID(db: Kysely<Database>, folderID: number, driveFolderID: string) {
  await db
    .updateTable('job_folders')
    .set({ drive_folder_id: driveFolderID })
    .where('folder_id', '=', folderID)
    .execute();
}
