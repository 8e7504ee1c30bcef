// OFFICE-8: the whole pay period as a PDF to sign, through the office's call: refused like the CSV
// while a day is a draft (409 naming it), not whole weeks (400), or not the caller's to export
// (403); once confirmed, each week of the foreman, his total over the period and his signature
// line, in the language asked for, the days in words as the week's PDF writes them (TRUST-7).
import { addDays } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK, RITA } from '../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../test/pdf-text.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';

const OLIVIA = 'office@acme.example';
const MONDAY = PAST_MONDAY;
const LAST_SUNDAY = addDays(MONDAY, 13);
const URL = `/api/office/timesheets/export/pdf?from=${MONDAY}&to=${LAST_SUNDAY}`;
let server: TestServer;
let sids: Record<string, string>;
let frank: number;
let carlos: number;
let jobID: number;
let draftID: number;

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, CARLOS, RITA, OLIVIA]));
  [frank, carlos] = await Promise.all([employeeID(server, FRANK), employeeID(server, CARLOS)]);
  jobID = await jobLedBefore(server, frank, MONDAY);
  for (const date of [MONDAY, addDays(MONDAY, 2), addDays(MONDAY, 7)]) await save(date, 'confirmed');
  draftID = await save(addDays(MONDAY, 1), 'draft');
});
afterAll(() => server?.close());

const get = (who: string, url: string) => server.app.inject(apiCall(sids[who]!, 'GET', url));
async function save(date: string, status: 'draft' | 'confirmed'): Promise<number> {
  const day = oneJobDay({ date, jobID, employeeID: carlos, status });
  const saved = await server.app.inject(apiCall(sids[FRANK]!, 'POST', '/api/TimeSheet/', day));
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ timeSheetID: number }>().timeSheetID;
}
/** A calendar day as the payroll PDF writes it: "Mon, Nov 16, 2026" / "lun, 16 nov 2026". */
const inWords = (date: string, language: 'en' | 'es') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

describe("the pay period's PDF for signing", () => {
  it('[OFFICE-8] a period with a draft day is refused with 409 naming the foreman and the day, as the CSV is', async () => {
    const pdf = await get(OLIVIA, URL);
    expect(pdf.statusCode).toBe(409);
    const unconfirmed = [{ foremanID: frank, date: addDays(MONDAY, 1) }];
    expect(pdf.json()).toMatchObject({ error: 'conflict', details: { unconfirmed } });
    const csv = await get(OLIVIA, `/api/office/timesheets/export?from=${MONDAY}&to=${LAST_SUNDAY}`);
    expect(csv.json()).toMatchObject({ details: { unconfirmed } });
  });

  it('[OFFICE-8] not whole weeks is 400, a foreman and the reviewer get 403, a language it does not print is 400', async () => {
    const partial = await get(
      OLIVIA,
      `/api/office/timesheets/export/pdf?from=${MONDAY}&to=${addDays(MONDAY, 3)}`,
    );
    expect(partial.statusCode).toBe(400);
    expect((await get(OLIVIA, `${URL}&lang=fr`)).statusCode).toBe(400);
    expect((await get(FRANK, URL)).statusCode).toBe(403);
    expect((await get(RITA, URL)).statusCode).toBe(403);
  });

  it("[OFFICE-8] once every day is confirmed: each of the foreman's weeks, his total over the period, his signature line and payroll's", async () => {
    const draft = (await get(FRANK, `/api/TimeSheets/${draftID}`)).json<Record<string, unknown>>();
    const confirmed = await server.app.inject(
      apiCall(sids[FRANK]!, 'PUT', `/api/timesheet/${draftID}`, { ...draft, status: 'confirmed' }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const pdf = await get(OLIVIA, URL);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="payroll-${MONDAY}-${LAST_SUNDAY}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPagesText(pdf.rawPayload);
    const text = pages.join(' ');
    for (const seen of [
      'Timesheets for payroll',
      `Pay period: ${inWords(MONDAY, 'en')} to ${inWords(LAST_SUNDAY, 'en')}`,
      `Foreman: Frank Foreman · Week: ${inWords(MONDAY, 'en')} to ${inWords(addDays(MONDAY, 6), 'en')}`,
      `Foreman: Frank Foreman · Week: ${inWords(addDays(MONDAY, 7), 'en')} to ${inWords(LAST_SUNDAY, 'en')}`,
      'Carlos Crew',
      'Total for the period',
      'Foreman (Frank Foreman): ___',
      'Payroll: ___',
    ])
      expect(text).toContain(seen);
    // Three days in the first week, one in the second: the period's total is the four days.
    const [first, second, period] = [...text.matchAll(/Total(?: for the period)?\s+(\d+\.\d\d)/g)].map((m) =>
      Number(m[1]),
    );
    expect(first! + second!).toBe(period);
    expect(first).toBe(second! * 3);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('[OFFICE-8] [TRUST-7] in Spanish: the words, the days and the signature lines are Spanish', async () => {
    const pdf = await get(OLIVIA, `${URL}&lang=es&foremanID=${frank}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfPagesText(pdf.rawPayload)).join(' ');
    for (const seen of [
      'Hojas de horas para nómina',
      `Periodo de pago: del ${inWords(MONDAY, 'es')} al ${inWords(LAST_SUNDAY, 'es')}`,
      'Total del periodo',
      'Capataz (Frank Foreman): ___',
      'Nómina: ___',
      'Fecha: ___',
    ])
      expect(text).toContain(seen);
    expect(text).not.toMatch(/Pay period|Foreman \(|Payroll|Page \d/);
  });
});
