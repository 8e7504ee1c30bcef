// Drive folders: a job's folders and the ones users track (module drive).
import type { Generated } from 'kysely';

export interface JobFoldersTable {
  folder_id: Generated<number>;
  job_id: number;
  name: string;
  created_at: string;
  /** The drive folder made for it (issue 6); null for rows recorded before the drive existed. */
  drive_folder_id: Generated<string | null>;
}

/** FILES-1..4: a drive folder the server knows: a job's folder, or a standalone one users track. */
export interface DriveFoldersTable {
  folder_id: string;
  name: string;
  job_id: number | null;
  created_at: string;
}

export interface TrackedFoldersTable {
  user_id: number;
  folder_id: string;
  created_at: string;
}

export interface DriveTables {
  job_folders: JobFoldersTable;
  drive_folders: DriveFoldersTable;
  tracked_folders: TrackedFoldersTable;
}
