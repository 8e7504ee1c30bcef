// FIELD-3: resumable uploads over tus, on SQLite and PostgreSQL: chunks acknowledged by offset,
// a restart resumes from HEAD's offset, and the final call stores the photo and drops the upload.
import { IDEMPOTENCY_HEADER, ImageMeta, UPLOAD_CHUNK_MAX_BYTES, UPLOADS_PATH } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  countRows,
  createTestDatabase,
  signIn,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { photoJpeg } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS, foreignOpenJobID, FRANK } from '../../test/jobs-fixtures.js';
import { OPEN_UPLOAD_BYTES_PER_USER } from './creation.js';
import { createUpload, deleteUpload, headUpload, patchUpload, sha1, uploadInChunks } from '../../test/tus.js';

/** 4 MiB of base64 body: photos of up to 3 MiB, by either way. */
const IMAGE_BODY_LIMIT = 4 * 1_048_576;
let server: TestServer;
let carlos: string;
let frank: string;
let jobID: number;
let photo: Buffer;
beforeAll(async () => {
  ({
    server,
    sid: carlos,
    jobID,
  } = await signedInCrew(CARLOS, { IMAGE_BODY_LIMIT_BYTES: String(IMAGE_BODY_LIMIT) }));
  frank = await signIn(server, FRANK);
  photo = await photoJpeg(400, 300);
});
afterAll(() => server?.close());

const imageMetadata = (extra: Record<string, string | number> = {}) => ({
  purpose: 'image',
  jobID,
  filetype: 'image/jpeg',
  filename: 'trench.jpg',
  ...extra,
});
const postImage = (body: Record<string, unknown>, sid = carlos, headers: Record<string, string> = {}) =>
  server.app.inject(apiCall(sid, 'POST', '/api/Image', { jobID, locationNumber: '1', ...body }, headers));
const stored = async () => ({
  uploads: await countRows(server.app, 'uploads'),
  chunks: await countRows(server.app, 'upload_chunks'),
  images: await countRows(server.app, 'images'),
});
/** A refusal: its status, the protocol header, and the project's error shape (HEAD has no body). */
function expectTusError(
  answer: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => unknown },
  status: number,
) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['tus-resumable']).toBe('1.0.0');
  if (answer.body !== '') {
    const body = answer.json();
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(body).toHaveProperty('details');
  }
}

