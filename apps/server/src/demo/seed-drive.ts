// SRV-4 for the drive (FILES-4): on the local drive, one standalone folder anybody may track by its
// well-known id (DEMO_FOLDER_ID), and a folder with documents for each of Frank's first two open
// jobs. Seeded once: the standalone folder's record is the marker. Google Drive is never seeded.
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../adapters/drive/drive-adapter.js';
import type { LocalDrive } from '../adapters/drive/local-drive.js';
import { isoNow } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { ensureCrewFolder } from '../modules/drive/job-folders.js';
import { DEMO_ACCOUNTS } from '../idp/accounts.js';
import { jobFolderFiles, safetyLibraryFiles, type DemoFile } from './seed-drive-files.js';

/** The demo's standalone folder: track it on the file-sync screen with this id. */
export const DEMO_FOLDER_ID = 'safety-library-demo';
export const DEMO_FOLDER_NAME = 'Safety library';
const DEMO_JOB_FOLDERS = 2;

async function upload(drive: DriveAdapter, folderID: string, files: DemoFile[]) {
  for (const file of files) {
    await drive.uploadFile(folderID, file.name, file.mimeType, file.bytes);
  }
}

export async function seedDemoDrive(db: Kysely<Database>, drive: DriveAdapter): Promise<void> {
  if (drive.kind !== 'local') return;
  const local = drive as LocalDrive;
  const seeded = await db
    .selectFrom('drive_folders')
    .select('folder_id')
    .where('folder_id', '=', DEMO_FOLDER_ID)
    .executeTakeFirst();
  if (seeded) return;
  const now = isoNow();
  const library = await local.ensureFolder(DEMO_FOLDER_ID, null, DEMO_FOLDER_NAME);
  await upload(local, library.id, await safetyLibraryFiles());
  await db
    .insertInto('drive_folders')
    .values({ folder_id: library.id, name: library.name, job_id: null, created_at: now })
    .execute();

  const frankEmail = DEMO_ACCOUNTS[0]!.email.split('@')[0]!;
  const frank = await db
    .selectFrom('employees')
    .select('employee_id')
    .where('email', 'like', `${frankEmail}@%`)
    .executeTakeFirst();
  if (!frank) return;
  const jobs = await db
    .selectFrom('jobs')
    .selectAll()
    .where('foreman_employee_id', '=', frank.employee_id)
    .where('status', '=', 'Open')
    .where('crew_folder_id', '=', '')
    .orderBy('job_id')
    .limit(DEMO_JOB_FOLDERS)
    .execute();
  for (const job of jobs) {
    // The same path as add-folders, so demo folders are recorded exactly as real ones.
    const folderID = await ensureCrewFolder(db, local, job);
    await upload(local, folderID, await jobFolderFiles(job.job_number));
  }
}
