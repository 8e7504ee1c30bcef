import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, command, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { dataUrl, photoJpeg } from '../../test/image-fixtures.js';
import {
  ageAllJobs,
  assignedOpenJobIDs,
  CARLOS,
  foreignOpenJobID,
  runProcedure,
} from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
beforeAll(async () => ({ server, sid } = await signedInServer(CARLOS)));
afterAll(() => server?.close());

describe('GetSites', () => {
  it("[JOB-6] a job's sites carry siteID, locationNumber, address, city, coordinates and status Active", async () => {
    for (const jobID of await assignedOpenJobIDs(server, CARLOS)) {
      const sites = await runProcedure(server, sid, 'GetSites', { jobID });
      expect(sites.length).toBeGreaterThanOrEqual(1);
      for (const site of sites) {
        expect(site).toMatchObject({ jobID, status: 'Active', reports: [], imageRefs: [] });
        expect(site.siteID).toBeGreaterThan(0);
        expect(site.address1).not.toBe('');
        expect(site.latitude).toBeGreaterThan(45);
        expect(site.longitude).toBeLessThan(-122);
      }
      expect(sites.map((s) => s.locationNumber)).toEqual(sites.map((_, i) => String(i + 1)));
    }
  });

  it('[SRV-1] a foreign job is 404', async () => {
    const answer = await server.app.inject(
      command(sid, 'GetSites', { jobID: await foreignOpenJobID(server, CARLOS) }),
    );
    expect(answer.statusCode).toBe(404);
  });
});

/** Stores a small photo on the job through POST /api/Image, as a device does. */
async function uploadPhoto(jobID: number, referenceCode: string): Promise<void> {
  const body = {
    referenceCode,
    jobID,
    locationNumber: '1',
    base64: dataUrl('jpeg', await photoJpeg(32, 32)),
  };
  const answer = await server.app.inject(apiCall(sid, 'POST', '/api/Image', body));
  expect(answer.statusCode).toBe(200);
}

describe('SetCoverPhoto', () => {
  it('[SRV-1] sets the cover photo, which the next delta carries; an empty reference is refused', async () => {
    const [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
    await uploadPhoto(jobID, 'IMG-20260301-0001');
    await ageAllJobs(server);
    const since = new Date().toISOString();
    const answer = await runProcedure(server, sid, 'SetCoverPhoto', {
      jobID,
      referenceCode: 'IMG-20260301-0001',
    });
    expect(answer).toMatchObject({ jobID, coverPhotoRef: 'IMG-20260301-0001' });
    const delta = await runProcedure(server, sid, 'GetJobUpdates', { since });
    expect(delta.changed).toHaveLength(1);
    expect(delta.changed[0]).toMatchObject({
      jobID,
      coverPhotoRef: 'IMG-20260301-0001',
      imageRefs: ['IMG-20260301-0001'],
    });
    for (const referenceCode of ['', '   ', null]) {
      const refused = await server.app.inject(command(sid, 'SetCoverPhoto', { jobID, referenceCode }));
      expect(refused.statusCode).toBe(400);
    }
    const foreign = await server.app.inject(
      command(sid, 'SetCoverPhoto', {
        jobID: await foreignOpenJobID(server, CARLOS),
        referenceCode: 'IMG-1',
      }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("[OPS-6] a cover must be a photo of that job: another job's photo and an unknown reference get the same 404", async () => {
    const [jobID, otherJobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number, number];
    await uploadPhoto(otherJobID, 'IMG-20260302-0002');
    const answers = [];
    for (const referenceCode of ['IMG-20260302-0002', 'IMG-20260302-9999']) {
      const answer = await server.app.inject(command(sid, 'SetCoverPhoto', { jobID, referenceCode }));
      answers.push([answer.statusCode, answer.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]![0]).toBe(404);
    const job = await runProcedure(server, sid, 'GetJobUpdates', { since: '2000-01-01T00:00:00.000Z' });
    expect(job.changed.find((j) => j.jobID === jobID)?.coverPhotoRef).not.toBe('IMG-20260302-0002');
  });
});
