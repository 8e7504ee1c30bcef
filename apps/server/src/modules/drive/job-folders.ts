// JOB-4 with the drive (issue 6): a job's crew folder and the folders add-folders names are real
// drive folders, recorded in drive_folders so the job's crew reaches them (access.ts). The drive is
// written inside the request's transaction: if the transaction fails after, an empty folder is
// left on the drive (harmless, never reachable), and a replay with the same key creates nothing.
// The job row's crew folder id is the jobs module's to write; it is asked to, in the same
// transaction, so the job and its folder record commit together.
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { isoNow } from '../../db/dialect.js';
import type { Database, JobRow } from '../../db/types.js';
import { setCrewFolderID } from '../jobs/service.js';
import {
  insertDriveFolder,
  insertJobFolderNames,
  jobFoldersNamed,
  setJobFolderDriveID,
} from './repository.js';

/** The job's crew folder id, creating the folder (named after the job number) the first time. */
export async function ensureCrewFolder(
  db: Kysely<Database>,
  drive: DriveAdapter,
  job: JobRow,
): Promise<string> {
  if (job.crew_folder_id) return job.crew_folder_id;
  const folder = await drive.createFolder(null, job.crew_folder || job.job_number);
  const now = isoNow();
  await insertDriveFolder(db, {
    folder_id: folder.id,
    name: folder.name,
    job_id: job.job_id,
    created_at: now,
  });
  // SYNC-1: the job changed (its crewFolderID), so devices pick it up.
  await setCrewFolderID(db, job.job_id, folder.id, now);
  return folder.id;
}

/** Gives every named job folder without one a drive folder inside the crew folder; answers name → id. */
async function ensureJobFolders(
  db: Kysely<Database>,
  drive: DriveAdapter,
  job: JobRow,
  names: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const crewFolderID = await ensureCrewFolder(db, drive, job);
  for (const row of await jobFoldersNamed(db, job.job_id, names)) {
    let driveID = row.drive_folder_id;
    if (!driveID) {
      const folder = await drive.createFolder(crewFolderID, row.name);
      driveID = folder.id;
      await insertDriveFolder(db, {
        folder_id: driveID,
        name: row.name,
        job_id: job.job_id,
        created_at: isoNow(),
      });
      await setJobFolderDriveID(db, row.folder_id, driveID);
    }
    ids.set(row.name, driveID);
  }
  return ids;
}

/**
 * Records folder names of a job (a name given again keeps its first record) and answers the drive
 * folder id of each, making the folders that do not exist yet.
 */
export async function recordJobFolders(
  db: Kysely<Database>,
  drive: DriveAdapter,
  job: JobRow,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length > 0) await insertJobFolderNames(db, job.job_id, names, isoNow());
  return ensureJobFolders(db, drive, job, names);
}

/** OFFICE-9: a job's folders as recorded, oldest first, for the office's folder screen. */
export function jobFolderRecords(db: Kysely<Database>, jobID: number) {
  return db
    .selectFrom('job_folders')
    .select(['name', 'drive_folder_id', 'created_at'])
    .where('job_id', '=', jobID)
    .orderBy('created_at')
    .orderBy('folder_id')
    .execute();
}
