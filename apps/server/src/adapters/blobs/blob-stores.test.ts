// OPS-2: the blob stores behind one interface. The same checks run on the local folder, on the
// database table (SQLite or PostgreSQL, whichever this project tests) and (SCALE-4) on an
// S3-compatible object store, s3rver started in this process; then a photo's journey runs
// through a server configured with BLOB_STORE=database, which needs PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  apiCall,
  countRows,
  createTestDatabase,
  signIn,
  startTestServer,
  tempDir,
  usePostgres,
} from '../../test/harness.js';
import { dataUrl, photoJpeg } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS } from '../../test/jobs-fixtures.js';
import { migratedDatabase, type MigratedDatabase } from '../../test/migrated-database.js';
import { startTestS3, type TestS3 } from '../../test/s3-test-server.js';
import { waitUntil } from '../../test/wait-until.js';
import { derivedBlobKey, newBlobKey, type BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';
import { s3BlobStore, s3ClientFor } from './s3.js';

let database: MigratedDatabase;
let s3: TestS3;
beforeAll(async () => {
  database = await migratedDatabase();
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
});

const stores: [string, string, () => BlobStore][] = [
  ['the local folder', '[OPS-2]', () => localFolderBlobStore(tempDir())],
  ['the database', '[OPS-2]', () => databaseBlobStore(database.db)],
  [
    'an S3-compatible object store',
    '[SCALE-4]',
    () => s3BlobStore(s3ClientFor(s3.settings), s3.settings.bucket),
  ],
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(stores)('the blob store on %s', (_name, id, storeOf) => {
  it(`${id} keeps bytes under server-made keys, replaces them on a second put, and deletes them`, async () => {
    const store = storeOf();
    const key = newBlobKey('images', 'jpg');
    expect(await store.get(key)).toBeNull();
    await store.put(key, new Uint8Array([0xff, 0xd8, 0, 1, 2]));
    expect([...(await store.get(key))!]).toEqual([0xff, 0xd8, 0, 1, 2]);
    await store.put(key, new Uint8Array([9]));
    expect([...(await store.get(key))!]).toEqual([9]);
    const rendition = derivedBlobKey(key, 'print-1200-q70', 'jpg');
    await store.put(rendition, new Uint8Array(300_000).fill(7));
    expect((await store.get(rendition))!.length).toBe(300_000);
    await store.delete(key);
    await store.delete(key); // a missing blob is not an error
    expect(await store.get(key)).toBeNull();
    expect(await store.get(rendition)).not.toBeNull();
  });

  it(`${id} refuses any key the server did not make`, async () => {
    const store = storeOf();
    for (const key of ['../secret', 'images/../../etc/passwd', "images/00/x' or '1'='1.jpg", ''])
      await expect(store.get(key)).rejects.toThrow(/Not a blob key/);
    await expect(store.put('/etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Not a blob key/);
    await expect(store.putStream('../x', Readable.from([Buffer.from([1])]))).rejects.toThrow(
      /Not a blob key/,
    );
    await expect(store.getStream('../x')).rejects.toThrow(/Not a blob key/);
  });

  it(`${id} streams a drive file larger than one multipart part in and out, byte for byte`, async () => {
    const store = storeOf();
    const key = newBlobKey('drive', 'bin');
    // 12 MiB in 1 MiB pieces: more than one 8 MiB part of a multipart upload on S3.
    const pieces = Array.from({ length: 12 }, () => randomBytes(1_048_576));
    await store.putStream(key, Readable.from(pieces));
    const read = await store.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of read!) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(Buffer.concat(pieces)));
    expect(await store.getStream(newBlobKey('drive', 'bin'))).toBeNull();
  });

  it(`${id} leaves no blob behind when the stream being stored fails`, async () => {
    const store = storeOf();
    const key = newBlobKey('drive', 'bin');
    async function* failing() {
      yield randomBytes(64 * 1024);
      throw new Error('the phone went away');
    }
    await expect(store.putStream(key, Readable.from(failing()))).rejects.toThrow(/went away/);
    expect(await store.get(key)).toBeNull();
  });
});

if (usePostgres) {
  it('[OPS-2] with BLOB_STORE=database a photo is stored in the database, served, and deleted from it', async () => {
    const server = await startTestServer({ BLOB_STORE: 'database' });
    try {
      const carlos = await signIn(server, CARLOS);
      const [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
      const before = await countRows(server.app, 'blobs');
      const upload = await server.app.inject(
        apiCall(carlos, 'POST', '/api/Image', {
          jobID,
          locationNumber: '1',
          referenceCode: 'img-shared-1',
          base64: dataUrl('jpeg', await photoJpeg(64, 48)),
        }),
      );
      expect(upload.statusCode, upload.body).toBe(200);
      expect(await countRows(server.app, 'blobs')).toBeGreaterThan(before);
      const read = await server.app.inject(apiCall(carlos, 'GET', '/api/Image/img-shared-1'));
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      const gone = await server.app.inject(
        apiCall(carlos, 'DELETE', `/api/image?referenceCode=img-shared-1&JobID=${jobID}&locationNumber=1`),
      );
      expect(gone.json()).toEqual({ ok: true, deleted: true });
      await waitUntil(async () => expect(await countRows(server.app, 'blobs')).toBe(before));
      // Nothing went to the folder of the one machine.
      expect((await import('node:fs')).existsSync(`${server.dataDir}/blobs`)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('[OPS-2] two instances on their own machines (own DATA_DIR) share photos through the database', async () => {
    const database = await createTestDatabase();
    const env = { BLOB_STORE: 'database' };
    const first = await startTestServer(env, { database });
    const second = await startTestServer(env, { database });
    try {
      const [jobID] = (await assignedOpenJobIDs(first, CARLOS)) as [number];
      const stored = await first.app.inject(
        apiCall(await signIn(first, CARLOS), 'POST', '/api/Image', {
          jobID,
          locationNumber: '1',
          referenceCode: 'img-two-instances',
          base64: dataUrl('jpeg', await photoJpeg(80, 60)),
        }),
      );
      expect(stored.statusCode, stored.body).toBe(200);
      const served = await second.app.inject(
        apiCall(await signIn(second, CARLOS), 'GET', '/api/Image/img-two-instances'),
      );
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.length).toBeGreaterThan(100);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
} else {
  it('[OPS-2] BLOB_STORE=database is refused at start without PostgreSQL, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), BLOB_STORE: 'database' })).toThrow(
      /BLOB_STORE.*DATABASE_URL/s,
    );
  });
}
