// FIELD-8 on the server: the capture time and position an upload carries are stored as sent,
// listed with the job's images, and refused (400, nothing stored) when out of range.
import { ImageMeta } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { dataUrl, photoJpeg } from '../../test/image-fixtures.js';
import { CARLOS } from '../../test/jobs-fixtures.js';

let server: TestServer;
let carlos: string;
let jobID: number;
let base64: string;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  base64 = dataUrl('jpeg', await photoJpeg(64, 48));
});
afterAll(() => server?.close());

const upload = (body: Record<string, unknown>) =>
  server.app.inject(apiCall(carlos, 'POST', '/api/Image', { jobID, locationNumber: '1', base64, ...body }));
const listed = async (ref: string) => {
  const answer = await server.app.inject(apiCall(carlos, 'GET', `/api/images/byref?jobID=${jobID}`));
  expect(answer.statusCode).toBe(200);
  return answer
    .json<unknown[]>()
    .map((m) => ImageMeta.parse(m))
    .find((m) => m.referenceCode === ref);
};

describe('photo capture time and position', () => {
  it('[FIELD-8] a photo taken offline keeps its capture time (with its offset) and position, not the upload time', async () => {
    const capture = { takenAt: '2026-03-30T07:42:10-07:00', latitude: 40.7128, longitude: -74.006 };
    const answer = await upload({ referenceCode: 'cap-1', ...capture });
    expect(answer.statusCode, answer.body).toBe(200);
    const meta = ImageMeta.parse(answer.json());
    expect(meta).toMatchObject(capture);
    // The server's own time is the upload's, kept apart.
    expect(meta.createdDate).not.toBe(capture.takenAt);
    expect(await listed('cap-1')).toMatchObject(capture);
  });

  it('[FIELD-8] an upload without a capture stores none: the server never fills in the upload time', async () => {
    const answer = await upload({ referenceCode: 'cap-none' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await listed('cap-none')).toMatchObject({ takenAt: null, latitude: null, longitude: null });
    const answered = await upload({ referenceCode: 'cap-time-only', takenAt: '2026-03-30T14:42:10Z' });
    expect(answered.json()).toMatchObject({
      takenAt: '2026-03-30T14:42:10Z',
      latitude: null,
      longitude: null,
    });
  });

  it('[FIELD-8] a position out of range or half given, or a capture time before 2000, in the future or not an instant: 400 naming the field, nothing stored', async () => {
    const future = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 91, longitude: 10 }, 'latitude'],
      [{ latitude: -90.5, longitude: 10 }, 'latitude'],
      [{ latitude: 10, longitude: 180.01 }, 'longitude'],
      [{ latitude: 10, longitude: -181 }, 'longitude'],
      [{ latitude: 10 }, 'longitude'],
      [{ latitude: '40.7', longitude: -74 }, 'latitude'],
      [{ takenAt: '1999-12-31T23:59:59Z' }, 'takenAt'],
      [{ takenAt: future }, 'takenAt'],
      [{ takenAt: '2026-03-30 07:42:10' }, 'takenAt'],
      [{ takenAt: 1_774_881_730_000 }, 'takenAt'],
    ];
    const rows = await countRows(server.app, 'images');
    for (const [index, [capture, field]] of cases.entries()) {
      const answer = await upload({ referenceCode: `cap-bad-${index}`, ...capture });
      expect(answer.statusCode, JSON.stringify(capture)).toBe(400);
      const body = answer.json<{ error: string; message: string; details: { path: string }[] }>();
      expect(body).toMatchObject({ error: 'bad_request', message: 'Invalid body' });
      expect(
        body.details.map((d) => d.path),
        JSON.stringify(capture),
      ).toEqual([`/${field}`]);
    }
    expect(await countRows(server.app, 'images')).toBe(rows);
  });
});
