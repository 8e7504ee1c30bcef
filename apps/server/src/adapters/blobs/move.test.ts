// SCALE-4: the move into the bucket (s3rver, in this process) from the database table (SQLite or
// PostgreSQL, whichever this project tests) and from DATA_DIR/blobs, with every hash checked.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { migratedDatabase, type MigratedDatabase } from '../../test/migrated-database.js';
import { startTestS3, type TestS3 } from '../../test/s3-test-server.js';
import { derivedBlobKey, newBlobKey, type BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';
import { checkBlobs, copyBlobs, databaseBlobSource, folderBlobSource, moveBlobs } from './move.js';
import { s3BlobStore, s3ClientFor } from './s3.js';

let database: MigratedDatabase;
let s3: TestS3;
let bucket: BlobStore;
beforeAll(async () => {
  database = await migratedDatabase();
  s3 = await startTestS3();
  bucket = s3BlobStore(s3ClientFor(s3.settings), s3.settings.bucket);
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** N photos (one with its print rendition) and a drive file, stored in `store`. */
async function storeBlobs(store: BlobStore, photos: number): Promise<Map<string, Buffer>> {
  const blobs = new Map<string, Buffer>();
  for (let i = 0; i < photos; i++) blobs.set(newBlobKey('images', 'jpg'), randomBytes(1_000 + i * 5_000));
  const [first] = blobs.keys();
  blobs.set(derivedBlobKey(first!, 'print-1200-q70', 'jpg'), randomBytes(2_000));
  blobs.set(newBlobKey('drive', 'bin'), randomBytes(300_000));
  for (const [key, bytes] of blobs) await store.put(key, bytes);
  return blobs;
}

it('[SCALE-4] move copies N blobs from the database into the bucket, and their hashes match', async () => {
  const blobs = await storeBlobs(databaseBlobStore(database.db), 6);
  const { moved, mismatched } = await moveBlobs(databaseBlobSource(database.db), bucket);
  expect(mismatched).toEqual([]);
  expect(moved.map((blob) => blob.key).sort()).toEqual([...blobs.keys()].sort());
  for (const blob of moved) {
    expect(blob.sha256).toBe(sha256(blobs.get(blob.key)!));
    expect(blob.bytes).toBe(blobs.get(blob.key)!.length);
    expect(sha256((await bucket.get(blob.key))!)).toBe(blob.sha256);
  }
});

it('[SCALE-4] move copies N blobs from DATA_DIR/blobs, passing over a half-written leftover', async () => {
  const root = tempDir();
  const blobs = await storeBlobs(localFolderBlobStore(root), 4);
  const [key] = blobs.keys();
  writeFileSync(path.join(root, `${key!}.0a1b2c3d4e5f.tmp`), 'half a photo');
  const { moved, mismatched } = await moveBlobs(folderBlobSource(root), bucket);
  expect(mismatched).toEqual([]);
  expect(moved.map((blob) => blob.key).sort()).toEqual([...blobs.keys()].sort());
  for (const blob of moved) expect(sha256((await bucket.get(blob.key))!)).toBe(sha256(blobs.get(blob.key)!));
  // A missing folder is an empty source (a machine that never stored a photo).
  expect((await moveBlobs(folderBlobSource(path.join(root, 'none')), bucket)).moved).toEqual([]);
});

it('[SCALE-4] move reports a copy corrupted in the bucket, and one missing there, by key', async () => {
  const root = tempDir();
  const blobs = await storeBlobs(localFolderBlobStore(root), 3);
  const moved = await copyBlobs(folderBlobSource(root), bucket);
  const [damaged, lost] = moved;
  // One byte changed on the object store's disk, same length: only a hash can tell.
  const file = s3.objectFile(damaged!.key);
  const bytes = readFileSync(file);
  const middle = bytes.length >> 1;
  bytes[middle] = bytes[middle]! ^ 0xff;
  writeFileSync(file, bytes);
  await bucket.delete(lost!.key);
  const mismatched = await checkBlobs(bucket, moved);
  expect(mismatched).toEqual([
    { key: damaged!.key, expected: sha256(blobs.get(damaged!.key)!), found: sha256(bytes) },
    { key: lost!.key, expected: sha256(blobs.get(lost!.key)!), found: null },
  ]);
});
