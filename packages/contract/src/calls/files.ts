// The drive: a folder's listing, a file's bytes and a file into a folder (FILES, SYNC-5..8).
import { z } from 'zod';
import { BinaryAnswer } from '../reports.js';
import { DriveFileMeta, DriveFolderListing, DriveItemID, FolderUploadBody } from '../drive.js';
import { DOWNLOADABLE_MIME_TYPES } from '../rules/file-types.js';
import type { CallDefinition } from './definition.js';

export const fileCalls = {
  /** FILES-1, SYNC-5: a reachable folder's files and subfolders ({drive} is CLOUD_DRIVE_NAME). */
  driveFolder: {
    method: 'GET',
    path: '/api/:drive/Folder/:id',
    params: z.object({ drive: z.string().max(50), id: DriveItemID }),
    answer: DriveFolderListing,
    auth: true,
  },
  /** SYNC-7/8: a file's bytes (only the downloadable types), with an ETag of its version. */
  driveFile: {
    method: 'GET',
    path: '/api/:drive/JobFolders/file/:id',
    params: z.object({ drive: z.string().max(50), id: DriveItemID }),
    answer: BinaryAnswer,
    answerMediaTypes: DOWNLOADABLE_MIME_TYPES,
    auth: true,
  },
  /** FILES-3: a file into a reachable folder; its bytes must be of the declared type. */
  uploadToFolder: {
    method: 'POST',
    path: '/api/filemanager/folder/:parent/base64',
    params: z.object({ parent: DriveItemID }),
    body: FolderUploadBody,
    answer: DriveFileMeta,
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;
