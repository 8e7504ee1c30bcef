// TRUST-7: the week's PDF is asked for in the device's language, as report PDFs are; the CSV,
// read by payroll software, has no language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es';
import { addCatalogue, setLocale } from '../i18n/messages';
import { stubFetch } from '../test/fetch-stub';
import { fetchWeekExport } from './export';

addCatalogue('es', es);

afterEach(() => {
  setLocale('en');
  vi.unstubAllGlobals();
});

const pdf = () => new Response('%PDF-', { headers: { 'Content-Type': 'application/pdf' } });

describe('payroll export language (TRUST-7)', () => {
  it('[TRUST-7] a Spanish device asks for the PDF in Spanish; an English one and the CSV name no language', async () => {
    const net = stubFetch({ 'GET /api/timesheet/export/2/2026-11-23': pdf });
    await fetchWeekExport(2, '2026-11-23', 'pdf');
    setLocale('es');
    await fetchWeekExport(2, '2026-11-23', 'pdf');
    await fetchWeekExport(2, '2026-11-23', 'csv');
    expect(net.requests.map((r) => r.url.search)).toEqual([
      '?format=pdf',
      '?format=pdf&lang=es',
      '?format=csv',
    ]);
  });
});
