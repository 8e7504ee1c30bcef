// Picks the drive of the configuration (FILES-4): the local folder unless DRIVE=google, or
// DRIVE=shared (OPS-2: folders in the database, bytes in the blob store; PostgreSQL only). On
// PostgreSQL the local drive's index is the database's (OPS-2), so every instance gives a file the
// same id. On SQLite (one machine by nature) it stays the file DATA_DIR/drive/.index.json: drive
// calls run inside a request's transaction, which holds SQLite's one connection, so an index on
// that database could not be written until the request ended (docs/decisions.md).
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { DriveAdapter } from './drive-adapter.js';
import { databaseDriveIndex } from './drive-index-database.js';
import { googleDrive } from './google-drive.js';
import { localDrive } from './local-drive.js';
import { sharedDrive } from './shared-drive.js';
import type { BlobStore } from '../blobs/blob-store.js';

export function driveFor(
  config: AppConfig,
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  blobs: BlobStore,
): DriveAdapter {
  if (config.drive === 'shared') {
    if (database.dialect !== 'postgres') throw new Error('DRIVE=shared needs PostgreSQL (DATABASE_URL)');
    return sharedDrive(database.db, blobs);
  }
  if (config.drive === 'google') {
    if (!config.googleDriveCredentials || !config.googleDriveRootFolder) {
      throw new Error('DRIVE=google needs GOOGLE_DRIVE_CREDENTIALS and GOOGLE_DRIVE_ROOT_FOLDER');
    }
    return googleDrive({
      credentialsFile: config.googleDriveCredentials,
      rootFolderID: config.googleDriveRootFolder,
    });
  }
  const root = path.join(config.dataDir, 'drive');
  return database.dialect === 'postgres'
    ? localDrive(root, databaseDriveIndex(database.db, root))
    : localDrive(root);
}
