// TRUST-7: a report PDF in the reader's words, read back as text (pdf.js) the way a reader sees
// it: the report's name for a title (never the template's key), a signature on the page of its
// label and of the signer's name, times in the company's zone as the device's screen writes them,
// and a Spanish PDF Spanish throughout (title, footer, "8,5 h").
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../../demo/report-templates.js';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { CARLOS, jobNumberOf } from '../../test/jobs-fixtures.js';
import { pdfPageImageSizes, pdfPagesText } from '../../test/pdf-text.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';
import { buildReportPdf } from './report-pdf.js';

let server: TestServer;
let carlos: string;
let jobID: number;
let jobNumber: string;
let signature: string;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  jobNumber = await jobNumberOf(server, jobID);
  signature = await signaturePng();
});
afterAll(() => server?.close());

const pdf = (ref: string, template: string, lang?: string) =>
  server.app.inject(
    apiCall(
      carlos,
      'GET',
      `/api/ContractorBillingForm?id=${jobID}&referenceCode=${ref}&template=${template}${lang ? `&lang=${lang}` : ''}`,
    ),
  );

/** A daily report as a device in Oregon sends it: submitted at 1:33 PM Pacific time. */
async function saveDaily(ref: string, language: 'en' | 'es'): Promise<void> {
  const values = {
    reportDate: '2026-11-23',
    startTime: '07:30',
    weather: 'Rain',
    hoursWorked: 8.5,
    workPerformed: 'Trench and backfill',
    signature,
  };
  const body = { ...reportBody(values), createdDate: '2026-11-23T13:33:00.000-08:00', language };
  const saved = await server.app.inject(saveReport(carlos, { jobID, ref, template: 'generic' }, body));
  expect(saved.statusCode, saved.body).toBe(200);
}

/** How the web app writes an instant (i18n/format.ts formatDateTime) on a phone in the company's zone. */
const screenTime = (when: string) =>
  new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: server.config.companyTimeZone })
    .format(new Date(when))
    .replace(/\u202f/g, ' ');

describe('report PDFs in the reader’s words (TRUST-7)', () => {
  it('[TRUST-7] the title is the report’s name, never the template’s key', async () => {
    await saveDaily('trust7-title', 'en');
    const billing = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'trust7-billing' },
        reportBody(cbillingValues({ foremanSignature: signature })),
      ),
    );
    expect(billing.statusCode, billing.body).toBe(200);
    for (const [ref, template, name] of [
      ['trust7-billing', 'cbilling', 'Contractor Billing'],
      ['trust7-title', 'generic', 'Daily Report'],
    ] as const) {
      const answer = await pdf(ref, template);
      expect(answer.statusCode).toBe(200);
      const pages = await pdfPagesText(answer.rawPayload);
      expect(pages[0]).toContain(name);
      expect(pages.join('\n')).not.toContain(`(${template})`);
    }
  });

  it('[TRUST-7] a time prints in the company’s zone (the Oregon jobs’) as the device’s screen showed it', async () => {
    expect(server.config.companyTimeZone).toBe('America/Los_Angeles');
    await saveDaily('trust7-time', 'en');
    const text = (await pdfPagesText((await pdf('trust7-time', 'generic')).rawPayload)).join('\n');
    expect(screenTime('2026-11-23T13:33:00.000-08:00')).toBe('1:33 PM');
    expect(text).toContain('Filled on');
    expect(text).toContain('Mon, Nov 23, 2026, 1:33 PM by Carlos Crew');
    // A time field as the time input showed it; no 24-hour or Eastern time anywhere.
    expect(text).toContain('7:30 AM');
    expect(text).not.toMatch(/4:33|16:33|13:33/);
  });

  it('[TRUST-7] a Spanish PDF is Spanish: title, footer, file name, numbers with a decimal comma, dates', async () => {
    await saveDaily('trust7-es', 'es');
    const answer = await pdf('trust7-es', 'generic');
    const pages = await pdfPagesText(answer.rawPayload);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Reporte diario');
    pages.forEach((page, i) =>
      expect(page).toContain(`Reporte diario - ${jobNumber}   Página ${i + 1} de ${pages.length}`),
    );
    expect(text).toContain('8,5 h');
    expect(text).toContain('lun, 23 nov 2026, 13:33 por Carlos Crew');
    expect(text).not.toMatch(/8\.5|Daily Report|Page \d|\bMon\b|Nov/);
    expect(String(answer.headers['content-disposition'])).toContain('filename="Reporte diario ');
    // The same report in English keeps the English way of writing it.
    await saveDaily('trust7-en', 'en');
    expect((await pdfPagesText((await pdf('trust7-en', 'generic')).rawPayload)).join('\n')).toContain(
      '8.5 h',
    );
  });

  it('[TRUST-7] a Spanish contractor billing writes quantities and money the Spanish way', async () => {
    const values = cbillingValues({ foremanSignature: signature });
    const saved = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'trust7-billing-es' }, { ...reportBody(values), language: 'es' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const text = (await pdfPagesText((await pdf('trust7-billing-es', 'cbilling')).rawPayload)).join('\n');
    expect(text).toContain('Facturación del contratista');
    // 12.5 CY at $48.00; 42 × $3.50; the total of the three lines.
    for (const written of ['12,5', '48,00 $', '147,00 $', '3197,00 $']) expect(text).toContain(written);
    expect(text).not.toContain('$3,197.00');
  });
});

describe('a signature keeps its block (TRUST-7)', () => {
  it('[TRUST-7] wherever the page ends, the signature’s label, image and caption share a page with the signer’s name', async () => {
    const template = DEMO_TEMPLATES.find((t) => t.name === 'cbilling')!;
    const photo = await photoJpeg(800, 600);
    const signed = await sharp(Buffer.from(signature.split(',')[1]!, 'base64')).metadata();
    // Longer and longer notes move the end of the first page across the name and the signature.
    for (let lines = 0; lines <= 24; lines += 2) {
      const bytes = await buildReportPdf({
        companyName: 'Acme Utility & Civil',
        job: { jobNumber: 'ER-2026-0004', address1: '1 Main St', city: 'Portland' },
        location: { locationNumber: '1', address1: '1 Main St', city: 'Portland' },
        template: {
          reportTemplateID: 1,
          reportTemplateName: template.name,
          reportName: template.reportName,
          fields: template.fields,
        },
        report: {
          referenceCode: 'r-1',
          values: cbillingValues({
            foremanSignature: signature,
            photos: ['a', 'b'],
            notes: Array.from({ length: lines }, (_, n) => `Note line ${n}`).join('\n'),
          }),
          createdDate: '2026-11-23T13:33:00.000-08:00',
          createdByUser: 'Carlos Crew',
          savedDate: '2026-11-23T13:33:00.000-08:00',
          revision: 1,
        },
        optionLabels: {},
        photos: { a: photo, b: photo },
      });
      const pages = await pdfPagesText(bytes);
      const images = await pdfPageImageSizes(bytes);
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      const signaturePage = images.findIndex((page) =>
        page.some((image) => image.width === signed.width && image.height === signed.height),
      );
      expect(signaturePage, `${lines} lines of notes`).toBeGreaterThanOrEqual(0);
      for (const text of ['Foreman signature', 'Submitted by Carlos Crew', 'Foreman name', 'Frank Foreman'])
        expect(pageOf(text), `${text} with ${lines} lines of notes`).toBe(signaturePage);
      // Nothing but the footer would be a page of its own: the page holds more than the signature.
      expect(pages[signaturePage]).toContain('Foreman name');
    }
  });
});
