import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { CARLOS, foreignOpenJobID, RITA, jobNumberOf } from '../../test/jobs-fixtures.js';
import { pdfImageSizes, pdfPagesText } from '../../test/pdf-text.js';
import {
  cbillingValues,
  LINE_ITEMS,
  LINE_ITEMS_TOTAL,
  reportBody,
  saveReport,
} from '../../test/report-fixtures.js';

let server: TestServer;
let carlos: string;
let jobID: number;
let jobNumber: string;
let signature: string;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS, { COMPANY_NAME: 'Acme Utility & Civil' }));
  jobNumber = await jobNumberOf(server, jobID);
  signature = await signaturePng();
  for (const ref of ['pdf-photo-1', 'pdf-photo-2']) {
    const answer = await server.app.inject(
      apiCall(carlos, 'POST', '/api/Image', {
        referenceCode: ref,
        jobID,
        locationNumber: '1',
        base64: dataUrl('jpeg', await photoJpeg(800, 600)),
      }),
    );
    expect(answer.statusCode).toBe(200);
  }
  const saved = await server.app.inject(
    saveReport(
      carlos,
      { jobID, ref: 'pdf-rep-1' },
      reportBody(
        cbillingValues({
          foremanSignature: signature,
          photos: ['pdf-photo-1', 'pdf-photo-2', 'pdf-photo-missing'],
        }),
      ),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => server?.close());

const pdfUrl = (id: number, ref: string, template = 'cbilling') =>
  `/api/ContractorBillingForm?id=${id}&referenceCode=${ref}&template=${template}`;

describe('report PDF', () => {
  it('[REPORT-4] is a real PDF whose text holds the company, job number, every line item, amounts and the total', async () => {
    const answer = await server.app.inject(apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-1')));
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    // UX-3: named by the report, the job number and the day it was filled, not by its reference code.
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(
      /^inline; filename="Contractor Billing [A-Z]+-\d+ 2026-03-30\.pdf"; filename\*=UTF-8''Contractor%20Billing%20[A-Z]+-\d+%202026-03-30\.pdf$/,
    );
    expect(disposition).not.toContain('pdf-rep-1');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPagesText(answer.rawPayload)).join('\n');
    expect(text).toContain('Acme Utility & Civil');
    // TRUST-7: titled by the report's name, not its template's key.
    expect(text).toContain('Contractor Billing');
    expect(text).not.toContain('(cbilling)');
    expect(text).toContain(jobNumber);
    for (const item of LINE_ITEMS) {
      expect(text).toContain(item.description);
      expect(text).toContain(item.code);
    }
    // 42 × $3.50, 12.5 × $48.00, 40 × $61.25, and their total.
    for (const amount of ['$147.00', '$600.00', '$2,450.00', LINE_ITEMS_TOTAL])
      expect(text).toContain(amount);
    expect(text).toContain('Total');
    expect(text).toContain('PO-88121');
    expect(text).toContain('Photo not received yet');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('[REPORT-7] the PDF embeds the signature image and the photos', async () => {
    const answer = await server.app.inject(apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-1')));
    const images = await pdfImageSizes(answer.rawPayload);
    const signed = await sharp(Buffer.from(signature.split(',')[1]!, 'base64')).metadata();
    expect(images).toContainEqual(
      expect.objectContaining({ width: signed.width, height: signed.height, isMask: false }),
    );
    // Two photos, downscaled for print (800 × 600 stays within the 1200 px cap).
    expect(images.filter((i) => i.width === 800 && i.height === 600)).toHaveLength(2);
  });

  it('[REPORT-4] a long report flows over several pages, numbered, with every line item', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      code: `X-${i}`,
      description: `Line item number ${i} with a description long enough to wrap inside its table cell on the page`,
      unit: 'EA',
      quantity: i + 1,
      unitPrice: 10,
    }));
    const saved = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'pdf-rep-long' },
        reportBody(cbillingValues({ foremanSignature: signature, lineItems: many })),
      ),
    );
    expect(saved.statusCode).toBe(200);
    const pages = await pdfPagesText(
      (await server.app.inject(apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-long')))).rawPayload,
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = pages.join('\n');
    for (const i of [0, 30, 59]) expect(text).toContain(`Line item number ${i} `);
    // 10 × (1 + … + 60) = 18,300.
    expect(text).toContain('$18,300.00');
  });

  it('[REPORT-4] an ETag lets a viewer that has the PDF revalidate without a new rendering', async () => {
    const first = await server.app.inject(apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-1')));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await server.app.inject(
      apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-1'), undefined, {
        'if-none-match': String(first.headers.etag),
      }),
    );
    expect(again.statusCode).toBe(304);
  });

  it("[REPORT-8] an unknown report, another job's id, the wrong template or a job out of reach: 404 'error trying to load report'", async () => {
    const rita = await signIn(server, RITA);
    const foreign = await foreignOpenJobID(server, CARLOS);
    const cases = [
      apiCall(carlos, 'GET', pdfUrl(jobID, 'no-such-report')),
      apiCall(carlos, 'GET', pdfUrl(foreign, 'pdf-rep-1')),
      apiCall(carlos, 'GET', pdfUrl(jobID, 'pdf-rep-1', 'generic')),
      apiCall(rita, 'GET', pdfUrl(foreign, 'pdf-rep-1')),
    ];
    for (const request of cases) {
      const answer = await server.app.inject(request);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error: 'not_found',
        message: 'error trying to load report',
        details: null,
      });
    }
    expect((await server.app.inject(apiCall(rita, 'GET', pdfUrl(jobID, 'pdf-rep-1')))).statusCode).toBe(200);
  });
});
