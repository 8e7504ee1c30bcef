// The blob store of the configuration (OPS-2): a local folder under DATA_DIR by default (one
// machine), or the database's `blobs` table with BLOB_STORE=database, which every instance shares.
// An S3-compatible object store would be a third implementation of the same three calls
// (docs/operations.md); it is not built here because it needs a client package we do not ship.
// The database store needs PostgreSQL: on SQLite a blob is written inside the request's
// transaction, which holds SQLite's one connection, and SQLite is one machine's anyway.
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';

export type BlobStoreKind = 'local' | 'database';

export function blobStoreFor(
  config: Pick<AppConfig, 'dataDir'> & { blobStore?: BlobStoreKind },
  database?: Pick<DatabaseHandle, 'db' | 'dialect'>,
): BlobStore {
  if (config.blobStore === 'database') {
    if (database?.dialect !== 'postgres') {
      throw new Error('BLOB_STORE=database needs PostgreSQL (DATABASE_URL)');
    }
    return databaseBlobStore(database.db);
  }
  return localFolderBlobStore(path.join(config.dataDir, 'blobs'));
}
