// Resumable uploads in progress (module uploads).
import type { UploadAllowancesTable } from '../shared-state-types.js';

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
  /** Empty when blob_key names the object that holds them (SCALE-4, BLOB_STORE=s3). */
  bytes: Uint8Array;
  blob_key: string | null;
}

export interface UploadsTables {
  uploads: UploadsTable;
  upload_chunks: UploadChunksTable;
  upload_allowances: UploadAllowancesTable;
}
