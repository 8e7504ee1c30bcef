// FILES-4: the cloud drive behind the drive calls (ARCHITECTURE: adapters for the outside world).
// A local folder under DATA_DIR by default; Google Drive when DRIVE=google; the database and the
// blob store when DRIVE=shared (OPS-2). Ids are the drive's own
// opaque ids: the server never turns request text into a path or a query of the drive.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface DriveFolderInfo {
  id: string;
  name: string;
  /** The folder it sits in; null for a folder at the drive's root. */
  parentID: string | null;
}

export interface DriveFileInfo {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /** ISO time of the last change: a new value means new bytes. */
  modifiedDate: string;
  parentID: string;
  /** A strong validator of this version of the bytes. */
  etag: string;
}

export interface DriveListing {
  folder: DriveFolderInfo;
  files: DriveFileInfo[];
  folders: DriveFolderInfo[];
}

export interface DriveAdapter {
  readonly kind: 'local' | 'google' | 'shared';
  /** The folder, or null when the drive has no folder of that id. */
  folder(id: string): Promise<DriveFolderInfo | null>;
  /** The folder's files and subfolders (not recursive), or null when there is no such folder. */
  list(id: string): Promise<DriveListing | null>;
  /** A file's metadata, or null when there is no such file. */
  file(id: string): Promise<DriveFileInfo | null>;
  /** A file's bytes, or null when there is no such file (any more). */
  read(id: string): Promise<Uint8Array | null>;
  /** SCALE-4: the bytes as a stream, where the drive can give one (the shared drive's blob store). */
  readStream?(id: string): Promise<Readable | null>;
  /** A new folder; parentID null puts it at the drive's root (the job folders' root on Google). */
  createFolder(parentID: string | null, name: string): Promise<DriveFolderInfo>;
  uploadFile(parentID: string, name: string, mimeType: string, bytes: Uint8Array): Promise<DriveFileInfo>;
}

/** 16 random bytes as base64url: 22 characters, far above the 10-character minimum (SYNC-9). */
export function newDriveID(): string {
  return randomBytes(16).toString('base64url');
}

const ID_SHAPE = /^[A-Za-z0-9_-]{10,200}$/;

/** True for an id of the drive's shape; anything else is not looked up at all. */
export const isDriveID = (id: string): boolean => ID_SHAPE.test(id);

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  dwg: 'image/vnd.dwg',
};

/** The media type the local drive gives a file, by its extension (files have no other label there). */
export function mimeTypeOfName(name: string): string {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

export const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
