// OFFICE-9: a job's photos for the office's timeline and map, from the images' stored metadata
// (FIELD-8: the device's time with its offset, and its position). A position outside the globe or
// half missing is shown as none, so one bad row never makes the list a 500.
import { callPath, calls, type OfficeJobPhoto, type OfficeJobPhotos } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, ImageRow } from '../../db/types.js';
import { imagesOfJob } from '../images/service.js';
import { officeJob } from './service.js';

const DATE = /^\d{4}-\d{2}-\d{2}/;

function coordinate(value: number | null, limit: number): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function photoOf(row: ImageRow): OfficeJobPhoto {
  const latitude = coordinate(row.latitude, 90);
  const longitude = coordinate(row.longitude, 180);
  const placed = latitude !== null && longitude !== null;
  const takenAt = row.taken_at !== null && DATE.test(row.taken_at) ? row.taken_at : null;
  return {
    referenceCode: row.reference_code,
    locationNumber: row.location_number,
    reportCode: row.report_code,
    takenAt,
    storedAt: row.created_at,
    // The device's date where it was taken, not the office's: a crew's evening photo stays that day.
    day: (takenAt ?? row.created_at).slice(0, 10),
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    width: row.width,
    height: row.height,
    url: callPath(calls.officeJobPhoto.path, { id: row.job_id, ref: row.reference_code }),
  };
}

/** The moment a photo was taken (or stored), for the timeline's order across offsets. */
const momentOf = (photo: OfficeJobPhoto) => Date.parse(photo.takenAt ?? photo.storedAt);

export async function officeJobPhotos(db: Kysely<Database>, jobID: number): Promise<OfficeJobPhotos> {
  await officeJob(db, jobID); // 404 for a job that does not exist
  const rows = await imagesOfJob(db, jobID, {});
  const photos = rows
    .map(photoOf)
    .sort((a, b) => momentOf(a) - momentOf(b) || a.referenceCode.localeCompare(b.referenceCode));
  return { jobID, photos };
}
