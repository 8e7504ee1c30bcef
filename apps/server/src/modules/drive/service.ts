// FILES-1..3: a folder's listing, a file's bytes and an upload, each only after authorizeFolder.
import {
  CLOUD_DRIVE_NAME,
  isDownloadableType,
  type CallAnswer,
  type DriveFileMeta,
  type FolderUpload,
} from '@fieldops/contract';
import { ERROR_CODES } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { DriveAdapter, DriveFileInfo } from '../../adapters/drive/drive-adapter.js';
import type { Database } from '../../db/types.js';
import type { BinaryAnswer } from '../../http/contract-route.js';
import { HttpError, notFound } from '../../http/errors.js';
import { authorizeFolder, type FolderReader } from './access.js';
import { consumeUpload, finishedUpload } from '../uploads/service.js';
import { checkUploadBytes, decodeUpload, uploadedFileBytes } from './upload-bytes.js';

/** The folder procedures (FILES-1, SYNC-5), and the job folders add-folders asks for (JOB-4). */
export { deviceFolders, trackedFolders, trackFolder, untrackFolder } from './folders.js';
export { ensureCrewFolder, jobFolderRecords, recordJobFolders } from './job-folders.js';
/** Who reaches a folder: resumable uploads check it before storing any byte (FIELD-3). */
export { authorizeFolder, FOLDER_NOT_FOUND } from './access.js';

export interface DriveDeps {
  db: Kysely<Database>;
  drive: DriveAdapter;
}

/** FIELD-3, SCALE-4: what a folder upload from a resumable upload also needs (its chunks' store). */
export interface FolderUploadDeps extends DriveDeps {
  blobs: BlobStore;
  later: (run: (succeeded: boolean) => Promise<void>) => void;
}

export const FILE_NOT_FOUND = 'No such file, or it is not yours';
/** Devices revalidate every time (ETag): a file changed on the drive must not be served stale. */
export const DRIVE_FILE_CACHE_CONTROL = 'private, no-cache';

/** The {cloud-drive} segment: one drive per server; any other name is a route that does not exist. */
export function checkDriveName(name: string): void {
  if (name !== CLOUD_DRIVE_NAME) throw notFound(`Unknown cloud drive "${name.slice(0, 50)}"`);
}

const toMeta = (file: DriveFileInfo): DriveFileMeta => ({
  id: file.id,
  name: file.name,
  mimeType: file.mimeType,
  size: file.size,
  modifiedDate: file.modifiedDate,
  parentFolderID: file.parentID,
});

export async function folderListing(
  { db, drive }: DriveDeps,
  reader: FolderReader,
  folderID: string,
): Promise<CallAnswer<'driveFolder'>> {
  const record = await authorizeFolder(db, drive, reader, folderID);
  const listing = await drive.list(folderID);
  if (!listing) throw notFound('The folder is no longer on the drive');
  return {
    folderID,
    name: listing.folder.name,
    jobID: record.job_id,
    files: listing.files.map(toMeta),
    folders: listing.folders.map((f) => ({ folderID: f.id, name: f.name })),
  };
}

/** SYNC-8: only pdf, text, jpeg and png are served; other files stay on the drive (415). */
export async function fileForReader(
  { db, drive }: DriveDeps,
  reader: FolderReader,
  fileID: string,
): Promise<BinaryAnswer> {
  const file = await drive.file(fileID);
  if (!file) throw notFound(FILE_NOT_FOUND);
  await authorizeFolder(db, drive, reader, file.parentID).catch(() => {
    throw notFound(FILE_NOT_FOUND);
  });
  if (!isDownloadableType(file.mimeType)) {
    throw new HttpError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Only pdf, text, jpeg and png files are downloaded',
      {
        mimeType: file.mimeType,
      },
    );
  }
  return {
    mediaType: file.mimeType.split(';')[0]!.trim().toLowerCase(),
    etag: file.etag,
    cacheControl: DRIVE_FILE_CACHE_CONTROL,
    // The name is the drive's; encoded so no character of it can shape the header.
    contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    bytes: async () => {
      // SCALE-4: streamed where the drive's bytes are in the blob store, not held whole.
      const bytes = drive.readStream ? await drive.readStream(fileID) : await drive.read(fileID);
      if (!bytes) throw notFound(FILE_NOT_FOUND);
      return bytes;
    },
  };
}

/** FILES-3: checked before anything is written: size (413), base64 (400), bytes vs type (415). */
export async function uploadToFolder(
  { db, drive, blobs, later }: FolderUploadDeps,
  reader: FolderReader,
  parentID: string,
  upload: FolderUpload,
): Promise<DriveFileMeta> {
  await authorizeFolder(db, drive, reader, parentID);
  if (upload.upload === undefined) {
    const bytes = decodeUpload(upload);
    checkUploadBytes(upload.mimeType, bytes);
    return toMeta(await drive.uploadFile(parentID, upload.name, upload.mimeType, bytes));
  }
  // FIELD-3: the bytes of a finished resumable upload made for this folder, then the upload goes
  // in the request's transaction (the drive itself is outside any transaction, as for base64).
  const finished = await finishedUpload(
    db,
    reader.userID,
    upload.upload,
    { purpose: 'folder', folderID: parentID },
    blobs,
  );
  const bytes = uploadedFileBytes(upload, finished);
  checkUploadBytes(upload.mimeType, bytes);
  const stored = toMeta(await drive.uploadFile(parentID, upload.name, upload.mimeType, bytes));
  await consumeUpload(db, finished.uploadID, { blobs, later });
  return stored;
}
