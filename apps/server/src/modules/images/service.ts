// REPORT-6: storing, serving, listing and deleting images. Order of checks on upload: schema
// (400), job reachable (404), location (404), reference already used where the sender can see it
// (answer it, or 409; TRUST-10: a code is unique within its job), then
// the bytes (415/400/413), so a foreign job never learns anything about its images, and a retried
// upload is answered without decoding the image again.
import {
  ERROR_CODES,
  locationOrDefault,
  type CallAnswer,
  type ImageMeta,
  type ImageUpload,
  type UserData,
} from '@fieldops/contract';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { newBlobKey, type BlobStore } from '../../adapters/blobs/blob-store.js';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  findReachableJob,
  findWorkableJob,
  forgetCoverPhoto,
  jobIDsReachedBy,
  touchJob,
  type JobReader,
} from '../jobs/service.js';
import { requireSite } from '../sites/service.js';
import { consumeUpload } from '../uploads/service.js';
import { checkImageBytes } from './image-data.js';
import { imageDataOf } from './uploaded-image.js';
import {
  MEDIA_TYPES,
  normalizeImage,
  printRenditionKey,
  renderImage,
  type RenderFormat,
} from './image-processing.js';
import { toImageMeta, toImageMetas } from './image-meta.js';
import {
  deleteImageRow,
  imageByReference,
  imageOnJobs,
  imagesOfJob,
  imagesOfJobs,
  insertImage,
} from './repository.js';

/** For other modules: a job's photo references (its folder), and any photo by reference (PDFs). */
export { imageByReference, imageRefsOfJobs, imagesOfJob } from './repository.js';
export { imageUploadMaxBytes } from './uploaded-image.js';

/** Runs after the request's transaction settled; `succeeded` says whether it committed. */
export type AfterAnswer = (run: (succeeded: boolean) => Promise<void>) => void;

export interface ImageDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  later: AfterAnswer;
}

export const IMAGE_NOT_FOUND = 'No such image, or it is not yours';
/** Stored images never change under their reference; a day of browser caching is safe. */
export const IMAGE_CACHE_CONTROL = 'private, max-age=86400';

