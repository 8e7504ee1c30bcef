// Issue 6 (FILES-1..4, SYNC-5..9): the cloud drive as the app sees it. Folder and file ids are the
// drive's own opaque ids (random base64url on the local drive, Google's ids on Google Drive): at
// least FOLDER_ID_MIN_LENGTH characters of [A-Za-z0-9_-], so an id can never spell a path.
import { z } from 'zod';
import { FOLDER_ID_MIN_LENGTH } from './constants.js';
import { DOWNLOADABLE_MIME_TYPES, FOLDER_UPLOAD_MAX_BYTES } from './rules/file-types.js';
import { checkOneByteSource, UploadID } from './uploads.js';

/** The {cloud-drive} segment of the drive calls; any other name answers 404. */
export const CLOUD_DRIVE_NAME = 'drive';

export const DriveItemID = z
  .string()
  .min(FOLDER_ID_MIN_LENGTH, `Ids have at least ${FOLDER_ID_MIN_LENGTH} characters`)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Ids are letters, digits, - and _ only');

export const DriveFileMeta = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  /** ISO time of the last change on the drive: a new value means new bytes (SYNC-7). */
  modifiedDate: z.string(),
  parentFolderID: z.string(),
});
export type DriveFileMeta = z.infer<typeof DriveFileMeta>;

export const DriveFolderListing = z.object({
  folderID: z.string(),
  name: z.string(),
  jobID: z.number().int().nullable(),
  files: z.array(DriveFileMeta),
  folders: z.array(z.object({ folderID: z.string(), name: z.string() })),
});
export type DriveFolderListing = z.infer<typeof DriveFolderListing>;

/** A folder the device keeps (GetDeviceFolders), or the user tracks (GetTrackedFolders). */
export const DeviceFolder = z.object({
  folderID: z.string(),
  name: z.string(),
  jobID: z.number().int().nullable(),
  jobNumber: z.string().nullable(),
  /** True when the user added it (file-sync); false for a folder of one of the user's jobs. */
  tracked: z.boolean(),
});
export type DeviceFolder = z.infer<typeof DeviceFolder>;

/** A file name as shown: no path separators or control characters, not '.' or '..'. */
export const DriveFileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // Control characters are the point of this check (they break headers and file names).
  // eslint-disable-next-line no-control-regex
  .regex(/^[^/\\\u0000-\u001f]+$/, 'A file name has no slashes or control characters')
  .refine((name) => name !== '.' && name !== '..', 'Not a file name');

/** Without refinements, so the app can `.omit` the bytes for what a queued task stores. */
export const FolderUpload = z.object({
  name: DriveFileName,
  mimeType: z.enum(DOWNLOADABLE_MIME_TYPES, { message: 'Upload a pdf, text, jpeg or png file' }),
  /** The bytes as base64 (a data-URL prefix is allowed); at most FOLDER_UPLOAD_MAX_BYTES. */
  base64: z
    .string()
    .min(1)
    .max(Math.ceil((FOLDER_UPLOAD_MAX_BYTES * 4) / 3) + 100, 'The file is too large')
    .optional(),
  /** FIELD-3: instead of base64, the id of a finished resumable upload (purpose folder, this folder). */
  upload: UploadID.optional(),
});
export type FolderUpload = z.infer<typeof FolderUpload>;

/** The body of the folder upload call: FolderUpload with exactly one of base64 and upload. */
export const FolderUploadBody = FolderUpload.superRefine(checkOneByteSource);
