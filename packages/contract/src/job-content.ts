// OFF-2: what a device keeps of a job beyond its folder: every saved report (values, who, when)
// and the metadata of every photo, so the reports list and the gallery work with no network. The
// device asks for the jobs the job delta changed (a report save, an upload or a delete moves the
// job), so this rides on the job delta instead of keeping a second cursor.
import { z } from 'zod';
import { JOB_BULK_LOAD_MAX } from './jobs.js';
import { ImageMeta, SavedReport } from './reports.js';

/** The width of the photo copies a device keeps (GET /api/Image/{ref}?width=). */
export const PHOTO_COPY_WIDTH = 320;

export const JobContent = z.object({
  jobID: z.number().int(),
  /** Every saved report of the job, oldest first. */
  reports: z.array(SavedReport),
  /** Every stored photo of the job, newest first (as /api/images/byref). */
  images: z.array(ImageMeta),
});
export type JobContent = z.infer<typeof JobContent>;

export const JobContentBody = z.object({
  jobs: z.array(z.number().int().positive().max(2_147_483_647)).max(JOB_BULK_LOAD_MAX),
});
