// The blob store of the configuration (OPS-2): a local folder under DATA_DIR by default (one
// machine), the database's `blobs` table with BLOB_STORE=database, which every instance shares,
// or (SCALE-4) an S3-compatible object store with BLOB_STORE=s3, shared without growing the
// database, its WAL or its backups.
// The database store needs PostgreSQL: on SQLite a blob is written inside the request's
// transaction, which holds SQLite's one connection, and SQLite is one machine's anyway.
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';
import { s3BlobStore, s3ClientFor } from './s3.js';

export type BlobStoreKind = AppConfig['blobStore'];

export function blobStoreFor(
  config: Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 'blobStore' | 'objectStore'>>,
  database?: Pick<DatabaseHandle, 'db' | 'dialect'>,
): BlobStore {
  if (config.blobStore === 'database') {
    if (database?.dialect !== 'postgres') {
      throw new Error('BLOB_STORE=database needs PostgreSQL (DATABASE_URL)');
    }
    return databaseBlobStore(database.db);
  }
  if (config.blobStore === 's3') {
    if (!config.objectStore) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
    return s3BlobStore(s3ClientFor(config.objectStore), config.objectStore.bucket);
  }
  return localFolderBlobStore(path.join(config.dataDir, 'blobs'));
}
