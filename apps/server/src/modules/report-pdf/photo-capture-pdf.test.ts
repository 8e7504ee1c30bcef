// FIELD-8 in the report PDF: under each received photo, when and where it was taken. UX-3: the
// time in words in the company's zone (the test server's default, America/Los_Angeles), photos named
// by number and location, no reference codes or ISO timestamps anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../test/pdf-text.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';
import { captureCaption, formatCaptureTime } from './photo-caption.js';

let server: TestServer;
let carlos: string;
let jobID: number;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  const photos: [string, Record<string, unknown>][] = [
    ['cap-pdf-1', { takenAt: '2026-03-30T07:42:10-07:00', latitude: 40.7128, longitude: -74.006 }],
    ['cap-pdf-2', {}],
  ];
  for (const [referenceCode, capture] of photos) {
    const answer = await server.app.inject(
      apiCall(carlos, 'POST', '/api/Image', {
        referenceCode,
        jobID,
        locationNumber: '1',
        base64: dataUrl('jpeg', await photoJpeg(400, 300)),
        ...capture,
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const saved = await server.app.inject(
    saveReport(
      carlos,
      { jobID, ref: 'cap-pdf-rep' },
      reportBody(
        cbillingValues({ foremanSignature: await signaturePng(), photos: ['cap-pdf-1', 'cap-pdf-2'] }),
      ),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => server?.close());

describe('report PDF photo captions', () => {
  it('[FIELD-8] the PDF prints the capture time and position under each photo, and nothing invented for a photo without them', async () => {
    const answer = await server.app.inject(
      apiCall(
        carlos,
        'GET',
        `/api/ContractorBillingForm?id=${jobID}&referenceCode=cap-pdf-rep&template=cbilling`,
      ),
    );
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const text = (await pdfPagesText(answer.rawPayload)).join('\n');
    // 07:42 at UTC-07:00 is 7:42 AM in the company's zone (PDT), as the device's screen writes it.
    expect(text).toContain('Taken Mon, Mar 30, 2026, 7:42 AM \u00b7 40.71280, -74.00600');
    expect(text).toContain('Photo 2 \u00b7 location 1');
    expect(text.match(/Taken /g)).toHaveLength(1);
  });

  it('[UX-3] the PDF speaks in dates, times, numbers and places: no ISO timestamps, reference codes or photo ids', async () => {
    const answer = await server.app.inject(
      apiCall(
        carlos,
        'GET',
        `/api/ContractorBillingForm?id=${jobID}&referenceCode=cap-pdf-rep&template=cbilling`,
      ),
    );
    const text = (await pdfPagesText(answer.rawPayload)).join('\n');
    expect(text).toContain('Photo 1 \u00b7 location 1');
    // Filled 16:45 at UTC-07:00: 4:45 PM in the company's zone; the signature line says the day.
    expect(text).toContain('Mon, Mar 30, 2026, 4:45 PM by Carlos Crew');
    expect(text).toContain('Submitted by Carlos Crew on Mon, Mar 30, 2026');
    expect(text).toMatch(/Revision \d/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/cap-pdf/);
  });

  it('[FIELD-8] a caption reads the wall-clock time and offset as the device wrote them', () => {
    expect(formatCaptureTime('2026-11-14T07:42:59.123+01:00')).toBe('2026-11-14 07:42 UTC+01:00');
    expect(formatCaptureTime('2026-11-14T12:42:00Z')).toBe('2026-11-14 12:42 UTC');
    expect(captureCaption({ takenAt: null, latitude: -33.8688, longitude: 151.2093 })).toBe(
      '-33.86880, 151.20930',
    );
    expect(captureCaption({ takenAt: null, latitude: null, longitude: null })).toBeNull();
    expect(captureCaption(undefined)).toBeNull();
  });
});
