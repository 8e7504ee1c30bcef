// OFFICE-9: the office sees a job's photos on a timeline and a map: each with the time and position
// the device recorded, oldest first, its day the device's own date; a photo without a position is
// listed with none; its bytes come through an office call for that job only.
import { OfficeJobList, OfficeJobPhotos } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, type TestServer } from '../../test/harness.js';
import { dataUrl, photoJpeg } from '../../test/image-fixtures.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { signedInCrew } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let carlos: string;
let olivia: string;
let jobID: number;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  olivia = await signIn(server, OLIVIA);
  const base64 = dataUrl('jpeg', await photoJpeg(64, 48));
  const photos = [
    {
      referenceCode: 'ph-evening',
      takenAt: '2026-03-30T21:30:00-07:00',
      latitude: 45.52,
      longitude: -122.68,
    },
    {
      referenceCode: 'ph-morning',
      takenAt: '2026-03-30T07:42:10-07:00',
      latitude: 45.51,
      longitude: -122.67,
    },
    { referenceCode: 'ph-next-day', takenAt: '2026-03-31T08:00:00-07:00' },
  ];
  for (const photo of photos) {
    const answer = await server.app.inject(
      apiCall(carlos, 'POST', '/api/Image', { jobID, locationNumber: '1', base64, ...photo }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }
});
afterAll(() => server?.close());

const office = (url: string, sid = olivia) => server.app.inject(apiCall(sid, 'GET', url));

describe("a job's photos in the office", () => {
  it("[OFFICE-9] lists the photos oldest first with their time and position, grouped by the device's day", async () => {
    const answer = await office(`/api/office/jobs/${jobID}/photos`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { photos } = OfficeJobPhotos.parse(answer.json());
    const ours = photos.filter((p) => p.referenceCode.startsWith('ph-'));
    expect(ours.map((p) => [p.referenceCode, p.day])).toEqual([
      ['ph-morning', '2026-03-30'],
      // 21:30 at -07:00 is the next day in UTC; the timeline keeps the crew's own date.
      ['ph-evening', '2026-03-30'],
      ['ph-next-day', '2026-03-31'],
    ]);
    expect(ours[0]).toMatchObject({
      takenAt: '2026-03-30T07:42:10-07:00',
      latitude: 45.51,
      longitude: -122.67,
    });
    expect(ours[2]).toMatchObject({ latitude: null, longitude: null });
    expect(ours[0]!.url).toBe(`/api/office/jobs/${jobID}/photos/ph-morning`);
  });

  it("[OFFICE-9] a photo's bytes come through the office call for its own job only", async () => {
    const bytes = await office(`/api/office/jobs/${jobID}/photos/ph-morning`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(bytes.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const jobs = OfficeJobList.parse((await office('/api/office/jobs?pageSize=200')).json()).jobs;
    const otherJobID = jobs.find((job) => job.jobID !== jobID)!.jobID;
    expect((await office(`/api/office/jobs/${otherJobID}/photos/ph-morning`)).statusCode).toBe(404);
    expect((await office(`/api/office/jobs/${jobID}/photos/no-such-photo`)).statusCode).toBe(404);
  });

  it('[OFFICE-9] an unknown job is 404 and a field role is refused', async () => {
    expect((await office('/api/office/jobs/999999/photos')).statusCode).toBe(404);
    expect((await office(`/api/office/jobs/${jobID}/photos`, carlos)).statusCode).toBe(403);
    expect((await office(`/api/office/jobs/${jobID}/photos/ph-morning`, carlos)).statusCode).toBe(403);
  });
});
