// OFFICE-9: a job's folders as the office sets them up and tracks them: the crew folder and each
// named folder inside it, with whether it exists on the drive yet.
import { z } from 'zod';

export const OfficeJobFolder = z.object({
  name: z.string(),
  /** Its folder on the drive; null for a name recorded before the drive existed (not made yet). */
  driveFolderID: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficeJobFolder = z.infer<typeof OfficeJobFolder>;

export const OfficeJobFolders = z.object({
  jobID: z.number().int(),
  /** The job's crew folder on the drive (named after the job); null until its first folder. */
  crewFolderID: z.string().nullable(),
  folders: z.array(OfficeJobFolder),
});
export type OfficeJobFolders = z.infer<typeof OfficeJobFolders>;

/** The names the field's add-folders takes, the same limits. */
export const OfficeJobFolderNames = z.object({
  names: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
});
export type OfficeJobFolderNames = z.infer<typeof OfficeJobFolderNames>;
