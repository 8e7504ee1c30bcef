// FIELD-3: a large upload's state lives on the device record that holds its bytes (a photo, a
// folder upload's `upload:{queueID}` file), so it survives a reload with them and goes with them.
// No schema change: two optional fields on records that are never looked up by them.
import { RESUMABLE_UPLOAD_MIN_BYTES } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import type { ResumableUploadFields } from '../db/report-types';
import { type ResumableUpload, sendResumable } from './resumable-upload';
import type { TusTransport } from './tus-transport';

/** Bodies at least this large go up in chunks; smaller ones keep the one base64 call. */
export const goesResumable = (blob: Blob): boolean => blob.size > RESUMABLE_UPLOAD_MIN_BYTES;

/** Which record holds the bytes: its table and key. */
export type UploadHolder = { table: 'photos'; key: string } | { table: 'files'; key: string };

/** What a test may change: the transport (a fake server) and the sizes. */
export type UploadTuning = Partial<Pick<ResumableUpload, 'transport' | 'stallMs' | 'chunkBytes'>>;

let tuning: UploadTuning = {};
/** Tests only: send through another transport or with other sizes. */
export function tuneUploads(next: UploadTuning): void {
  tuning = next;
}

export interface RecordUpload {
  holder: UploadHolder;
  record: ResumableUploadFields & { blob: Blob };
  metadata: ResumableUpload['metadata'];
  signal: AbortSignal;
  database: FieldOpsDatabase;
  transport?: TusTransport;
}

/** Sends the record's bytes resumably, keeping URL and offset on it; answers the upload's id. */
export async function sendRecordUpload(upload: RecordUpload): Promise<string> {
  const { holder, record, database } = upload;
  return sendResumable({
    ...tuning,
    blob: record.blob,
    metadata: upload.metadata,
    saved: record.uploadUrl ? { uploadUrl: record.uploadUrl, uploadOffset: record.uploadOffset ?? 0 } : null,
    save: async (state) => {
      if (holder.table === 'photos') await database.photos.update(holder.key, { ...state });
      else await database.files.update(holder.key, { ...state });
    },
    signal: upload.signal,
    ...(upload.transport ? { transport: upload.transport } : {}),
  });
}

/** How far a record's upload is, 0..1, or null when none is under way. */
export function uploadFraction(record: (ResumableUploadFields & { blob?: Blob }) | undefined): number | null {
  if (!record?.uploadUrl || !record.blob || record.blob.size === 0) return null;
  return Math.min(1, (record.uploadOffset ?? 0) / record.blob.size);
}
