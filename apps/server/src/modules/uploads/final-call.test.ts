// FIELD-3: the final call names a finished upload instead of carrying base64. It must be the
// caller's, complete, for the same purpose and job or folder, and its bytes what it declared;
// otherwise a 4xx and nothing is stored (the upload stays, so the device can still see why).
import { DriveFileMeta, IDEMPOTENCY_HEADER } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FOLDER_ID } from '../../demo/seed-drive.js';
import { apiCall, countRows, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { photoJpeg } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { createUpload, patchUpload, uploadInChunks } from '../../test/tus.js';

let server: TestServer;
let carlos: string;
let frank: string;
let jobIDs: number[];
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  [carlos, frank] = await Promise.all([signIn(server, CARLOS), signIn(server, FRANK)]);
  jobIDs = await assignedOpenJobIDs(server, CARLOS);
  photo = await photoJpeg(320, 240);
  await runProcedure(server, frank, 'TrackFolder', { folderID: DEMO_FOLDER_ID });
});
afterAll(() => server?.close());

const idOf = (location: string) => location.split('/').pop()!;
const postImage = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject(apiCall(carlos, 'POST', '/api/Image', { locationNumber: '1', ...body }, headers));
const postFile = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject(
    apiCall(frank, 'POST', `/api/filemanager/folder/${DEMO_FOLDER_ID}/base64`, body, headers),
  );
const PDF = Buffer.from(`%PDF-1.4\n${'1 0 obj<<>>endobj\n'.repeat(200)}trailer<<>>\n%%EOF\n`);
const folderMetadata = (filetype: string) => ({
  purpose: 'folder',
  folderID: DEMO_FOLDER_ID,
  filetype,
  filename: 'log.pdf',
});
const counts = async () => ({
  uploads: await countRows(server.app, 'uploads'),
  images: await countRows(server.app, 'images'),
});

describe('the final call with a finished upload', () => {
  it('[FIELD-3] a folder file in 3 chunks is stored by the folder upload call and the upload goes; a replay answers the same', async () => {
    const location = await uploadInChunks(server.app, frank, PDF, folderMetadata('application/pdf'));
    const before = await counts();
    const key = { [IDEMPOTENCY_HEADER]: 'folder-final-1' };
    const body = { name: 'Daily log.pdf', mimeType: 'application/pdf', upload: idOf(location) };
    const answer = await postFile(body, key);
    expect(answer.statusCode, answer.body).toBe(200);
    const meta = DriveFileMeta.parse(answer.json());
    expect(meta).toMatchObject({ name: 'Daily log.pdf', size: PDF.length, parentFolderID: DEMO_FOLDER_ID });
    const bytes = await server.app.inject(apiCall(frank, 'GET', `/api/drive/JobFolders/file/${meta.id}`));
    expect(Buffer.from(bytes.rawPayload).equals(PDF)).toBe(true);
    expect(await counts()).toEqual({ ...before, uploads: before.uploads - 1 });

    const replay = await postFile(body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answer.json());
    const listing = await server.app.inject(apiCall(frank, 'GET', `/api/drive/Folder/${DEMO_FOLDER_ID}`));
    expect(
      listing.json<{ files: { name: string }[] }>().files.filter((f) => f.name === 'Daily log.pdf'),
    ).toHaveLength(1);
  });

  it('[FIELD-3] bytes not of the declared type are refused at the final call (415) and nothing is stored', async () => {
    const asPng = await uploadInChunks(server.app, carlos, photo, {
      purpose: 'image',
      jobID: jobIDs[0]!,
      filetype: 'image/png',
    });
    const before = await counts();
    const image = await postImage({ jobID: jobIDs[0], referenceCode: 'tus-mismatch-1', upload: idOf(asPng) });
    expect(image.statusCode, image.body).toBe(415);
    expect(image.json()).toMatchObject({ error: 'unsupported_media_type' });

    const text = Buffer.from('Backfill done, no PDF here.\n'.repeat(20));
    const asPdf = await uploadInChunks(server.app, frank, text, folderMetadata('application/pdf'));
    const file = await postFile({ name: 'fake.pdf', mimeType: 'application/pdf', upload: idOf(asPdf) });
    expect(file.statusCode, file.body).toBe(415);
    // The call names another type than the upload declared: 400.
    const renamed = await postFile({ name: 'fake.txt', mimeType: 'text/plain', upload: idOf(asPdf) });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(await counts()).toEqual({ ...before, uploads: before.uploads + 1 });
  });

  it('[FIELD-3] an incomplete upload (409), one made for another job (409), an unknown id (404), and both base64 and upload (400) store nothing', async () => {
    const created = await createUpload(server.app, carlos, photo.length, {
      purpose: 'image',
      jobID: jobIDs[0]!,
      filetype: 'image/jpeg',
    });
    const location = created.headers.location as string;
    expect((await patchUpload(server.app, carlos, location, 0, photo.subarray(0, 100))).statusCode).toBe(204);
    const before = await counts();
    const incomplete = await postImage({
      jobID: jobIDs[0],
      referenceCode: 'tus-partial-1',
      upload: idOf(location),
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({
      message: 'The upload is not complete',
      details: { offset: 100 },
    });

    const done = await uploadInChunks(server.app, carlos, photo, {
      purpose: 'image',
      jobID: jobIDs[0]!,
      filetype: 'image/jpeg',
    });
    const otherJob = await postImage({
      jobID: jobIDs[1],
      referenceCode: 'tus-other-job-1',
      upload: idOf(done),
    });
    expect(otherJob.statusCode, otherJob.body).toBe(409);
    const asFolderFile = await postFile({ name: 'a.jpg', mimeType: 'image/jpeg', upload: idOf(done) });
    expect(asFolderFile.statusCode).toBe(404);
    const unknown = await postImage({
      jobID: jobIDs[0],
      referenceCode: 'tus-unknown-1',
      upload: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const both = await postImage({
      jobID: jobIDs[0],
      referenceCode: 'tus-both-1',
      upload: idOf(done),
      base64: 'QUFB',
    });
    expect(both.statusCode).toBe(400);
    const neither = await postFile({ name: 'x.txt', mimeType: 'text/plain' });
    expect(neither.statusCode).toBe(400);
    expect(await counts()).toEqual({ ...before, uploads: before.uploads + 1 });

    const stored = await postImage({
      jobID: jobIDs[0],
      referenceCode: 'tus-right-job-1',
      upload: idOf(done),
    });
    expect(stored.statusCode, stored.body).toBe(200);
  });
});
