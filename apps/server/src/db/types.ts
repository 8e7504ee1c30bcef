// Row types of every table. Timestamps are ISO-8601 text and booleans 0/1 integers so the same
// rows and queries work on SQLite and PostgreSQL (SRV-3).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { UserData } from '@fieldops/contract';
import type { TimesheetConfirmationsTable, TimesheetRuleSetsTable } from './timesheet-rules-tables.js';
import type {
  BackgroundJobsTable,
  BlobsTable,
  DriveFilesTable,
  DriveItemsTable,
  UploadAllowancesTable,
} from './shared-state-types.js';
import type { OidcKeysTable, OidcModelsTable, RateLimitWindowsTable } from './provider-state-types.js';

export type Role = UserData['role'];

export interface EmployeesTable {
  employee_id: Generated<number>;
  full_name: string;
  email: string;
  role: Role;
  /** TSX-5: trade and class (crew roster); null until set. */
  trade: ColumnType<string | null, string | null | undefined, string | null>;
  worker_class: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  employee_id: number;
  name: string;
  role: Role;
  active: number;
  /** OPS-6: the provider's `sub`, learnt at the first sign-in; null until then. */
  subject: string | null;
}

/** OPS-6: an id token that opened a session (its SHA-256), kept until the token expires. */
export interface SpentIdTokensTable {
  token_hash: string;
  expires_at: string;
}

export interface SessionsTable {
  session_id: Generated<number>;
  /** SHA-256 (hex) of the session id the client holds; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  device_id: number | null;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface DevicesTable {
  device_id: Generated<number>;
  user_id: number;
  serial: string;
  model: string;
  platform: string;
  uuid: string;
  os_version: string;
  manufacturer: string;
  is_virtual: number;
  app_version: string;
  last_seen_at: string;
}

export interface IdempotencyRecordsTable {
  record_id: Generated<number>;
  user_id: number;
  idem_key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number;
  /** The answer body as JSON text, replayed verbatim. */
  answer: string;
  created_at: string;
}

export interface MenuItemsTable {
  menu_item_id: Generated<number>;
  title: string;
  url: string;
  icon: string;
  sort_order: number;
}

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

export interface SitesTable {
  site_id: Generated<number>;
  job_id: number;
  location_number: string;
  address1: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  status: 'Active';
}

export interface NotesTable {
  note_id: Generated<number>;
  job_id: number;
  note_type: string;
  text: string;
  created_at: string;
  created_by_user_id: number;
}

export interface OptionListsTable {
  option_id: Generated<number>;
  list_name: string;
  value: string;
  label: string;
  /** UX-1: the Spanish label, NULL when the office gave none. */
  label_es: string | null;
  sort_order: number;
}

export interface EventTypesTable {
  event_type_id: Generated<number>;
  name: string;
  /** UX-1: the name in Spanish, when the office gave one. */
  label_es: string | null;
  sort_order: number;
}

export interface JobEventsTable {
  event_id: Generated<number>;
  job_id: number;
  event_type: string;
  /** As sent (a day or a moment with its offset). */
  start_date_column: string;
  end_date_column: string;
  /** The days (YYYY-MM-DD) the event covers, for calendar ranges. */
  start_day: string;
  end_day: string;
  created_at: string;
  created_by_user_id: number;
}

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

/** The last number handed out per job-number prefix (e.g. 'ER-2026-'). */
export interface JobNumberCountersTable {
  prefix: string;
  last_value: number;
}

/** REPORT-1: `definition` is a ReportTemplateDefinition as JSON text. */
export interface ReportTemplatesTable {
  report_template_id: Generated<number>;
  report_template_name: string;
  report_name: string;
  definition: string;
  version: number;
  updated_at: string;
}

/** REPORT-2: one report per device-made reference_code on a job (TRUST-10); a resend by its creator replaces it. */
export interface ReportsTable {
  report_id: Generated<number>;
  reference_code: string;
  job_id: number;
  location_number: string;
  report_template_id: number;
  template_version: number;
  values_json: string;
  filled_on: string;
  filled_by: string;
  created_by_user_id: number;
  saved_at: string;
  revision: number;
  /** UX-1: 'en' | 'es', the language the report was filled in; NULL for reports saved before. */
  language: string | null;
}

