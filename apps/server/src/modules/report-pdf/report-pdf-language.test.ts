import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { signaturePng } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS } from '../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../test/pdf-text.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';

let server: TestServer;
let carlos: string;
let jobID: number;
beforeAll(async () => {
  server = await startTestServer();
  carlos = await signIn(server, CARLOS);
  [jobID] = (await assignedOpenJobIDs(server, CARLOS)) as [number];
  const values = cbillingValues({
    foremanSignature: await signaturePng(),
    notes: 'Zanja ✓ señalizada; pingüino, café',
  });
  const saved = await server.app.inject(saveReport(carlos, { jobID, ref: 'pdf-es-1' }, reportBody(values)));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => server?.close());

const pdf = (lang?: string) =>
  server.app.inject(
    apiCall(
      carlos,
      'GET',
      `/api/ContractorBillingForm?id=${jobID}&referenceCode=pdf-es-1&template=cbilling${lang ? `&lang=${lang}` : ''}`,
    ),
  );

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
});
