import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ImageMeta, JobFolder } from '@fieldops/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, signIn, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import {
  dataUrl,
  GIF_BYTES,
  HTML_TAIL,
  PDF_BYTES,
  photoJpeg,
  photoPng,
  pngBomb,
  rotatedJpeg,
  ZIP_TAIL,
} from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS, foreignOpenJobID, FRANK } from '../../test/jobs-fixtures.js';
import { waitUntil } from '../../test/wait-until.js';

const IMAGE_LIMIT = 3 * 1_048_576;
let server: TestServer;
let carlos: string;
let frank: string;
let jobID: number;
beforeAll(async () => {
  // A 3 MB image limit, above the 1 MB of ordinary calls (BODY_LIMIT_BYTES' default).
  ({
    server,
    sid: carlos,
    jobID,
  } = await signedInCrew(CARLOS, { IMAGE_BODY_LIMIT_BYTES: String(IMAGE_LIMIT) }));
  frank = await signIn(server, FRANK);
});
afterAll(() => server?.close());

const upload = (body: Record<string, unknown>, sid = carlos, headers: Record<string, string> = {}) =>
  server.app.inject(apiCall(sid, 'POST', '/api/Image', { jobID, locationNumber: '1', ...body }, headers));
const getImage = (ref: string, query = '', headers: Record<string, string> = {}, sid = carlos) =>
  server.app.inject(apiCall(sid, 'GET', `/api/Image/${ref}${query}`, undefined, headers));
/** The stored blobs: files of the local folder, or rows of the database store (OPS-2). */
const blobFiles = async (): Promise<string[]> => {
  if (server.config.blobStore === 'database') {
    const rows = await server.app.database.db.selectFrom('blobs').select('blob_key').execute();
    return rows.map((row) => row.blob_key);
  }
  const root = path.join(server.dataDir, 'blobs');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};
/** Nothing stored: the same rows and the same files as before. */
async function expectNothingStored(run: () => Promise<void>) {
  const rows = await countRows(server.app, 'images');
  const files = (await blobFiles()).length;
  await run();
  expect(await countRows(server.app, 'images')).toBe(rows);
  expect((await blobFiles()).length).toBe(files);
}

