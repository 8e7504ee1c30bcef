// OPS-2: the blob stores behind one interface. The same checks run on the local folder and on the
// database table (SQLite or PostgreSQL, whichever this project tests); then a photo's journey runs
// through a server configured with BLOB_STORE=database, which needs PostgreSQL.
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
import { waitUntil } from '../../test/wait-until.js';
import { derivedBlobKey, newBlobKey, type BlobStore } from './blob-store.js';
import { databaseBlobStore } from './database.js';
import { localFolderBlobStore } from './local-folder.js';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database?.close());

const stores: [string, () => BlobStore][] = [
  ['the local folder', () => localFolderBlobStore(tempDir())],
  ['the database', () => databaseBlobStore(database.db)],
];

describe.each(stores)('the blob store on %s', (_name, storeOf) => {
  it('[OPS-2] keeps bytes under server-made keys, replaces them on a second put, and deletes them', async () => {
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

  it('[OPS-2] refuses any key the server did not make', async () => {
    const store = storeOf();
    for (const key of ['../secret', 'images/../../etc/passwd', "images/00/x' or '1'='1.jpg", ''])
      await expect(store.get(key)).rejects.toThrow(/Not a blob key/);
    await expect(store.put('/etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Not a blob key/);
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
