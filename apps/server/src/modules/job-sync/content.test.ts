import { JobContent } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  closedJobID,
  foreignOpenJobID,
  FRANK,
  RITA,
} from '../../test/jobs-fixtures.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';

let server: TestServer;
let sids: Record<string, string>;
let jobID: number;
beforeAll(async () => {
  ({ server, sids: sids } = await signedInServerAs([FRANK, CARLOS, RITA]));
  [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
  const signature = await signaturePng();
  const saved = await server.app.inject(
    saveReport(
      sids[CARLOS]!,
      { jobID, ref: 'rep-content-1' },
      reportBody(cbillingValues({ foremanSignature: signature })),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const photo = await server.app.inject(
    apiCall(sids[CARLOS]!, 'POST', '/api/Image', {
      jobID,
      locationNumber: '1',
      referenceCode: 'ph-content-1',
      base64: dataUrl('jpeg', await photoJpeg(400, 300)),
    }),
  );
  expect(photo.statusCode, photo.body).toBe(200);
});
afterAll(() => server?.close());

const content = (email: string, jobs: unknown) =>
  server.app.inject(apiCall(sids[email]!, 'POST', '/api/mobile/jobcontent', { jobs }));
const parsed = async (email: string, jobs: number[]) => {
  const answer = await content(email, jobs);
  expect(answer.statusCode, answer.body).toBe(200);
  return JobContent.array().parse(answer.json());
};

describe('job content (OFF-2)', () => {
  it("[OFF-2] answers a reachable job's saved reports (values, who, when) and its photos", async () => {
    const [job] = await parsed(CARLOS, [jobID]);
    expect(job!.jobID).toBe(jobID);
    expect(job!.reports.find((r) => r.referenceCode === 'rep-content-1')).toMatchObject({
      reportTemplateName: 'cbilling',
      createdByUser: 'Carlos Crew',
      locationNumber: '1',
      revision: 1,
    });
    expect(job!.reports.find((r) => r.referenceCode === 'rep-content-1')!.values.workOrder).toBe('PO-88121');
    expect(job!.images.map((i) => i.referenceCode)).toContain('ph-content-1');
    // The reviewer reaches every open job, so she receives the same.
    const [rita] = await parsed(RITA, [jobID]);
    expect(rita!.reports.map((r) => r.referenceCode)).toContain('rep-content-1');
  });

  it("[OFF-2] another foreman's, closed and unknown jobs are left out: the other foreman gets none", async () => {
    const foreign = await foreignOpenJobID(server, CARLOS);
    const asked = [foreign, await closedJobID(server), 999_999, jobID, jobID];
    expect((await parsed(CARLOS, asked)).map((j) => j.jobID)).toEqual([jobID]);
    // A photo on a job Frank does not reach: the reviewer, who reaches it, sees it; Frank gets nothing.
    const notFranks = await foreignOpenJobID(server, FRANK);
    const photo = await server.app.inject(
      apiCall(sids[RITA]!, 'POST', '/api/Image', {
        jobID: notFranks,
        locationNumber: '1',
        referenceCode: 'ph-content-foreign',
        base64: dataUrl('jpeg', await photoJpeg(200, 100)),
      }),
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect(await parsed(FRANK, [notFranks])).toEqual([]);
    const [rita] = await parsed(RITA, [notFranks]);
    expect(rita!.images.map((i) => i.referenceCode)).toContain('ph-content-foreign');
  });

  it('[OFF-2] malformed or too many ids are 400 naming the field; no session is 401', async () => {
    for (const jobs of [['abc'], [0], [-1], [1.5], Array.from({ length: 501 }, (_, i) => i + 1), 'x']) {
      const answer = await content(CARLOS, jobs);
      expect(answer.statusCode, JSON.stringify(jobs).slice(0, 20)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request' });
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/mobile/jobcontent',
      payload: { jobs: [jobID] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
