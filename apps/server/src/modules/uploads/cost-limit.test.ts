// OPS-6: the cost-aware upload limit. First the allowance itself on the database of the run (times
// chosen, two connections for two instances), then through the server: tus chunks count by their
// bytes and photos by the megapixels their header declares, per session.
import { ApiError } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { dataUrl, photoJpeg } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS } from '../../test/jobs-fixtures.js';
import { migratedDatabase, type MigratedDatabase } from '../../test/migrated-database.js';
import { createUpload, headUpload, patchUpload } from '../../test/tus.js';
import { HttpError } from '../../http/errors.js';
import { purgeIdleAllowances, spendUploadAllowance } from './cost-limit.js';

const allowance = { bytesPerMinute: 1_000, pixelsPerMinute: 2_000 };

describe('the upload allowance', () => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await migratedDatabase();
  });
  afterAll(() => database?.close());

  const refusal = (run: Promise<void>) =>
    run.then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? error : Promise.reject(error)),
    );

  it('[OPS-6] spends bytes and pixels per session within a minute; over it 429 with the seconds left', async () => {
    const t0 = Date.parse('2026-11-24T10:00:00.000Z');
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    await spendUploadAllowance(database.db, 1, { bytes: 600, pixels: 0 }, allowance, at(0));
    await spendUploadAllowance(database.db, 1, { bytes: 300, pixels: 1_500 }, allowance, at(10));
    const over = await refusal(
      spendUploadAllowance(database.db, 1, { bytes: 200, pixels: 0 }, allowance, at(20)),
    );
    expect(over).toMatchObject({ statusCode: 429, code: 'rate_limited', headers: { 'retry-after': '40' } });
    const pixelsOver = await refusal(
      spendUploadAllowance(database.db, 1, { bytes: 0, pixels: 600 }, allowance, at(30)),
    );
    expect(pixelsOver?.headers['retry-after']).toBe('30');
    // Another session has its own minute.
    await spendUploadAllowance(database.db, 2, { bytes: 1_000, pixels: 2_000 }, allowance, at(30));
    // The next minute starts afresh; a first request larger than the allowance is let through alone.
    await spendUploadAllowance(database.db, 1, { bytes: 5_000, pixels: 0 }, allowance, at(61));
    expect(
      await refusal(spendUploadAllowance(database.db, 1, { bytes: 1, pixels: 0 }, allowance, at(62))),
    ).not.toBeNull();
    // Housekeeping drops allowances whose minute ended: session 2's (t0+30 s), not session 1's (t0+61 s).
    expect(await purgeIdleAllowances(database.db, at(61).toISOString())).toBe(1);
    const left = await database.db.selectFrom('upload_allowances').select('session_id').execute();
    expect(left.map((row) => row.session_id)).toEqual([1]);
  });

  it('[OPS-6] two instances spending at once: only what fits passes', async () => {
    const now = new Date('2026-11-24T11:00:00.000Z');
    const other = await database.another();
    await spendUploadAllowance(database.db, 7, { bytes: 100, pixels: 0 }, allowance, now);
    const outcomes = await Promise.all(
      [database.db, other, database.db, other].map((db) =>
        refusal(spendUploadAllowance(db, 7, { bytes: 400, pixels: 0 }, allowance, now)),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(2);
    expect(outcomes.filter((o) => o?.statusCode === 429)).toHaveLength(2);
  });
});

describe('uploads through the server', () => {
  let server: TestServer;
  let jobID: number;
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MB_PER_MINUTE: '1', UPLOAD_MEGAPIXELS_PER_MINUTE: '1' });
    [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
  });
  afterAll(() => server?.close());

  const expectRefused = (answer: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(answer.statusCode).toBe(429);
    const seconds = Number(answer.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(ApiError.parse(answer.json())).toMatchObject({ error: 'rate_limited' });
  };

  it('[OPS-6] tus chunks count by their bytes per session: the chunk over 1 MB a minute is 429 and not stored', async () => {
    const sid = await signIn(server, CARLOS);
    const bytes = new Uint8Array(1_400_000).fill(1);
    const metadata = { purpose: 'image', jobID, filetype: 'image/jpeg', filename: 'big.jpg' };
    const location = (await createUpload(server.app, sid, bytes.length, metadata)).headers.location as string;
    expect((await patchUpload(server.app, sid, location, 0, bytes.subarray(0, 700_000))).statusCode).toBe(
      204,
    );
    const refused = await patchUpload(server.app, sid, location, 700_000, bytes.subarray(700_000));
    expectRefused(refused);
    expect(refused.headers['tus-resumable']).toBe('1.0.0');
    expect((await headUpload(server.app, sid, location)).headers['upload-offset']).toBe('700000');
    expect(await countRows(server.app, 'upload_chunks')).toBe(1);
    // The same user's other session (another device) has an allowance of its own.
    const other = await signIn(server, CARLOS);
    expect(
      (await patchUpload(server.app, other, location, 700_000, bytes.subarray(700_000))).statusCode,
    ).toBe(204);
  });

  it('[OPS-6] photos count by the megapixels their header declares: the one over 1 MP a minute is 429, nothing stored', async () => {
    const sid = await signIn(server, CARLOS);
    const post = async (ref: string, width: number, height: number) =>
      server.app.inject(
        apiCall(sid, 'POST', '/api/Image', {
          jobID,
          locationNumber: '1',
          referenceCode: ref,
          base64: dataUrl('jpeg', await photoJpeg(width, height)),
        }),
      );
    const first = await post('cost-1', 1000, 800);
    expect(first.statusCode, first.body).toBe(200);
    const images = await countRows(server.app, 'images');
    expectRefused(await post('cost-2', 600, 500));
    expect(await countRows(server.app, 'images')).toBe(images);
  });
});