/** REPORT-6: a stored (re-encoded JPEG) image; the bytes live in the blob store under blob_key. */
export interface ImagesTable {
  image_id: Generated<number>;
  reference_code: string;
  job_id: number;
  location_number: string;
  report_code: string | null;
  file_name: string | null;
  blob_key: string;
  width: number;
  height: number;
  bytes: number;
  created_by_user_id: number;
  created_at: string;
  /** FIELD-8: as the device sent them (ISO with its offset; degrees); null when it sent none. */
  taken_at: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** TS-1: one per foreman and day; times are 'HH:MM' on timesheet_date (see contract timesheets/clock.ts). */
export interface TimesheetsTable {
  timesheet_id: Generated<number>;
  foreman_employee_id: number;
  timesheet_date: string;
  shift_start: string;
  shift_end: string;
  status: 'draft' | 'confirmed';
  explanation: string | null;
  created_by_user_id: number;
  updated_at: string;
  /** TSX-2: the IANA zone the day was worked in; null (days from before): the company's. */
  time_zone: string | null;
  /** TSX-1: 1 when created, +1 per stored change; a save names the version it was based on. */
  version: Generated<number>;
  /** TSX-1: who stored the last change (null: created and never changed since, or from before). */
  updated_by_user_id: number | null;
}

export interface TimesheetJobsTable {
  timesheet_job_id: Generated<number>;
  timesheet_id: number;
  job_id: number;
  position: number;
  start_time: string;
  end_time: string;
}

export interface TimesheetCrewTable {
  timesheet_crew_id: Generated<number>;
  timesheet_job_id: number;
  timesheet_id: number;
  employee_id: number;
  position: number;
  start_time: string;
  end_time: string;
  lunch_taken: number;
  ignore_dayoff: number;
  explanation: string | null;
}

export interface CrewDaysOffTable {
  employee_id: number;
  day: string;
  reason: string;
}

export interface UserTimesheetDefaultsTable {
  user_id: number;
  shift_start: string;
  shift_end: string;
  lunch_taken: number;
  ignore_dayoff: number;
  updated_at: string;
}

/** TS-5: a job's subsistence flag and distance from the yard (km). */
export interface JobSubsistenceTable {
  job_id: number;
  subsistence_job: number;
  distance_km: number | null;
}

/** MISC-2: a vehicle (`vehicles`, code `unit_number`) or an asset (`tracked_assets`, code `asset_tag`). */
interface FleetColumns {
  name: string;
  /** What it is: 'Bucket truck', 'Generator'. */
  kind_type: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  last_seen_at: string | null;
  assigned_to: string | null;
}

export interface VehiclesTable extends FleetColumns {
  vehicle_id: Generated<number>;
  unit_number: string;
}

export interface TrackedAssetsTable extends FleetColumns {
  asset_id: Generated<number>;
  asset_tag: string;
}

/** MISC-4: every message given to the logger, whatever became of it (and the rate limit's count). */
export interface ChatMessagesTable {
  message_id: Generated<number>;
  user_id: number;
  chat_service: string;
  /** The block message as JSON text. */
  blocks: string;
  /** pending: forwarding after the answer; sent; failed (webhook refused or timed out); stored: no webhook. */
  delivery: 'pending' | 'sent' | 'failed' | 'stored';
  created_at: string;
  /** OPS-2: forwarding attempts so far, and when the retry loop may try again (null: never). */
  attempts: Generated<number>;
  next_attempt_at: string | null;
}

/** FIELD-3: a resumable (tus) upload in progress; its bytes are the rows of upload_chunks. */
export interface UploadsTable {
  /** A random UUID: the id in the upload's URL, unguessable. */
  upload_id: string;
  user_id: number;
  purpose: 'image' | 'folder';
  /** The job (purpose image) or drive folder (purpose folder) checked at creation. */
  job_id: number | null;
  folder_id: string | null;
  file_type: string;
  file_name: string | null;
  upload_length: number;
  upload_offset: number;
  /** The Upload-Metadata header as received, answered again by HEAD. */
  metadata: string;
  created_at: string;
  /** The last chunk's time; housekeeping purges uploads untouched for UPLOAD_RETENTION_HOURS. */
  updated_at: string;
}

/** FIELD-3: one acknowledged PATCH body; an upload's bytes are its chunks in offset order. */
export interface UploadChunksTable {
  upload_id: string;
  chunk_offset: number;
  bytes: Uint8Array;
}

export interface Database {
  employees: EmployeesTable;
  users: UsersTable;
  sessions: SessionsTable;
  spent_id_tokens: SpentIdTokensTable;
  devices: DevicesTable;
  idempotency_records: IdempotencyRecordsTable;
  menu_items: MenuItemsTable;
  jobs: JobsTable;
  job_crew: JobCrewTable;
  job_history: JobHistoryTable;
  sites: SitesTable;
  notes: NotesTable;
  option_lists: OptionListsTable;
  event_types: EventTypesTable;
  job_events: JobEventsTable;
  job_folders: JobFoldersTable;
  drive_folders: DriveFoldersTable;
  tracked_folders: TrackedFoldersTable;
  job_number_counters: JobNumberCountersTable;
  report_templates: ReportTemplatesTable;
  reports: ReportsTable;
  images: ImagesTable;
  timesheets: TimesheetsTable;
  timesheet_jobs: TimesheetJobsTable;
  timesheet_crew: TimesheetCrewTable;
  crew_days_off: CrewDaysOffTable;
  user_timesheet_defaults: UserTimesheetDefaultsTable;
  job_subsistence: JobSubsistenceTable;
  timesheet_rule_sets: TimesheetRuleSetsTable;
  timesheet_confirmations: TimesheetConfirmationsTable;
  vehicles: VehiclesTable;
  tracked_assets: TrackedAssetsTable;
  chat_messages: ChatMessagesTable;
  uploads: UploadsTable;
  upload_chunks: UploadChunksTable;
  blobs: BlobsTable;
  drive_items: DriveItemsTable;
  drive_files: DriveFilesTable;
  background_jobs: BackgroundJobsTable;
  upload_allowances: UploadAllowancesTable;
  oidc_models: OidcModelsTable;
  oidc_keys: OidcKeysTable;
  rate_limit_windows: RateLimitWindowsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewDevice = Insertable<DevicesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type SiteRow = Selectable<SitesTable>;
export type ReportTemplateRow = Selectable<ReportTemplatesTable>;
export type ReportRow = Selectable<ReportsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type UploadRow = Selectable<UploadsTable>;

export type SqlDialect = 'sqlite' | 'postgres';
