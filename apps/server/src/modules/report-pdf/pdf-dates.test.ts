// UX-3: the PDF's dates and times in words, in the company's zone, in the PDF's language.
import { describe, expect, it } from 'vitest';
import { pdfDates } from './pdf-dates.js';

describe('report PDF dates', () => {
  it('[UX-3] a moment prints in the company zone in words (English and Spanish), never as ISO', () => {
    const when = '2026-11-23T19:05:00.000Z';
    expect(pdfDates('en', 'America/New_York').dateTime(when)).toBe('Mon, 23 Nov 2026, 14:05');
    expect(pdfDates('en', 'Europe/Madrid').dateTime(when)).toBe('Mon, 23 Nov 2026, 20:05');
    expect(pdfDates('es', 'America/New_York').dateTime(when)).toBe('lun, 23 nov 2026, 14:05');
    // Late evening in New York is the next day in UTC: the day follows the company's zone.
    expect(pdfDates('en', 'America/New_York').day('2026-11-24T02:00:00Z')).toBe('Mon, 23 Nov 2026');
  });

  it('[UX-3] a bare day stays that day in any zone; text that is no date prints as it came', () => {
    expect(pdfDates('en', 'Pacific/Kiritimati').day('2026-03-30')).toBe('Mon, 30 Mar 2026');
    expect(pdfDates('en', 'Pacific/Pago_Pago').dateTime('2026-03-30')).toBe('Mon, 30 Mar 2026');
    expect(pdfDates('en').dateTime('yesterday')).toBe('yesterday');
  });
});