describe('uploading images', () => {
  it('[REPORT-6] a JPEG is re-encoded without metadata, upright, and listed on the job and its location', async () => {
    const answer = await upload({
      referenceCode: 'img-1',
      base64: dataUrl('jpeg', await rotatedJpeg(120, 60)),
      fileName: 'trench.jpg',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const meta = ImageMeta.parse(answer.json());
    // EXIF orientation 6 means "turn 90°": stored upright, so the sides swap.
    expect(meta).toMatchObject({
      referenceCode: 'img-1',
      jobID,
      locationNumber: '1',
      width: 60,
      height: 120,
      reportCode: null,
      fileName: 'trench.jpg',
      createdBy: 'Carlos Crew',
    });
    const stored = await getImage('img-1');
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(stored.rawPayload).metadata();
    expect(info.orientation).toBeUndefined();
    expect(info.exif).toBeUndefined();
    const job = JobFolder.parse(
      (await server.app.inject(apiCall(carlos, 'GET', `/api/mobile/jobloader/${jobID}`))).json(),
    );
    expect(job.imageRefs).toContain('img-1');
    expect(job.locations.find((l) => l.locationNumber === '1')?.imageRefs).toContain('img-1');
  });

  it('[REPORT-5] base64 without a prefix counts as jpeg; a PNG with its prefix is taken; an upload over the ordinary body limit fits the image limit', async () => {
    const bare = Buffer.from(await photoJpeg(32, 32)).toString('base64');
    expect((await upload({ referenceCode: 'img-bare', base64: bare })).statusCode).toBe(200);
    const png = await upload({
      referenceCode: 'img-png',
      base64: dataUrl('png', await photoPng()),
      reportCode: 'rep-1',
    });
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ reportCode: 'rep-1' });
    const big = await photoJpeg(1100, 900, 100);
    expect(big.length).toBeGreaterThan(1_048_576);
    expect((await upload({ referenceCode: 'img-big', base64: dataUrl('jpeg', big) })).statusCode).toBe(200);
  });

  it('[QUEUE-7] a retried upload (same key, or same reference without one) stores one image', async () => {
    const body = { referenceCode: 'img-retry', base64: dataUrl('jpeg', await photoJpeg(40, 40)) };
    const rows = await countRows(server.app, 'images');
    const key = { 'Idempotency-Key': 'task-image-1' };
    const first = await upload(body, carlos, key);
    const replay = await upload(body, carlos, key);
    const noKey = await upload(body);
    expect([first.statusCode, replay.statusCode, noKey.statusCode]).toEqual([200, 200, 200]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(noKey.json()).toEqual(first.json());
    expect(await countRows(server.app, 'images')).toBe(rows + 1);
    // The same reference for another job or by another user is a conflict, not a second image.
    const franks = (await assignedOpenJobIDs(server, FRANK)).find((id) => id !== jobID)!;
    expect((await upload({ ...body, jobID: franks }, frank)).statusCode).toBe(409);
  });

  it("[REPORT-6] a polyglot is refused: bytes of one type under another's name, or a file appended after the image", async () => {
    const jpeg = await photoJpeg(48, 48);
    const png = await photoPng();
    await expectNothingStored(async () => {
      const pngAsJpeg = await upload({ referenceCode: 'poly-1', base64: dataUrl('jpeg', png) });
      expect(pngAsJpeg.statusCode).toBe(415);
      expect(pngAsJpeg.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'The data says image/jpeg but the bytes are a PNG file',
      });
      const withZip = await upload({
        referenceCode: 'poly-2',
        base64: dataUrl('jpeg', Buffer.concat([jpeg, ZIP_TAIL])),
      });
      expect(withZip.statusCode).toBe(415);
      expect(withZip.json().message).toMatch(/bytes after the end of the image/);
      expect(withZip.json().details).toMatchObject({ trailingType: 'zip' });
      const withHtml = await upload({
        referenceCode: 'poly-3',
        base64: dataUrl('png', Buffer.concat([png, HTML_TAIL])),
      });
      expect(withHtml.statusCode).toBe(415);
      expect(withHtml.json().details).toMatchObject({ trailingType: 'svg or html' });
      const truncated = await upload({
        referenceCode: 'poly-4',
        base64: dataUrl('jpeg', jpeg.subarray(0, jpeg.length - 200)),
      });
      expect(truncated.statusCode).toBe(400);
    });
  });

  it('[REPORT-6] a 200-megapixel PNG bomb is refused by its pixel count without being decoded', async () => {
    const bomb = pngBomb(20_000, 10_000);
    expect(bomb.length).toBeLessThan(200_000);
    const body = { referenceCode: 'bomb-1', base64: dataUrl('png', bomb) };
    global.gc?.();
    const before = process.memoryUsage().rss;
    await expectNothingStored(async () => {
      const answer = await upload(body);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({
        error: 'payload_too_large',
        message: 'The image is 20000×10000 pixels; at most 40 megapixels are accepted',
      });
    });
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(150 * 1_048_576);
  });

  it('[REPORT-6] a wrong type (GIF, PDF, text) is 415 with what it is; broken base64 is 400', async () => {
    await expectNothingStored(async () => {
      const gif = await upload({ referenceCode: 'type-1', base64: dataUrl('jpeg', GIF_BYTES) });
      expect(gif.statusCode).toBe(415);
      expect(gif.json().message).toBe('Only JPEG, PNG and WebP images are accepted; this is a GIF file');
      const pdf = await upload({ referenceCode: 'type-2', base64: dataUrl('png', PDF_BYTES) });
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toMatch(/this is a PDF file/);
      const gifUrl = await upload({
        referenceCode: 'type-3',
        base64: `data:image/gif;base64,${GIF_BYTES.toString('base64')}`,
      });
      expect(gifUrl.statusCode).toBe(415);
      const text = await upload({
        referenceCode: 'type-4',
        base64: Buffer.from('hello world').toString('base64'),
      });
      expect(text.statusCode).toBe(415);
      const broken = await upload({
        referenceCode: 'type-5',
        base64: 'data:image/jpeg;base64,@@not base64@@',
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  it('[REPORT-6] a body over IMAGE_BODY_LIMIT_BYTES is 413; other calls keep the ordinary limit', async () => {
    await expectNothingStored(async () => {
      const answer = await upload({
        referenceCode: 'huge-1',
        base64: `data:image/jpeg;base64,${'A'.repeat(IMAGE_LIMIT)}`,
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ error: 'payload_too_large' });
    });
    const report = await server.app.inject(
      apiCall(carlos, 'POST', `/api/jobs/${jobID}/locations/1/reports/generic/rep-huge`, {
        values: { notes: 'x'.repeat(1_100_000) },
        createdDate: '2026-03-30T10:00:00Z',
        createdByUser: 'Carlos',
      }),
    );
    expect(report.statusCode).toBe(413);
  });

  it('[SRV-1] a foreign job or a missing location is 404 and stores nothing', async () => {
    const base64 = dataUrl('jpeg', await photoJpeg(16, 16));
    await expectNothingStored(async () => {
      const foreign = await upload({
        referenceCode: 'f-1',
        base64,
        jobID: await foreignOpenJobID(server, CARLOS),
      });
      expect(foreign.statusCode).toBe(404);
      const location = await upload({ referenceCode: 'f-2', base64, locationNumber: '77' });
      expect(location.statusCode).toBe(404);
      const badRef = await upload({ referenceCode: 'undefined', base64 });
      expect(badRef.statusCode).toBe(400);
    });
  });
});

describe('serving, listing and deleting images', () => {
  it('[REPORT-6] GET resizes on the server to the width asked, in the format asked, with private caching and an ETag', async () => {
    const answer = await getImage('img-big', '?width=200&format=webp');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('private, max-age=86400');
    const info = await sharp(answer.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'webp', width: 200 });
    expect(info.height).toBe(Math.round((200 * 900) / 1100));
    const etag = String(answer.headers.etag);
    const again = await getImage('img-big', '?width=200&format=webp', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const png = await getImage('img-big', '?format=png&width=64');
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    expect(png.headers.etag).not.toBe(etag);
    for (const query of ['?width=5', '?width=99999', '?format=gif'])
      expect((await getImage('img-big', query)).statusCode).toBe(400);
  });

  it('[REPORT-6] an image of a job the caller does not reach is 404, like an unknown one', async () => {
    const rita = await signIn(server, 'reviewer@acme.example');
    expect((await getImage('img-1', '', {}, rita)).statusCode).toBe(200);
    const foreignJob = await foreignOpenJobID(server, CARLOS);
    const franksPhoto = await server.app.inject(
      apiCall(rita, 'POST', '/api/Image', {
        referenceCode: 'img-foreign',
        jobID: foreignJob,
        locationNumber: '1',
        base64: dataUrl('jpeg', await photoJpeg(16, 16)),
      }),
    );
    expect(franksPhoto.statusCode).toBe(200);
    const hidden = await getImage('img-foreign');
    const unknown = await getImage('img-none');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
  });

  it("[REPORT-6] images/byref lists a reachable job's images, by location or report when asked", async () => {
    const all = await server.app.inject(apiCall(carlos, 'GET', `/api/images/byref?jobID=${jobID}`));
    expect(all.statusCode).toBe(200);
    const refs = all.json<unknown[]>().map((m) => ImageMeta.parse(m).referenceCode);
    expect(refs).toEqual(expect.arrayContaining(['img-1', 'img-png', 'img-big', 'img-retry']));
    const byReport = await server.app.inject(
      apiCall(carlos, 'GET', `/api/images/byref?jobID=${jobID}&reportCode=rep-1`),
    );
    expect(byReport.json<ImageMeta[]>().map((m) => m.referenceCode)).toEqual(['img-png']);
    const foreign = await server.app.inject(
      apiCall(carlos, 'GET', `/api/images/byref?jobID=${await foreignOpenJobID(server, CARLOS)}`),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('[REPORT-6] DELETE removes the row and the bytes; deleting again is a harmless success', async () => {
    const files = (await blobFiles()).length;
    const url = `/api/image?referenceCode=img-png&JobID=${jobID}&locationNumber=1&reportCode=rep-1`;
    const first = await server.app.inject(apiCall(carlos, 'DELETE', url));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, deleted: true });
    expect((await getImage('img-png')).statusCode).toBe(404);
    // The bytes go once the answer is out (after the commit), so this may take a moment.
    await waitUntil(async () => expect((await blobFiles()).length).toBe(files - 1));
    const again = await server.app.inject(apiCall(carlos, 'DELETE', url));
    expect(again.json()).toEqual({ ok: true, deleted: false });
    const job = JobFolder.parse(
      (await server.app.inject(apiCall(carlos, 'GET', `/api/mobile/jobloader/${jobID}`))).json(),
    );
    expect(job.imageRefs).not.toContain('img-png');
    // Another job's image cannot be deleted by naming a job the caller does reach.
    const wrongJob = await server.app.inject(
      apiCall(carlos, 'DELETE', `/api/image?referenceCode=img-foreign&JobID=${jobID}&locationNumber=1`),
    );
    expect(wrongJob.json()).toEqual({ ok: true, deleted: false });
  });

  it('[REPORT-6] a photo over 4096 px is stored within 4096 px; a width above the image never enlarges it', async () => {
    const wide = await sharp({ create: { width: 6000, height: 1500, channels: 3, background: '#507090' } })
      .jpeg()
      .toBuffer();
    const answer = await upload({ referenceCode: 'img-wide', base64: dataUrl('jpeg', wide) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ width: 4096, height: 1024 });
    const stored = await getImage('img-wide');
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 4096, height: 1024 });
    // img-1 is stored 60 × 120; asking for 400 wide answers it at its own size.
    const asked = await getImage('img-1', '?format=png&width=400');
    expect(asked.statusCode).toBe(200);
    expect(await sharp(asked.rawPayload).metadata()).toMatchObject({ format: 'png', width: 60, height: 120 });
  });

  it('[REPORT-6] without a session, uploading, reading, listing and deleting images are 401 and change nothing', async () => {
    const base64 = dataUrl('jpeg', await photoJpeg(16, 16));
    await expectNothingStored(async () => {
      const answers = [
        await server.app.inject({
          method: 'POST',
          url: '/api/Image',
          payload: { referenceCode: 'no-session-1', jobID, locationNumber: '1', base64 },
        }),
        await server.app.inject({ method: 'GET', url: '/api/Image/img-1?width=32' }),
        await server.app.inject({ method: 'GET', url: `/api/images/byref?jobID=${jobID}` }),
        await server.app.inject({
          method: 'DELETE',
          url: `/api/image?referenceCode=img-1&JobID=${jobID}&locationNumber=1`,
        }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
      for (const a of answers) expect(a.json()).toMatchObject({ error: 'unauthorized' });
    });
    expect((await getImage('img-1')).statusCode).toBe(200);
  });
});
