// OFFICE-8: the pay period's PDF with two foremen: each starts his own page, signs his own line,
// and a foreman with one week has no period total (it would repeat the week's).
import type { PayrollRow } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../../test/pdf-text.js';
import { payPeriodPdf } from './pay-period-pdf.js';
import type { PayrollWeekExport } from './payroll-week.js';

const row = (employee: string, dates: string[]): PayrollRow => ({
  employeeID: 1,
  employee,
  trade: '',
  jobID: 7,
  jobNumber: 'ER-2026-0007',
  dates,
  regularMinutes: dates.length * 480,
  overtimeMinutes: 0,
  perDiem: 0,
  explanations: [],
  confirmedBy: ['Frank Foreman'],
  confirmedAt: '2026-11-20T23:00:00Z',
});
const week = (foremanID: number, foreman: string, weekStart: string, weekEnd: string, dates: string[]) =>
  ({
    foremanID,
    foreman,
    weekStart,
    weekEnd,
    dates,
    rows: [row('Carlos Crew', dates)],
  }) satisfies PayrollWeekExport;

describe('pay period PDF', () => {
  it('[OFFICE-8] every foreman of the period on his own page with his own signature line', async () => {
    const pdf = await payPeriodPdf(
      {
        from: '2026-11-02',
        to: '2026-11-15',
        weeks: [
          week(12, 'Frank Foreman', '2026-11-02', '2026-11-08', ['2026-11-02', '2026-11-03']),
          week(12, 'Frank Foreman', '2026-11-09', '2026-11-15', ['2026-11-09']),
          week(14, 'Fiona Foreman', '2026-11-09', '2026-11-15', ['2026-11-10']),
        ],
      },
      'en',
    );
    const [frank, fiona, ...more] = await pdfPagesText(pdf);
    expect(more).toEqual([]);
    expect(frank).toContain('Foreman (Frank Foreman): ___');
    expect(frank).toMatch(/Total for the period\s+24\.00/);
    expect(frank).not.toContain('Fiona');
    expect(fiona).toContain('Foreman: Fiona Foreman · Week: Mon, Nov 9, 2026 to Sun, Nov 15, 2026');
    expect(fiona).toContain('Foreman (Fiona Foreman): ___');
    expect(fiona).toContain('Payroll: ___');
    expect(fiona).not.toContain('Total for the period');
    expect(fiona).toContain('Page 2 of 2');
  });
});
