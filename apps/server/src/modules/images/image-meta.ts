// Stored image rows as the contract's ImageMeta. The uploader's name is the users table's, which
// the session module owns, so it is asked for the names of a whole batch at once.
import type { ImageMeta } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, ImageRow } from '../../db/types.js';
import { userNames } from '../session/service.js';

export async function toImageMetas(db: Kysely<Database>, rows: readonly ImageRow[]): Promise<ImageMeta[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.created_by_user_id),
  );
  return rows.map((r) => ({
    referenceCode: r.reference_code,
    jobID: r.job_id,
    locationNumber: r.location_number,
    reportCode: r.report_code,
    fileName: r.file_name,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    createdDate: r.created_at,
    createdBy: names.get(r.created_by_user_id) ?? '',
    takenAt: r.taken_at,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

export async function toImageMeta(db: Kysely<Database>, row: ImageRow): Promise<ImageMeta> {
  const [meta] = await toImageMetas(db, [row]);
  if (!meta) throw new Error(`Image ${row.image_id} could not be presented`);
  return meta;
}
