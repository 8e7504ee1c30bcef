// OFFICE-9: a job's folders set up and tracked by the office, through the drive module's own
// job-folders.ts (the same records and drive folders as the field's add-folders), so a folder
// the office sets up is the one the crew's devices list and upload to.
import type { OfficeJobFolders } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { jobFolderRecords, recordJobFolders } from '../drive/service.js';
import { jobRowsByID } from '../jobs/service.js';

async function jobRow(db: Kysely<Database>, jobID: number) {
  const [job] = await jobRowsByID(db, [jobID]);
  if (!job) throw notFound(`No job #${jobID}`);
  return job;
}

export async function officeJobFolders(db: Kysely<Database>, jobID: number): Promise<OfficeJobFolders> {
  const job = await jobRow(db, jobID);
  const folders = await jobFolderRecords(db, jobID);
  return {
    jobID,
    crewFolderID: job.crew_folder_id || null,
    folders: folders.map((f) => ({
      name: f.name,
      driveFolderID: f.drive_folder_id,
      createdAt: f.created_at,
    })),
  };
}

/** Records the names (one given again keeps its first record) and makes each missing folder on the drive. */
export async function setUpJobFolders(
  db: Kysely<Database>,
  drive: DriveAdapter,
  jobID: number,
  names: readonly string[],
): Promise<OfficeJobFolders> {
  await recordJobFolders(db, drive, await jobRow(db, jobID), [...new Set(names)]);
  return officeJobFolders(db, jobID);
}
