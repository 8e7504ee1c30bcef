// Job folders, who works on them, their history and job numbers (module jobs).
import type { Generated } from 'kysely';

export type JobStatus = 'Open' | 'Closed';

/** A job folder of spec §3; updated_at moves on any change to the job, its sites or notes (SYNC-1). */
export interface JobsTable {
  job_id: Generated<number>;
  job_number: string;
  address1: string;
  city: string;
  work_type: string;
  work_description: string;
  latitude: number | null;
  longitude: number | null;
  /** CREW-2: the site fence's radius in metres; null: DEFAULT_FENCE_RADIUS_M (migration 2026-12-24). */
  fence_radius_m: number | null;
  crew_folder: string;
  crew_folder_id: string;
  cover_photo_ref: string | null;
  status: JobStatus;
  is_emergency: number;
  foreman_employee_id: number | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Who works on a job besides its foreman (the access rule reads it). */
export interface JobCrewTable {
  job_id: number;
  employee_id: number;
}

/** TSX-3: one change of a job's status, foreman or crew (db/job-history-migration.ts). */
export interface JobHistoryTable {
  history_id: Generated<number>;
  job_id: number;
  changed_at: string;
  change: 'opened' | 'closed' | 'foreman' | 'crewJoined' | 'crewLeft';
  employee_id: number | null;
}

/** The last number handed out per job-number prefix (e.g. 'ER-2026-'). */
export interface JobNumberCountersTable {
  prefix: string;
  last_value: number;
}

export interface JobsTables {
  jobs: JobsTable;
  job_crew: JobCrewTable;
  job_history: JobHistoryTable;
  job_number_counters: JobNumberCountersTable;
}
