// SCALE-4: moving the blobs of BLOB_STORE=database or local into the bucket of BLOB_STORE=s3
// (move-blobs-cli.ts runs it). Each blob streams from its source through a SHA-256 into the
// bucket, never held whole; then every copy is read back from the bucket and hashed again, so a
// copy that differs from what was read is reported by key, not trusted. The source is left as it
// is: it is the way back until the servers run on the bucket.
import { createHash, type Hash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { assertBlobKey, type BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';

export interface BlobSource {
  store: BlobStore;
  keys(): AsyncIterable<string>;
}

export interface MovedBlob {
  key: string;
  bytes: number;
  sha256: string;
}

export interface BlobMismatch {
  key: string;
  expected: string;
  /** The bucket copy's hash, or null when the bucket has no such object. */
  found: string | null;
}

const KEYS_PER_PAGE = 500;

/** The `blobs` table, read in key order a page at a time (it may hold far more than memory). */
export function databaseBlobSource(db: Kysely<Database>): BlobSource {
  return {
    store: databaseBlobStore(db),
    async *keys() {
      for (let after = ''; ;) {
        const page = await db
          .selectFrom('blobs')
          .select('blob_key')
          .where('blob_key', '>', after)
          .orderBy('blob_key')
          .limit(KEYS_PER_PAGE)
          .execute();
        for (const row of page) yield row.blob_key;
        if (page.length < KEYS_PER_PAGE) return;
        after = page[page.length - 1]!.blob_key;
      }
    },
  };
}

/** DATA_DIR/blobs: every file named as a blob key (a write's leftover `.tmp` is not one). */
export function folderBlobSource(root: string): BlobSource {
  const isKey = (key: string) => {
    if (key.endsWith('.tmp')) return false;
    try {
      return assertBlobKey(key) === key;
    } catch {
      return false;
    }
  };
  return {
    store: localFolderBlobStore(root),
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
      );
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter(isKey)
        .sort();
      yield* keys;
    },
  };
}

function hashing(hash: Hash, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      counted.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Streams every source blob into the bucket; the hash of what was read from the source. */
export async function copyBlobs(
  source: BlobSource,
  bucket: BlobStore,
  onCopied: (blob: MovedBlob) => void = () => {},
): Promise<MovedBlob[]> {
  const moved: MovedBlob[] = [];
  for await (const key of source.keys()) {
    const body = await source.store.getStream(key);
    if (!body) continue; // deleted since it was listed: nothing to move
    const hash = createHash('sha256');
    const counted = { bytes: 0 };
    const hashed = hashing(hash, counted);
    body.on('error', (error) => hashed.destroy(error));
    await bucket.putStream(key, body.pipe(hashed));
    const blob = { key, bytes: counted.bytes, sha256: hash.digest('hex') };
    moved.push(blob);
    onCopied(blob);
  }
  return moved;
}

/** Reads every copy back from the bucket: those whose hash is not the source's. */
export async function checkBlobs(bucket: BlobStore, moved: MovedBlob[]): Promise<BlobMismatch[]> {
  const mismatched: BlobMismatch[] = [];
  for (const blob of moved) {
    const body = await bucket.getStream(blob.key);
    const found = body ? await sha256Of(body) : null;
    if (found !== blob.sha256) mismatched.push({ key: blob.key, expected: blob.sha256, found });
  }
  return mismatched;
}

export async function moveBlobs(
  source: BlobSource,
  bucket: BlobStore,
  onCopied?: (blob: MovedBlob) => void,
): Promise<{ moved: MovedBlob[]; mismatched: BlobMismatch[] }> {
  const moved = await copyBlobs(source, bucket, onCopied);
  return { moved, mismatched: await checkBlobs(bucket, moved) };
}
