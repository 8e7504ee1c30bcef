// SCALE-4: a server configured with BLOB_STORE=s3 keeps photos in the bucket (s3rver, started in
// this process), not in the database; on PostgreSQL a second instance serves what the first stored.
// The shared drive keeps its files' bytes there too, and reads them back as a stream.
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
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
import { sharedDrive } from '../drive/shared-drive.js';
import { s3BlobStore, s3ClientFor } from './s3.js';

let s3: TestS3;
let database: MigratedDatabase;
beforeAll(async () => {
  s3 = await startTestS3();
  database = await migratedDatabase();
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
});

async function keysInBucket(prefix: 'images/' | 'drive/'): Promise<string[]> {
  const listed = await s3ClientFor(s3.settings).send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}
const photoKeysInBucket = () => keysInBucket('images/');

it('[SCALE-4] with BLOB_STORE=s3 a photo is stored in the bucket, not the database, served, and deleted from it', async () => {
  const server = await startTestServer(s3.env);
  try {
    const carlos = await signIn(server, CARLOS);
    const [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
    const before = await photoKeysInBucket();
    const upload = await server.app.inject(
      apiCall(carlos, 'POST', '/api/Image', {
        jobID,
        locationNumber: '1',
        referenceCode: 'img-s3-1',
        base64: dataUrl('jpeg', await photoJpeg(64, 48)),
      }),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await photoKeysInBucket()).length).toBe(before.length + 1);
    expect(await countRows(server.app, 'blobs')).toBe(0);
    const read = await server.app.inject(apiCall(carlos, 'GET', '/api/Image/img-s3-1'));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const gone = await server.app.inject(
      apiCall(carlos, 'DELETE', `/api/image?referenceCode=img-s3-1&JobID=${jobID}&locationNumber=1`),
    );
    expect(gone.json()).toEqual({ ok: true, deleted: true });
    await waitUntil(async () => expect(await photoKeysInBucket()).toEqual(before));
    // Nothing went to the folder of the one machine.
    expect((await import('node:fs')).existsSync(`${server.dataDir}/blobs`)).toBe(false);
  } finally {
    await server.close();
  }
});

it('[SCALE-4] BLOB_STORE=s3 without S3_BUCKET, or with half the credentials, is refused at start', () => {
  expect(() => loadConfig({ DATA_DIR: tempDir(), BLOB_STORE: 's3' })).toThrow(/S3_BUCKET/);
  expect(() =>
    loadConfig({ DATA_DIR: tempDir(), BLOB_STORE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA' }),
  ).toThrow(ConfigError);
  const config = loadConfig({ DATA_DIR: tempDir(), ...s3.env });
  expect(config.objectStore).toMatchObject({ bucket: s3.settings.bucket, forcePathStyle: true });
});

if (usePostgres) {
  it('[SCALE-4] two instances on their own machines share photos through the bucket', async () => {
    const database = await createTestDatabase();
    const first = await startTestServer(s3.env, { database });
    const second = await startTestServer(s3.env, { database });
    try {
      const [jobID] = (await assignedOpenJobIDs(first, CARLOS)) as [number];
      const stored = await first.app.inject(
        apiCall(await signIn(first, CARLOS), 'POST', '/api/Image', {
          jobID,
          locationNumber: '1',
          referenceCode: 'img-s3-two-instances',
          base64: dataUrl('jpeg', await photoJpeg(80, 60)),
        }),
      );
      expect(stored.statusCode, stored.body).toBe(200);
      const served = await second.app.inject(
        apiCall(await signIn(second, CARLOS), 'GET', '/api/Image/img-s3-two-instances'),
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
}

it('[SCALE-4] the shared drive keeps a file in the bucket and another instance reads it back as a stream', async () => {
  const bucket = () => s3BlobStore(s3ClientFor(s3.settings), s3.settings.bucket);
  const first = sharedDrive(database.db, bucket());
  const second = sharedDrive(await database.another(), bucket());
  const folder = await first.createFolder(null, 'ER-2026-0042');
  const before = await keysInBucket('drive/');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(200_000, 'lane closure ')]);
  const file = await first.uploadFile(folder.id, 'permit.pdf', 'application/pdf', pdf);
  expect((await keysInBucket('drive/')).length).toBe(before.length + 1);
  const stream = await second.readStream!(file.id);
  expect((await buffer(stream!)).equals(pdf)).toBe(true);
  expect(await second.readStream!(folder.id)).toBeNull();
});
