// OFFICE-9: a job's photos as the office sees them on a timeline and a map: when each was taken and
// where, as the device recorded them (FIELD-8), and the office call that answers its bytes.
import { z } from 'zod';

export const OfficeJobPhoto = z.object({
  referenceCode: z.string(),
  locationNumber: z.string(),
  /** The report the photo belongs to; null for a photo of the job not in a report. */
  reportCode: z.string().nullable(),
  /** When it was taken, with the device's offset; null when the device sent none. */
  takenAt: z.string().nullable(),
  /** When the server stored it (ISO, UTC). */
  storedAt: z.string(),
  /**
   * The day it belongs to on the timeline: the device's own date when it was taken (the start of
   * takenAt), else the day it was stored (UTC).
   */
  day: z.iso.date(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The office call for its bytes (the console adds the session). */
  url: z.string(),
});
export type OfficeJobPhoto = z.infer<typeof OfficeJobPhoto>;

export const OfficeJobPhotos = z.object({
  jobID: z.number().int(),
  /** Oldest first: the order of the timeline. */
  photos: z.array(OfficeJobPhoto),
});
export type OfficeJobPhotos = z.infer<typeof OfficeJobPhotos>;
