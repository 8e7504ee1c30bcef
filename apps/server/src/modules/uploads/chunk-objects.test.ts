// SCALE-4: with BLOB_STORE=s3 (s3rver, in this process) a resumable upload's chunks are objects of
// the bucket and their rows hold no bytes; the final call, a DELETE and housekeeping each remove
// the objects with the rows, so no chunk outlives its upload in the bucket.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { s3BlobStore, s3ClientFor } from '../../adapters/blobs/s3.js';
import { apiCall, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { photoJpeg } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS } from '../../test/jobs-fixtures.js';
import { startTestS3, type TestS3 } from '../../test/s3-test-server.js';
import { deleteUpload, uploadInChunks } from '../../test/tus.js';
import { waitUntil } from '../../test/wait-until.js';
import { purgeAbandonedUploads } from './service.js';

let s3: TestS3;
let server: TestServer;
let carlos: string;
let jobID: number;
beforeAll(async () => {
  s3 = await startTestS3();
  server = await startTestServer(s3.env);
  carlos = await signIn(server, CARLOS);
  [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function chunkObjects(): Promise<string[]> {
  const listed = await s3ClientFor(s3.settings).send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'uploads/' }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
const chunkRows = () =>
  server.app.database.db.selectFrom('upload_chunks').select(['upload_id', 'bytes', 'blob_key']).execute();
const photoUpload = async () =>
  uploadInChunks(server.app, carlos, await photoJpeg(320, 240), {
    purpose: 'image',
    jobID,
    filetype: 'image/jpeg',
    filename: 'trench.jpg',
  });
const idOf = (location: string) => location.split('/').pop()!;

it('[SCALE-4] a photo sent in 3 chunks keeps them in the bucket, and the final call stores it and removes them', async () => {
  const location = await photoUpload();
  const rows = (await chunkRows()).filter((row) => row.upload_id === idOf(location));
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row.bytes.length).toBe(0);
  expect(await chunkObjects()).toEqual(rows.map((row) => row.blob_key).sort());

  const stored = await server.app.inject(
    apiCall(carlos, 'POST', '/api/Image', {
      jobID,
      locationNumber: '1',
      referenceCode: 'img-s3-chunks',
      upload: idOf(location),
    }),
  );
  expect(stored.statusCode, stored.body).toBe(200);
  const read = await server.app.inject(apiCall(carlos, 'GET', '/api/Image/img-s3-chunks'));
  expect(read.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  await waitUntil(async () => expect(await chunkObjects()).toEqual([]));
});

it('[SCALE-4] a cancelled upload and an abandoned one leave no chunk objects in the bucket', async () => {
  const cancelled = await photoUpload();
  expect(await chunkObjects()).toHaveLength(3);
  expect((await deleteUpload(server.app, carlos, cancelled)).statusCode).toBe(204);
  expect(await chunkObjects()).toEqual([]);

  await photoUpload();
  expect(await chunkObjects()).toHaveLength(3);
  const bucket = s3BlobStore(s3ClientFor(s3.settings), s3.settings.bucket);
  const purged = await purgeAbandonedUploads(
    server.app.database.db,
    new Date(Date.now() + 1_000).toISOString(),
    bucket,
  );
  expect(purged).toBe(1);
  expect(await chunkObjects()).toEqual([]);
});
