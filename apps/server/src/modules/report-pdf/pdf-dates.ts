// UX-3: the report PDF's dates and times in words, in the company's time zone (COMPANY_TIME_ZONE),
// never a UTC ISO timestamp. TRUST-7: written as the device's screen writes them (i18n/format.ts on
// the web: en-US and bare 'es'), so a report filled at 1:33 PM says 1:33 PM on paper too:
// "Mon, Nov 23, 2026, 1:33 PM" / "lun, 23 nov 2026, 13:33". Every character Intl may put here is
// made WinAnsi-safe (the narrow space before "PM", and any other width, becomes ' ').
import { DEFAULT_COMPANY_TIME_ZONE } from '@fieldops/contract';
import { PDF_LOCALE, type PdfLanguage } from './pdf-language.js';

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

export interface PdfDates {
  /** A moment (ISO timestamp) as date and time; anything unreadable as it came. */
  dateTime(when: string): string;
  /** A moment's or a day's (YYYY-MM-DD) date alone. */
  day(when: string): string;
  /** A wall-clock time as a report's time field holds it ('13:33'): "1:33 PM" / "13:33". */
  clock(time: string): string;
}

export function pdfDates(language: PdfLanguage, timeZone = DEFAULT_COMPANY_TIME_ZONE): PdfDates {
  const locale = PDF_LOCALE[language];
  const dateParts = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const timeParts = { hour: 'numeric', minute: '2-digit' } as const;
  const withTime = new Intl.DateTimeFormat(locale, { ...dateParts, ...timeParts, timeZone });
  const dayOnly = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone });
  // A bare day or clock time has no moment: read it in UTC and print it in UTC, so no zone moves it.
  const bareDay = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone: 'UTC' });
  const bareClock = new Intl.DateTimeFormat(locale, { ...timeParts, timeZone: 'UTC' });
  const parsed = (when: string) => {
    const at = new Date(when);
    return Number.isNaN(at.getTime()) ? null : at;
  };
  const day = (when: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return plain(bareDay.format(new Date(`${when}T12:00:00Z`)));
    const at = parsed(when);
    return at ? plain(dayOnly.format(at)) : when;
  };
  return {
    dateTime: (when) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return day(when);
      const at = parsed(when);
      return at ? plain(withTime.format(at)) : when;
    },
    day,
    clock: (time) => {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
      if (!match) return time;
      return plain(bareClock.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
    },
  };
}
