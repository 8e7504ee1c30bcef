// The images table (REPORT-6). Reads by reference for a reader go through the access rule (the
// jobs module's reachable ids), so an image of a job the caller does not reach is the same 404 as
// no image at all.
import type { Insertable, Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, ImageRow, ImagesTable } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

/** The image with this reference on this job: references are unique within a job (TRUST-10). */
export function imageByReference(
  db: Kysely<Database>,
  jobID: number,
  referenceCode: string,
): Promise<ImageRow | undefined> {
  return db
    .selectFrom('images')
    .selectAll()
    .where('job_id', '=', jobID)
    .where('reference_code', '=', referenceCode)
    .executeTakeFirst();
}

/**
 * The image with this reference if it is on one of `jobs` (the reader's reachable jobs). Two jobs
 * may hold one code (TRUST-10: a code is unique within its job); the first stored wins, so a later
 * upload under a code someone else already used never hides the original from its readers.
 */
export function imageOnJobs(
  db: Kysely<Database>,
  jobs: ReachableJobIDs,
  referenceCode: string,
): Promise<ImageRow | undefined> {
  return db
    .selectFrom('images')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .where('job_id', 'in', jobs)
    .orderBy('image_id')
    .executeTakeFirst();
}

export function imagesOfJob(
  db: Kysely<Database>,
  jobID: number,
  filter: { locationNumber?: string; reportCode?: string },
): Promise<ImageRow[]> {
  let query = db.selectFrom('images').selectAll().where('job_id', '=', jobID);
  if (filter.locationNumber) query = query.where('location_number', '=', filter.locationNumber);
  if (filter.reportCode) query = query.where('report_code', '=', filter.reportCode);
  return query.orderBy('created_at', 'desc').orderBy('image_id', 'desc').execute();
}

export function insertImage(db: Kysely<Database>, image: Insertable<ImagesTable>): Promise<ImageRow> {
  return db.insertInto('images').values(image).returningAll().executeTakeFirstOrThrow();
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

/** OFF-2: every image of these jobs, newest first (as imagesOfJob). */
export async function imagesOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<ImageRow[]> {
  const rows: ImageRow[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('images')
        .selectAll()
        .where('job_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('image_id', 'desc')
        .execute()),
    );
  }
  return rows;
}
