import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clockTimesIn,
  formatBytes,
  formatClock,
  formatDateTime,
  formatDay,
  formatHours,
  formatNumber,
} from './format';
import { es } from './es';
import { addCatalogue, setLocale } from './messages';

/** The browser's own locale: what a native `<input type=time>` follows. */
const browserSpeaks = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);

addCatalogue('es', es);

afterEach(() => {
  setLocale('en');
  vi.restoreAllMocks();
});

describe('Intl formatters', () => {
  it('[UX-1] en-US: 12-hour clock as the time inputs show it, US dates, point decimals', () => {
    browserSpeaks('en-US');
    expect(`${formatClock('06:30')}–${formatClock('16:00')}`).toBe('6:30 AM–4:00 PM');
    expect(formatDay('2026-11-30')).toBe('Monday, November 30, 2026');
    expect(formatDay('2026-11-30', 'short')).toBe('Mon, Nov 30');
    expect(formatDateTime('2026-11-30T16:05:00')).toBe('Nov 30, 2026, 4:05 PM');
    expect([formatHours(8.5), formatNumber(1234.5, 2)]).toEqual(['8.50', '1,234.50']);
    expect([
      formatBytes(27),
      formatBytes(48 * 1024),
      formatBytes(10 * 1_048_576),
      formatBytes(1.5 * 1_048_576),
    ]).toEqual(['27 B', '48 KB', '10 MB', '1.5 MB']);
    expect(formatBytes(2_000_000_000)).toBe('1.9 GB');
  });

  it('[UX-1] es-ES: 24-hour clock, Spanish dates, comma decimals', () => {
    browserSpeaks('es-ES');
    setLocale('es');
    expect(`${formatClock('06:30')}–${formatClock('16:00')}`).toBe('6:30–16:00');
    expect(formatDay('2026-11-30')).toBe('lunes, 30 de noviembre de 2026');
    expect(formatDateTime('2026-11-30T16:05:00')).toBe('30 nov 2026, 16:05');
    expect([formatHours(8.5), formatBytes(1.5 * 1_048_576)]).toEqual(['8,50', '1,5 MB']);
  });

  it('[UX-1] text follows the hour cycle of the time inputs, whatever language is chosen', () => {
    browserSpeaks('en-US');
    setLocale('es');
    // Spanish words, but the 12-hour clock the en-US browser's time inputs show.
    expect(formatClock('16:00')).toMatch(/^4:00\sp\.\s?m\.$/);
    expect(formatDateTime('2026-11-30T16:05:00')).toMatch(/^30 nov 2026, 4:05\sp\.\s?m\.$/);
    browserSpeaks('en-GB');
    setLocale('en');
    expect(formatClock('16:00')).toBe('16:00');
    expect(formatClock('')).toBe('');
  });

  it('[UX-1] a calendar day is the same day in every time zone (never read as UTC midnight)', () => {
    browserSpeaks('en-US');
    expect(formatDay('2026-03-01', 'dayMonthYear')).toBe('Mar 1, 2026');
  });

  it('[TSX-4] clock times inside a check message are shown as the inputs show them; dates and timestamps are left alone', () => {
    browserSpeaks('en-US');
    expect(clockTimesIn("Carlos Crew's end time 06:00 is before the start 07:00 on job J-11")).toBe(
      "Carlos Crew's end time 6:00 AM is before the start 7:00 AM on job J-11",
    );
    expect(clockTimesIn('Shift 22:00–06:30, saved 2026-11-30T16:05:00Z, 12:30:15')).toBe(
      'Shift 10:00 PM–6:30 AM, saved 2026-11-30T16:05:00Z, 12:30:15',
    );
    browserSpeaks('es-ES');
    expect(clockTimesIn('de 9:05 a 16:00')).toBe(`de ${formatClock('09:05')} a ${formatClock('16:00')}`);
  });
});
