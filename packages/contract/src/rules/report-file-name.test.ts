import { describe, expect, it } from 'vitest';
import { contentDispositionName, reportFileName } from './report-file-name.js';

describe('report file names (UX-3)', () => {
  it('[UX-3] name a PDF by the report, the job number and the crew’s day, keeping accents', () => {
    expect(reportFileName('Daily Report', 'J-4102', '2026-03-30T23:45:00.000-07:00')).toBe(
      'Daily Report J-4102 2026-03-30.pdf',
    );
    expect(reportFileName('Inspección: zanja/2', 'ER-7', '2026-03-30T08:00:00Z')).toBe(
      'Inspección_ zanja_2 ER-7 2026-03-30.pdf',
    );
    expect(reportFileName('  ', '', 'not a date')).toBe('Report.pdf');
    expect(reportFileName('..hidden', 'J-1', '')).toBe('hidden J-1.pdf');
  });

  it('[UX-3] a header carries an ASCII name and the exact one', () => {
    expect(contentDispositionName('Inspección J-1.pdf')).toBe(
      `filename="Inspeccion J-1.pdf"; filename*=UTF-8''Inspecci%C3%B3n%20J-1.pdf`,
    );
  });
});
