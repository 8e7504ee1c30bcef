// JOB-4 with the drive (issue 6): a job's crew folder and the folders add-folders names are real
// drive folders, recorded in drive_folders so the job's crew reaches them (access.ts). The drive is
// written inside the request's transaction: if the transaction fails after, an empty folder is
// left on the drive (harmless, never reachable), and a replay with the same key creates nothing.
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { isoNow } from '../../db/dialect.js';
import type { Database, JobRow } from '../../db/types.js';

/** The job's crew folder id, creating the folder (named after the job number) the first time. */
export async function ensureCrewFolder(
  db: Kysely<Database>,
  drive: DriveAdapter,
  job: JobRow,
): Promise<string> {
  if (job.crew_folder_id) return job.crew_folder_id;
  const folder = await drive.createFolder(null, job.crew_folder || job.job_number);
  const now = isoNow();
  await db
    .insertInto('drive_folders')
    .values({ folder_id: folder.id, name: folder.name, job_id: job.job_id, created_at: now })
    .execute();
  // SYNC-1: the job changed (its crewFolderID), so devices pick it up.
  await db
    .updateTable('jobs')
    .set({ crew_folder_id: folder.id, updated_at: now })
    .where('job_id', '=', job.job_id)
    .execute();
  return folder.id;
}

/** Gives every named job folder without one a drive folder inside the crew folder; answers name → id. */
export async function ensureJobFolders(
  db: Kysely<Database>,
  drive: DriveAdapter,
  job: JobRow,
  names: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const crewFolderID = await ensureCrewFolder(db, drive, job);
  const rows = await db
    .selectFrom('job_folders')
    .select(['folder_id', 'name', 'drive_folder_id'])
    .where('job_id', '=', job.job_id)
    .where('name', 'in', [...names])
    .execute();
  for (const row of rows) {
    let driveID = row.drive_folder_id;
    if (!driveID) {
      const folder = await drive.createFolder(crewFolderID, row.name);
      driveID = folder.id;
      await db
        .insertInto('drive_folders')
        .values({ folder_id: driveID, name: row.name, job_id: job.job_id, created_at: isoNow() })
        .execute();
      await db
        .updateTable('job_folders')
        .set({ drive_folder_id: driveID })
        .where('folder_id', '=', row.folder_id)
        .execute();
    }
    ids.set(row.name, driveID);
  }
  return ids;
}
