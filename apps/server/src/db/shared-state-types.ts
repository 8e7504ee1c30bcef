// OPS-2: the tables of shared-state-migration.ts (what every server instance must agree on).
import type { ColumnType } from 'kysely';

/** BLOB_STORE=database: image bytes and renditions by their server-made key. */
export interface BlobsTable {
  blob_key: string;
  bytes: Uint8Array;
  created_at: string;
}

/** The local drive's index: a random id for each place under DATA_DIR/drive. */
export interface DriveItemsTable {
  item_id: string;
  kind: 'folder' | 'file';
  /** Relative to the drive's root, '/'-separated; one id per place. */
  rel: string;
  name: string;
  parent_id: string | null;
  created_at: string;
}

/** One row per background job: who holds it (until when) and when it is due next. */
export interface BackgroundJobsTable {
  job_name: string;
  lease_holder: string | null;
  lease_expires_at: string;
  next_run_at: string;
  last_run_at: string | null;
}

/** PostgreSQL answers bigint as text; SQLite as a number. */
type Count = ColumnType<string | number, number, number>;

/** The cost-aware upload limit: what one session spent in its current minute. */
export interface UploadAllowancesTable {
  session_id: number;
  window_start: string;
  bytes: Count;
  pixels: Count;
}

/** DRIVE=shared: a file of the drive (its place is in drive_items; its bytes in the blob store). */
export interface DriveFilesTable {
  item_id: string;
  blob_key: string;
  mime_type: string;
  size: number;
  modified_at: string;
}

/** The tables above as they sit in Database (db/types.ts); upload_allowances is listed by tables/uploads.ts. */
export interface SharedStateTables {
  blobs: BlobsTable;
  drive_items: DriveItemsTable;
  drive_files: DriveFilesTable;
  background_jobs: BackgroundJobsTable;
}
