// Images (REPORT-6). Reads by reference go through the access rule (reachableJobs), so an image
// of a job the caller does not reach is the same 404 as no image at all.
import type { ImageMeta } from '@fieldops/contract';
import type { Insertable, Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, ImageRow, ImagesTable } from '../../db/types.js';
import { reachableJobs, type JobReader } from '../jobs/access.js';

const META_COLUMNS = [
  'images.reference_code as referenceCode',
  'images.job_id as jobID',
  'images.location_number as locationNumber',
  'images.report_code as reportCode',
  'images.file_name as fileName',
  'images.width',
  'images.height',
  'images.bytes',
  'images.created_at as createdDate',
  'users.name as createdBy',
] as const;

function metaQuery(db: Kysely<Database>) {
  return db
    .selectFrom('images')
    .innerJoin('users', 'users.user_id', 'images.created_by_user_id')
    .select(META_COLUMNS);
}

/** Any image with this reference, reachable or not: references are unique across the company. */
export function imageByReference(db: Kysely<Database>, referenceCode: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('reference_code', '=', referenceCode).executeTakeFirst();
}

export function reachableImage(db: Kysely<Database>, reader: JobReader, referenceCode: string) {
  return reachableJobs(db, reader)
    .innerJoin('images', 'images.job_id', 'jobs.job_id')
    .selectAll('images')
    .where('images.reference_code', '=', referenceCode)
    .executeTakeFirst();
}

export function imageMeta(db: Kysely<Database>, imageID: number): Promise<ImageMeta> {
  return metaQuery(db).where('images.image_id', '=', imageID).executeTakeFirstOrThrow();
}

export function imagesOfJob(
  db: Kysely<Database>,
  jobID: number,
  filter: { locationNumber?: string; reportCode?: string },
): Promise<ImageMeta[]> {
  let query = metaQuery(db).where('images.job_id', '=', jobID);
  if (filter.locationNumber) query = query.where('images.location_number', '=', filter.locationNumber);
  if (filter.reportCode) query = query.where('images.report_code', '=', filter.reportCode);
  return query.orderBy('images.created_at', 'desc').orderBy('images.image_id', 'desc').execute();
}

export async function insertImage(db: Kysely<Database>, image: Insertable<ImagesTable>): Promise<number> {
  const { image_id } = await db
    .insertInto('images')
    .values(image)
    .returning('image_id')
    .executeTakeFirstOrThrow();
  return image_id;
}

export async function deleteImageRow(db: Kysely<Database>, imageID: number): Promise<void> {
  await db.deleteFrom('images').where('image_id', '=', imageID).execute();
}

export interface ImageRef {
  job_id: number;
  location_number: string;
  reference_code: string;
}

/** The image references of these jobs, oldest first (for JobFolder.imageRefs and Location.imageRefs). */
export async function imageRefsOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<ImageRef[]> {
  const rows: ImageRef[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('images')
        .select(['job_id', 'location_number', 'reference_code'])
        .where('job_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('image_id')
        .execute()),
    );
  }
  return rows;
}
