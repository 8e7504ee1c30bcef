// OFFICE-7: the office's inbox of every report of the company: filtered by job, days, template,
// foreman and review state and paged by the server, with its PDF and photos through office calls;
// a review (has issues with a comment, or approved) is in the office record and reaches the
// foreman's device with the job's reports; his revision makes it received again.
import { JobContent, OfficeAuditList, OfficeReportList, OfficeReportRow } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  employeeID,
  FRANK,
  RITA,
  runProcedure,
} from '../../test/jobs-fixtures.js';
import { cbillingValues, saveReport } from '../../test/report-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
let frank: number;
let jobID: number;
let signature: string;

const as = async (who: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[who]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() as never, answer };
};
const body = (createdDate: string, photos: string[] = []) => ({
  values: cbillingValues({ foremanSignature: signature, photos }),
  createdDate,
  createdByUser: 'Frank Foreman',
});
const inbox = async (query: string) =>
  OfficeReportList.parse((await as(RITA, 'GET', `/api/office/reports?${query}`)).json);

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, CARLOS, RITA, OLIVIA]));
  frank = await employeeID(server, FRANK);
  [jobID] = (await assignedOpenJobIDs(server, FRANK)) as [number];
  signature = await signaturePng();
  const photo = await as(FRANK, 'POST', '/api/Image', {
    referenceCode: 'or-photo-1',
    jobID,
    locationNumber: '1',
    base64: dataUrl('jpeg', await photoJpeg(64, 48)),
  });
  expect(photo.status).toBe(200);
  for (const [ref, saved] of [
    ['or-march', body('2026-03-30T16:45:00.000-07:00', ['or-photo-1', 'or-not-uploaded'])],
    ['or-april', body('2026-04-02T09:10:00.000-07:00')],
  ] as const) {
    const answer = await server.app.inject(saveReport(sids[FRANK]!, { jobID, ref }, saved));
    expect(answer.statusCode, answer.body).toBe(200);
  }
});
afterAll(() => server?.close());

