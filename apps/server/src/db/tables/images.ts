// Stored images (module images).
import type { Generated } from 'kysely';

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

export interface ImagesTables {
  images: ImagesTable;
}
