// The blob store of a fresh machine: files under DATA_DIR/blobs. Writes go to a temporary file
// and are renamed into place, so a crash never leaves half an image under a real key.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store.js';

export function localFolderBlobStore(root: string): BlobStore {
  // The key's shape (assertBlobKey) already rules out '..' and absolute paths; this is the
  // second lock on the same door.
  const fileOf = (key: string) => {
    const file = path.resolve(root, assertBlobKey(key));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('Blob key leaves the store');
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
