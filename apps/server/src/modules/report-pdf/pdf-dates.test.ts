// UX-3: the PDF's dates and times in words, in the company's zone, in the PDF's language.
// TRUST-7: written as the device's screen writes them (en-US's 12-hour clock, Spanish's 24).
import { describe, expect, it } from 'vitest';
import { pdfDates } from './pdf-dates.js';

describe('report PDF dates', () => {
  it('[UX-3] a moment prints in the company zone in words (English and Spanish), never as ISO', () => {
    const when = '2026-11-23T19:05:00.000Z';
    expect(pdfDates('en', 'America/New_York').dateTime(when)).toBe('Mon, Nov 23, 2026, 2:05 PM');
    expect(pdfDates('en', 'Europe/Madrid').dateTime(when)).toBe('Mon, Nov 23, 2026, 8:05 PM');
    expect(pdfDates('es', 'America/New_York').dateTime(when)).toBe('lun, 23 nov 2026, 14:05');
    // Late evening in New York is the next day in UTC: the day follows the company's zone.
    expect(pdfDates('en', 'America/New_York').day('2026-11-24T02:00:00Z')).toBe('Mon, Nov 23, 2026');
  });

  it('[UX-3] a bare day stays that day in any zone; text that is no date prints as it came', () => {
    expect(pdfDates('en', 'Pacific/Kiritimati').day('2026-03-30')).toBe('Mon, Mar 30, 2026');
    expect(pdfDates('en', 'Pacific/Pago_Pago').dateTime('2026-03-30')).toBe('Mon, Mar 30, 2026');
    expect(pdfDates('en').dateTime('yesterday')).toBe('yesterday');
  });

  it('[TRUST-7] the default zone is the demo jobs’ (Oregon); a time field reads as the screen shows it', () => {
    // The screen said 1:33 PM on a phone in Oregon; the PDF says the same, not New York's 4:33 PM.
    expect(pdfDates('en').dateTime('2026-11-23T21:33:00Z')).toBe('Mon, Nov 23, 2026, 1:33 PM');
    expect(pdfDates('en').clock('07:30')).toBe('7:30 AM');
    expect(pdfDates('en').clock('13:33')).toBe('1:33 PM');
    expect(pdfDates('es').clock('13:33')).toBe('13:33');
    expect(pdfDates('es').clock('7 am')).toBe('7 am');
  });
});
