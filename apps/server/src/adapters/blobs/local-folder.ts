// The blob store of a fresh machine: files under DATA_DIR/blobs. Writes go to a temporary file
// and are renamed into place, so a crash never leaves half an image under a real key.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobStore } from './blob-store.js';

export function localFolderBlobStore(root: string): BlobStore {
  // The key's shape (assertBlobKey) already rules out '..' and absolute paths; this is the
  // second lock on the same door.
  const fileOf = (key: string) => {
    const file = path.resolve(root, assertBlobKey(key));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('Blob key leaves the store');
    return file;
  };
  /** Writes through a temporary file renamed into place; a failed write removes it. */
  const writeThen = async (key: string, write: (temporary: string) => Promise<void>) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const missingIsNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    put: (key, bytes) => writeThen(key, (temporary) => writeFile(temporary, bytes, { mode: 0o600 })),
    putStream: (key, body: Readable) =>
      writeThen(key, (temporary) => pipeline(body, createWriteStream(temporary, { mode: 0o600 }))),
    get: (key) => missingIsNull(() => readFile(fileOf(key))),
    // Opened first so a missing file is null here, not an error in the middle of an answer.
    getStream: (key) =>
      missingIsNull(async () => {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      }),
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
