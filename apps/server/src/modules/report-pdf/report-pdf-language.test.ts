import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { signaturePng } from '../../test/image-fixtures.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../test/pdf-text.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';

let server: TestServer;
let carlos: string;
let jobID: number;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  const values = cbillingValues({
    foremanSignature: await signaturePng(),
    notes: 'Zanja ✓ señalizada; pingüino, café',
  });
  const saved = await server.app.inject(saveReport(carlos, { jobID, ref: 'pdf-es-1' }, reportBody(values)));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => server?.close());

const pdf = (lang?: string, ref = 'pdf-es-1') =>
  server.app.inject(
    apiCall(
      carlos,
      'GET',
      `/api/ContractorBillingForm?id=${jobID}&referenceCode=${ref}&template=cbilling${lang ? `&lang=${lang}` : ''}`,
    ),
  );
const pdfText = async (lang?: string, ref?: string) =>
  (await pdfPagesText((await pdf(lang, ref)).rawPayload)).join('\n');

describe('report PDF language (UX-1)', () => {
  it('[UX-1] lang=es prints the template’s Spanish labels and the PDF’s own words in Spanish, accents intact', async () => {
    const answer = await pdf('es');
    expect(answer.statusCode).toBe(200);
    const text = (await pdfPagesText(answer.rawPayload)).join('\n');
    for (const words of [
      'Orden de trabajo / número de compra',
      'Partidas',
      'Cantidad',
      'Importe',
      'Trabajo',
      'Ubicación',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/Página 1 de \d/);
    // á é ñ ü print as themselves (WinAnsi); the check mark, which no standard font has, as "Sí".
    expect(text).toContain('Zanja Sí señalizada; pingüino, café');
    expect(text).not.toContain('?');
    expect(text).not.toContain('Line items');
  });

  it('[UX-1] without lang the PDF stays English (a ✓ prints as "Yes"), and each language has its own ETag', async () => {
    const english = await pdf();
    const text = (await pdfPagesText(english.rawPayload)).join('\n');
    expect(text).toContain('Line items');
    expect(text).toContain('Zanja Yes señalizada');
    expect(text).toMatch(/Page 1 of \d/);
    expect(english.headers.etag).not.toBe((await pdf('es')).headers.etag);
    expect((await pdf('fr')).statusCode).toBe(400);
  });

  it('[UX-1] a report filled in Spanish prints in Spanish whoever opens it, and keeps its language across revisions', async () => {
    const values = cbillingValues({ foremanSignature: await signaturePng(), notes: 'Zanja lista' });
    const spanish = { ...reportBody(values), language: 'es' };
    const first = await server.app.inject(saveReport(carlos, { jobID, ref: 'pdf-es-filled' }, spanish));
    expect(first.statusCode, first.body).toBe(200);
    for (const asked of [undefined, 'en', 'es']) {
      const text = await pdfText(asked, 'pdf-es-filled');
      expect(text).toContain('Partidas');
      expect(text).not.toContain('Line items');
    }
    // A revision from a device that sends no language keeps the recorded one.
    const again = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'pdf-es-filled' }, reportBody(values)),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await pdfText('en', 'pdf-es-filled')).toContain('Revisión 2');
    // An English report asked for in Spanish stays English.
    await server.app.inject(
      saveReport(carlos, { jobID, ref: 'pdf-en-filled' }, { ...reportBody(values), language: 'en' }),
    );
    expect(await pdfText('es', 'pdf-en-filled')).toContain('Line items');
  });

  it('[UX-1] a language the app does not speak is refused and stores nothing', async () => {
    const values = cbillingValues({ foremanSignature: await signaturePng() });
    const answer = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'pdf-fr-filled' }, { ...reportBody(values), language: 'fr' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: expect.any(String), details: expect.anything() });
    expect((await pdf(undefined, 'pdf-fr-filled')).statusCode).toBe(404);
  });

  it('[UX-1] a choice from an option list prints its Spanish label in a Spanish report, the stored value unchanged', async () => {
    const signature = await signaturePng();
    const daily = (language: string) => ({
      ...reportBody({
        reportDate: '2026-03-30',
        weather: 'Rain',
        hoursWorked: 8,
        workPerformed: 'Zanja',
        signature,
      }),
      language,
    });
    const printed = async (ref: string) => {
      const answer = await server.app.inject(
        apiCall(
          carlos,
          'GET',
          `/api/ContractorBillingForm?id=${jobID}&referenceCode=${ref}&template=generic`,
        ),
      );
      expect(answer.statusCode).toBe(200);
      return (await pdfPagesText(answer.rawPayload)).join('\n');
    };
    for (const [ref, language] of [
      ['daily-es', 'es'],
      ['daily-en', 'en'],
    ] as const) {
      const saved = await server.app.inject(
        saveReport(carlos, { jobID, ref, template: 'generic' }, daily(language)),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ values: { weather: 'Rain' } });
    }
    expect(await printed('daily-es')).toContain('Lluvia');
    expect(await printed('daily-en')).toContain('Rain');
    expect(await printed('daily-en')).not.toContain('Lluvia');
  });
});