export async function uploadImage(
  { db, blobs, later }: ImageDeps,
  user: UserData,
  upload: ImageUpload,
  maxPixels: number,
): Promise<ImageMeta> {
  // TSX-3: a photo taken while the job was open and the user's is kept after it closes.
  const job = await findWorkableJob(db, user, upload.jobID, 'photo', upload.takenAt);
  const site = await requireSite(db, job, String(upload.locationNumber));
  // TRUST-10: a code counts as used only where the sender can see it (this job, or a job they
  // reach); one used on a job they cannot reach is free, so the answer never reveals that record.
  const existing =
    (await imageByReference(db, job.job_id, upload.referenceCode)) ??
    (await imageOnJobs(db, jobIDsReachedBy(db, user), upload.referenceCode));
  if (existing) {
    // A retried upload whose answer was lost: the first one stands (images never change).
    const same =
      existing.job_id === job.job_id &&
      existing.location_number === site.location_number &&
      existing.created_by_user_id === user.userID;
    if (same) return toImageMeta(db, existing);
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The referenceCode ${upload.referenceCode} is already used by another image`,
    );
  }
  const { claimed, bytes, uploadID } = await imageDataOf(db, user.userID, upload, job.job_id, blobs);
  checkImageBytes(bytes, claimed);
  const image = await normalizeImage(bytes, maxPixels);
  const key = newBlobKey('images', 'jpg');
  await blobs.put(key, image.jpeg);
  // If the transaction does not commit, the row is gone and so must the bytes be.
  later(async (succeeded) => (succeeded ? undefined : blobs.delete(key)));
  const now = isoNow();
  const stored = await insertImage(db, {
    reference_code: upload.referenceCode,
    job_id: job.job_id,
    location_number: site.location_number,
    report_code: upload.reportCode ?? null,
    file_name: upload.fileName?.trim() || null,
    blob_key: key,
    width: image.width,
    height: image.height,
    bytes: image.jpeg.length,
    created_by_user_id: user.userID,
    created_at: now,
    // FIELD-8: the device's capture, never the upload time: a photo taken offline keeps its day.
    taken_at: upload.takenAt ?? null,
    latitude: upload.latitude ?? null,
    longitude: upload.longitude ?? null,
  });
  // The job's imageRefs change: devices holding it fetch it with the next delta (SYNC-1).
  await touchJob(db, job.job_id, now);
  // FIELD-3: the upload's chunks go in the same transaction as the image's row.
  if (uploadID) await consumeUpload(db, uploadID, { blobs, later });
  return toImageMeta(db, stored);
}

export interface RenderedImage {
  mediaType: string;
  etag: string;
  bytes: () => Promise<Uint8Array | Readable>;
}

/** The stored image as asked (same bytes when jpeg at full size); 404 when not reachable. */
export async function imageForReader(
  db: Kysely<Database>,
  blobs: BlobStore,
  reader: JobReader,
  referenceCode: string,
  options: { format?: RenderFormat; width?: number },
): Promise<RenderedImage> {
  const row = await imageOnJobs(db, jobIDsReachedBy(db, reader), referenceCode);
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  const format = options.format ?? 'jpeg';
  const width = options.width && options.width < row.width ? options.width : undefined;
  const etag = `"${createHash('sha256')
    .update(`${row.blob_key}|${format}|${width ?? ''}`)
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    mediaType: MEDIA_TYPES[format],
    etag,
    bytes: async () => {
      // SCALE-4: the photo as stored streams from the blob store; a rendition needs it whole.
      const stored =
        format === 'jpeg' && width === undefined
          ? await blobs.getStream(row.blob_key)
          : await blobs.get(row.blob_key).then((bytes) => bytes && renderImage(bytes, { format, width }));
      if (!stored) throw notFound(IMAGE_NOT_FOUND);
      return stored;
    },
  };
}

export async function listImages(
  db: Kysely<Database>,
  reader: JobReader,
  query: { jobID: number; locationNumber?: string; reportCode?: string },
): Promise<ImageMeta[]> {
  await findReachableJob(db, reader, query.jobID);
  const rows = await imagesOfJob(db, query.jobID, {
    locationNumber: query.locationNumber ? locationOrDefault(query.locationNumber) : undefined,
    reportCode: query.reportCode,
  });
  return toImageMetas(db, rows);
}

/**
 * Deletes the image if it is there, on that job, location (and report, when given). Deleting
 * what is not there is a success (`deleted: false`), so a replayed delete is harmless. The bytes
 * (and their print rendition) go once the row's removal has committed. Anyone who reaches the
 * job may delete its photos.
 */
export async function deleteImage(
  { db, blobs, later }: ImageDeps,
  reader: JobReader,
  query: { referenceCode: string; JobID: number; locationNumber: string; reportCode?: string },
): Promise<CallAnswer<'deleteImage'>> {
  const job = await findReachableJob(db, reader, query.JobID);
  const row = await imageByReference(db, job.job_id, query.referenceCode);
  const matches =
    row &&
    row.location_number === locationOrDefault(query.locationNumber) &&
    (query.reportCode === undefined || row.report_code === query.reportCode);
  if (!row || !matches) return { ok: true, deleted: false };
  await deleteImageRow(db, row.image_id);
  await forgetCoverPhoto(db, job, row.reference_code);
  await touchJob(db, job.job_id);
  later(async (succeeded) => {
    if (!succeeded) return;
    // The original first: a PDF making the rendition right now checks for it afterwards.
    await blobs.delete(row.blob_key);
    await blobs.delete(printRenditionKey(row.blob_key));
  });
  return { ok: true, deleted: true };
}

/** OFF-2: the images of these jobs (the caller checked they are reachable), newest first. */
export async function imageMetasOfJobs(
  db: Kysely<Database>,
  jobIDs: readonly number[],
): Promise<ImageMeta[]> {
  return toImageMetas(db, await imagesOfJobs(db, jobIDs));
}
