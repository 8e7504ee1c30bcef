// The blob store of the configuration: a local folder under DATA_DIR. An object store for several
// instances would be chosen here, behind the same BlobStore interface.
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { localFolderBlobStore } from './local-folder.js';

export function blobStoreFor(config: Pick<AppConfig, 'dataDir'>): BlobStore {
  return localFolderBlobStore(path.join(config.dataDir, 'blobs'));
}