describe('the office’s report inbox', () => {
  it('[OFFICE-7] lists every report of the company, received by default, filtered by job, days, template, foreman and state, paged', async () => {
    const frankS = await inbox(`foremanID=${frank}`);
    expect(frankS.total).toBe(2);
    // Newest stored first; each with its job, template, sender and links.
    const march = frankS.reports.find((r) => r.referenceCode === 'or-march')!;
    expect(march).toMatchObject({
      job: { jobID },
      template: { name: 'cbilling' },
      foreman: { employeeID: frank, name: 'Frank Foreman' },
      filledBy: 'Frank Foreman',
      revision: 1,
      review: { state: 'received', comment: null, reviewedBy: null, reviewedAt: null },
      pdf: `/api/office/reports/${march.reportID}/pdf`,
      // The photo the server holds; the one never uploaded has nothing to show.
      photos: [
        { referenceCode: 'or-photo-1', url: `/api/office/reports/${march.reportID}/photos/or-photo-1` },
      ],
    });
    expect((await inbox(`foremanID=${frank}&from=2026-04-01`)).reports.map((r) => r.referenceCode)).toEqual([
      'or-april',
    ]);
    expect((await inbox(`foremanID=${frank}&to=2026-03-30`)).reports.map((r) => r.referenceCode)).toEqual([
      'or-march',
    ]);
    expect((await inbox(`foremanID=${frank}&jobID=${jobID}&template=cbilling`)).total).toBe(2);
    expect((await inbox(`template=no-such-template`)).total).toBe(0);
    expect((await inbox(`foremanID=${frank}&state=received`)).total).toBe(2);
    expect((await inbox(`foremanID=${frank}&state=approved`)).total).toBe(0);
    const first = await inbox(`foremanID=${frank}&pageSize=1`);
    const second = await inbox(`foremanID=${frank}&pageSize=1&page=2`);
    expect([first.reports.length, second.reports.length, first.total]).toEqual([1, 1, 2]);
    expect(first.reports[0]!.reportID).not.toBe(second.reports[0]!.reportID);
  });

  it('[OFFICE-7] has issues with a comment: in the office record, on the foreman’s device with the job’s reports; his revision is received again', async () => {
    const march = (await inbox(`foremanID=${frank}&from=2026-03-30&to=2026-03-30`)).reports[0]!;
    const since = new Date().toISOString();
    const reviewed = OfficeReportRow.parse(
      (
        await as(RITA, 'POST', `/api/office/reports/${march.reportID}/review`, {
          state: 'hasIssues',
          comment: 'The panel photo is missing',
        })
      ).json,
    );
    expect(reviewed.review).toMatchObject({
      state: 'hasIssues',
      comment: 'The panel photo is missing',
      reviewedBy: 'Rita Reviewer',
    });
    expect((await inbox(`state=hasIssues`)).reports.map((r) => r.reportID)).toEqual([march.reportID]);
    const record = OfficeAuditList.parse(
      (await as(OLIVIA, 'GET', `/api/office/audit?objectKind=report&jobID=${jobID}`)).json,
    );
    expect(record.entries[0]).toMatchObject({
      action: 'officeReviewReport',
      objectID: march.reportID,
      user: { name: 'Rita Reviewer' },
      before: { review: { state: 'received' } },
      after: { review: { state: 'hasIssues', comment: 'The panel photo is missing' } },
    });

    // Frank's device: the job moved, and its reports carry the review.
    const delta = await runProcedure(server, sids[FRANK]!, 'GetJobUpdates', { since });
    expect(delta.changed.map((j) => j.jobID)).toContain(jobID);
    const content = JobContent.array().parse(
      (await as(FRANK, 'POST', '/api/mobile/jobcontent', { jobs: [jobID] })).json,
    );
    expect(content[0]!.reports.find((r) => r.referenceCode === 'or-march')?.review).toMatchObject({
      state: 'hasIssues',
      comment: 'The panel photo is missing',
      reviewedBy: 'Rita Reviewer',
    });

    const revision = await server.app.inject(
      saveReport(
        sids[FRANK]!,
        { jobID, ref: 'or-march' },
        body('2026-03-30T16:45:00.000-07:00', ['or-photo-1']),
      ),
    );
    expect(revision.statusCode, revision.body).toBe(200);
    const again = OfficeReportRow.parse(
      (await as(RITA, 'GET', `/api/office/reports/${march.reportID}`)).json,
    );
    expect(again).toMatchObject({
      revision: 2,
      review: { state: 'received', comment: null, reviewedBy: null },
    });

    const approved = await as(OLIVIA, 'POST', `/api/office/reports/${march.reportID}/review`, {
      state: 'approved',
    });
    expect(approved.json).toMatchObject({
      review: { state: 'approved', comment: null, reviewedBy: 'Olivia Office' },
    });
  });

  it('[OFFICE-7] the office reads a report’s PDF and its photos through office calls; nothing else is reachable there', async () => {
    const march = (await inbox(`foremanID=${frank}&from=2026-03-30&to=2026-03-30`)).reports[0]!;
    const pdf = await server.app.inject(apiCall(sids[RITA]!, 'GET', march.pdf));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const photo = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', march.photos[0]!.url));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const april = (await inbox(`foremanID=${frank}&from=2026-04-01`)).reports[0]!;
    // A photo of another report (or none at all) is not this report's.
    expect((await as(RITA, 'GET', `/api/office/reports/${april.reportID}/photos/or-photo-1`)).status).toBe(
      404,
    );
    expect((await as(RITA, 'GET', `/api/office/reports/999999/pdf`)).status).toBe(404);
  });

  it('[OFFICE-7] bad input is a 4xx that changes nothing; field roles get 403', async () => {
    const april = (await inbox(`foremanID=${frank}&from=2026-04-01`)).reports[0]!;
    const url = `/api/office/reports/${april.reportID}/review`;
    for (const bad of [
      { state: 'hasIssues' },
      { state: 'hasIssues', comment: '  ' },
      { state: 'received' },
      {},
    ]) {
      const answer = await as(RITA, 'POST', url, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await as(RITA, 'POST', '/api/office/reports/999999/review', { state: 'approved' })).status).toBe(
      404,
    );
    for (const query of ['from=2026-04-02&to=2026-04-01', 'pageSize=1000', 'state=lost', 'from=yesterday']) {
      expect((await as(RITA, 'GET', `/api/office/reports?${query}`)).status, query).toBe(400);
    }
    for (const who of [FRANK, CARLOS]) {
      expect((await as(who, 'GET', '/api/office/reports')).status).toBe(403);
      expect((await as(who, 'POST', url, { state: 'approved' })).status).toBe(403);
      expect((await as(who, 'GET', april.pdf)).status).toBe(403);
    }
    const unchanged = OfficeReportRow.parse(
      (await as(RITA, 'GET', `/api/office/reports/${april.reportID}`)).json,
    );
    expect(unchanged.review.state).toBe('received');
  });
});
