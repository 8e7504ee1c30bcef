// UX-3: the report PDF's dates and times in words, in the company's time zone (COMPANY_TIME_ZONE),
// never a UTC ISO timestamp: "Mon 30 Mar 2026, 10:42" / "lun, 30 mar 2026, 10:42". English uses
// en-GB's day-month order and 24-hour clock (no "PM" with a narrow space the standard fonts lack).
// Every character Intl may put here is made WinAnsi-safe (spaces of any width become ' ').
import { DEFAULT_COMPANY_TIME_ZONE } from '@fieldops/contract';
import type { PdfLanguage } from './pdf-language.js';

const LOCALE: Record<PdfLanguage, string> = { en: 'en-GB', es: 'es' };

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

export interface PdfDates {
  /** A moment (ISO timestamp) as date and time; anything unreadable as it came. */
  dateTime(when: string): string;
  /** A moment's or a day's (YYYY-MM-DD) date alone. */
  day(when: string): string;
}

export function pdfDates(language: PdfLanguage, timeZone = DEFAULT_COMPANY_TIME_ZONE): PdfDates {
  const locale = LOCALE[language];
  const dateParts = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const withTime = new Intl.DateTimeFormat(locale, {
    ...dateParts,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const dayOnly = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone });
  // A bare day has no moment: read it at noon UTC and print it in UTC, so no zone moves it.
  const bareDay = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone: 'UTC' });
  const parsed = (when: string) => {
    const at = new Date(when);
    return Number.isNaN(at.getTime()) ? null : at;
  };
  return {
    dateTime: (when) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return plain(bareDay.format(new Date(`${when}T12:00:00Z`)));
      const at = parsed(when);
      return at ? plain(withTime.format(at)) : when;
    },
    day: (when) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return plain(bareDay.format(new Date(`${when}T12:00:00Z`)));
      const at = parsed(when);
      return at ? plain(dayOnly.format(at)) : when;
    },
  };
}