describe('resumable uploads (tus 1.0.0)', () => {
  it('[FIELD-3] OPTIONS tells a tus client the version, extensions, largest size and checksums', async () => {
    const answer = await server.app.inject({ method: 'OPTIONS', url: UPLOADS_PATH });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'tus-version': '1.0.0',
      'tus-extension': 'creation,checksum,termination',
      'tus-checksum-algorithm': 'sha1,sha256',
    });
    expect(Number(answer.headers['tus-max-size'])).toBeGreaterThanOrEqual(3 * 1_048_576);
  });

  it('[FIELD-3] a photo in 3 chunks: HEAD follows each offset, the final POST /api/Image stores it and drops the upload; a replay answers the same', async () => {
    const before = await stored();
    const created = await createUpload(server.app, carlos, photo.length, imageMetadata());
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${UPLOADS_PATH}/[0-9a-f-]{36}$`));
    expect(created.headers['upload-offset']).toBe('0');
    const size = Math.ceil(photo.length / 3);
    for (let offset = 0; offset < photo.length; offset += size) {
      const chunk = photo.subarray(offset, offset + size);
      const sent = await patchUpload(server.app, carlos, location, offset, chunk, {
        'upload-checksum': sha1(chunk),
      });
      expect(sent.statusCode, sent.body).toBe(204);
      expect(sent.headers['upload-offset']).toBe(String(offset + chunk.length));
      const head = await headUpload(server.app, carlos, location);
      expect(head.statusCode).toBe(200);
      expect(head.headers).toMatchObject({
        'upload-offset': String(offset + chunk.length),
        'upload-length': String(photo.length),
        'cache-control': 'no-store',
        'tus-resumable': '1.0.0',
      });
      expect(head.headers['upload-metadata']).toContain('purpose ');
    }
    expect((await stored()).chunks).toBe(before.chunks + 3);

    const uploadID = location.split('/').pop()!;
    const key = { [IDEMPOTENCY_HEADER]: 'final-call-1' };
    const final = await postImage({ referenceCode: 'tus-photo-1', upload: uploadID }, carlos, key);
    expect(final.statusCode, final.body).toBe(200);
    expect(ImageMeta.parse(final.json())).toMatchObject({
      referenceCode: 'tus-photo-1',
      width: 400,
      height: 300,
    });
    expect(await stored()).toEqual({ ...before, images: before.images + 1 });
    expect((await headUpload(server.app, carlos, location)).statusCode).toBe(404);

    // The answer was lost and the device sends the final call again: same answer, no second row.
    const replay = await postImage({ referenceCode: 'tus-photo-1', upload: uploadID }, carlos, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(final.json());
    expect(await stored()).toEqual({ ...before, images: before.images + 1 });
  });

  it('[FIELD-3] a server restart mid-upload loses nothing: the new instance answers HEAD with the offset and the upload finishes', async () => {
    const database = await createTestDatabase();
    const first = await startTestServer({}, { database });
    const dataDir = first.dataDir;
    const sid = await signIn(first, CARLOS);
    const [job] = (await assignedOpenJobIDs(first, CARLOS)) as [number];
    const created = await createUpload(first.app, sid, photo.length, imageMetadata({ jobID: job }));
    const location = created.headers.location as string;
    const half = Math.floor(photo.length / 2);
    expect((await patchUpload(first.app, sid, location, 0, photo.subarray(0, half))).statusCode).toBe(204);
    await first.close();

    const second = await startTestServer({}, { database, dataDir });
    try {
      const head = await headUpload(second.app, sid, location);
      expect(head.statusCode, head.body).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(half));
      const rest = await patchUpload(second.app, sid, location, half, photo.subarray(half));
      expect(rest.statusCode, rest.body).toBe(204);
      const final = await second.app.inject(
        apiCall(sid, 'POST', '/api/Image', {
          jobID: job,
          locationNumber: '1',
          referenceCode: 'tus-restart-1',
          upload: location.split('/').pop(),
        }),
      );
      expect(final.statusCode, final.body).toBe(200);
      expect(await countRows(second.app, 'uploads')).toBe(0);
    } finally {
      await second.close();
      await database.drop();
    }
  });

  it('[FIELD-3] a chunk at the wrong offset (409 with the offset), past the length (413), over the chunk limit (413), with a bad checksum (460) or the wrong type (415) stores nothing', async () => {
    const bytes = photo.subarray(0, 1_000);
    const created = await createUpload(server.app, carlos, bytes.length, imageMetadata());
    const location = created.headers.location as string;
    expect((await patchUpload(server.app, carlos, location, 0, bytes.subarray(0, 400))).statusCode).toBe(204);
    const before = await stored();

    // The first chunk sent again after its answer was lost: not applied twice.
    const again = await patchUpload(server.app, carlos, location, 0, bytes.subarray(0, 400));
    expectTusError(again, 409);
    expect(again.headers['upload-offset']).toBe('400');
    expectTusError(await patchUpload(server.app, carlos, location, 500, bytes.subarray(500, 600)), 409);
    expectTusError(await patchUpload(server.app, carlos, location, 400, new Uint8Array(601)), 413);
    expectTusError(
      await patchUpload(server.app, carlos, location, 400, new Uint8Array(UPLOAD_CHUNK_MAX_BYTES + 1)),
      413,
    );
    const chunk = bytes.subarray(400);
    expectTusError(
      await patchUpload(server.app, carlos, location, 400, chunk, {
        'upload-checksum': sha1(bytes.subarray(0, 10)),
      }),
      460,
    );
    expectTusError(
      await patchUpload(server.app, carlos, location, 400, chunk, { 'upload-checksum': 'md5 AAAA' }),
      400,
    );
    expectTusError(
      await patchUpload(server.app, carlos, location, 400, chunk, {
        'content-type': 'application/octet-stream',
      }),
      415,
    );
    expectTusError(
      await server.app.inject({
        method: 'PATCH',
        url: `${location}?sid=${carlos}`,
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '400', 'content-type': 'application/json' },
        payload: '{"a":1}',
      }),
      415,
    );
    expect(await stored()).toEqual(before);
    expect((await headUpload(server.app, carlos, location)).headers['upload-offset']).toBe('400');
  });

  it('[FIELD-3] the same chunk sent twice at once (a retry racing its original) is applied once', async () => {
    const created = await createUpload(server.app, carlos, photo.length, imageMetadata());
    const location = created.headers.location as string;
    const before = await stored();
    const chunk = photo.subarray(0, 5_000);
    const answers = await Promise.all(
      [1, 2, 3].map(() => patchUpload(server.app, carlos, location, 0, chunk)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409, 409]);
    for (const answer of answers) expect(answer.headers['upload-offset']).toBe('5000');
    expect(await stored()).toEqual({ ...before, chunks: before.chunks + 1 });
  });

  it('[FIELD-3] a job or folder the caller cannot reach, a type the purpose refuses, a size over the limit, bad metadata: refused at POST, no row', async () => {
    const before = await stored();
    const foreignJob = await foreignOpenJobID(server, CARLOS);
    const refusals: [Record<string, string | number>, number, number?][] = [
      [imageMetadata({ jobID: foreignJob }), 404],
      [imageMetadata({ jobID: 999_999 }), 404],
      [{ purpose: 'folder', folderID: 'safety-library-demo', filetype: 'application/pdf' }, 404],
      [{ purpose: 'folder', folderID: '../../etc', filetype: 'application/pdf' }, 404],
      [imageMetadata({ filetype: 'image/gif' }), 415],
      [imageMetadata({ filetype: 'application/pdf' }), 415],
      [imageMetadata(), 413, 3 * 1_048_576 + 1],
      [imageMetadata(), 400, 0],
      [{ purpose: 'video', jobID, filetype: 'image/jpeg' }, 400],
      [{ purpose: 'image', filetype: 'image/jpeg' }, 400],
      [imageMetadata({ filename: 'nul\u0000.jpg' }), 400],
    ];
    for (const [metadata, status, length] of refusals) {
      const answer = await createUpload(server.app, carlos, length ?? 1_000, metadata);
      expect(answer.statusCode, `${JSON.stringify(metadata)}: ${answer.body}`).toBe(status);
      expectTusError(answer, status);
    }
    const raw = (headers: Record<string, string>, sid = carlos) =>
      server.app.inject({ method: 'POST', url: `${UPLOADS_PATH}?sid=${sid}`, headers });
    const good = { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': 'purpose aW1hZ2U=' };
    expectTusError(await raw({ ...good, 'upload-metadata': 'purpose !!!' }), 400);
    expectTusError(await raw({ ...good, 'upload-length': '-1' }), 400);
    expectTusError(await raw({ ...good, 'tus-resumable': '0.2.2' }), 412);
    expectTusError(await raw(good, 'no-such-session'), 401);
    expect(await stored()).toEqual(before);
  });

  it('[FIELD-3] a user whose unfinished uploads already declare the per-user bound cannot start another (413); deleting one frees it', async () => {
    const created = await createUpload(server.app, carlos, 1_000, imageMetadata());
    const location = created.headers.location as string;
    // As if many large uploads were left unfinished: the declared bytes are what counts.
    await server.app.database.db
      .updateTable('uploads')
      .set({ upload_length: OPEN_UPLOAD_BYTES_PER_USER - 500 })
      .where('upload_id', '=', location.split('/').pop()!)
      .execute();
    const before = await stored();
    expectTusError(await createUpload(server.app, carlos, 1_000, imageMetadata()), 413);
    expect(await stored()).toEqual(before);
    expect(
      (
        await createUpload(
          server.app,
          frank,
          1_000,
          imageMetadata({ jobID: (await assignedOpenJobIDs(server, FRANK))[0]! }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await deleteUpload(server.app, carlos, location)).statusCode).toBe(204);
    expect((await createUpload(server.app, carlos, 1_000, imageMetadata())).statusCode).toBe(201);
  });

  it("[FIELD-3] another user's upload id is 404 on HEAD, PATCH, DELETE and the final call; DELETE by its owner removes the chunks", async () => {
    const location = await uploadInChunks(server.app, carlos, photo, imageMetadata(), 2);
    const uploadID = location.split('/').pop()!;
    const before = await stored();
    expectTusError(await headUpload(server.app, frank, location), 404);
    expectTusError(await patchUpload(server.app, frank, location, photo.length, new Uint8Array(1)), 404);
    expectTusError(await deleteUpload(server.app, frank, location), 404);
    const foreign = await postImage({ referenceCode: 'tus-foreign-1', upload: uploadID, jobID }, frank);
    expect(foreign.statusCode).toBe(404);
    expectTusError(await headUpload(server.app, carlos, `${UPLOADS_PATH}/not-a-uuid`), 404);
    expect(await stored()).toEqual(before);

    const ended = await deleteUpload(server.app, carlos, location);
    expect(ended.statusCode).toBe(204);
    expect(await stored()).toEqual({ ...before, uploads: before.uploads - 1, chunks: before.chunks - 2 });
    expect((await headUpload(server.app, carlos, location)).statusCode).toBe(404);
  });
});
