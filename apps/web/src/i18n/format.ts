// UX-1: dates, times, numbers and sizes written the way the device's language writes them, all
// through Intl. The language is the device's choice (locale.ts); when the browser speaks the same
// language its regional tag is used (es-MX keeps 8.50, en-GB keeps 1 Jan), else the bare language.
// Times follow the hour cycle of the browser's own locale: that is what the native
// `<input type=time>` (Mantine TimeInput) shows, so "4:00 PM" in a field reads "4:00 PM" in text too.
import { formatWhole, numberFormat, relativeTimeFormat } from './intl-formats';
import { currentLocale, t } from './messages';

function intlTag(): string {
  const browser = navigator.language;
  const chosen = currentLocale();
  return browser.toLowerCase().split('-')[0] === chosen ? browser : chosen;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const hourCycles = new Map<string, Intl.DateTimeFormatOptions['hourCycle']>();

/** The hour cycle of the browser's own locale (its time inputs'), read once per locale. */
function inputHourCycle(): Intl.DateTimeFormatOptions['hourCycle'] {
  const browser = navigator.language;
  if (!hourCycles.has(browser)) {
    hourCycles.set(
      browser,
      new Intl.DateTimeFormat(browser, { hour: 'numeric' }).resolvedOptions().hourCycle,
    );
  }
  return hourCycles.get(browser);
}

/** A date-time format of the shown language, with the hour cycle of the browser's time inputs. */
function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlTag();
  const key = `${tag}|${navigator.language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    if (options.hour || options.timeStyle) {
      const inputs = inputHourCycle();
      // Only when they differ: forcing a cycle a language already uses changes its pattern (06:30).
      if (inputs && format.resolvedOptions().hourCycle !== inputs) {
        format = new Intl.DateTimeFormat(tag, { ...options, hourCycle: inputs });
      }
    }
    formats.set(key, format);
  }
  return format;
}

/** 'YYYY-MM-DD' is a day on the calendar, not an instant: read in local time, never UTC. */
function dayAsDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

const DAY_STYLES = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day ('2026-11-23'): "Monday, November 23, 2026" / "lunes, 23 de noviembre de 2026". */
export function formatDay(day: string, style: keyof typeof DAY_STYLES = 'long'): string {
  return dateTimeFormat(DAY_STYLES[style]).format(dayAsDate(day));
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** An instant (ISO text, epoch ms or Date): "Nov 23, 2026, 4:00 PM" / "23 nov 2026, 16:00". */
export function formatDateTime(when: string | number | Date): string {
  return dateTimeFormat(DATE_TIME).format(new Date(when));
}

/** CREW-1: the time of an instant on this device's clock face: "6:58 AM" / "6:58". */
export function formatTimeOfDay(when: string | number | Date): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(when));
}

/**
 * UX-4: builds the formats the first screen shows (the dashboard's "Updated …") before it renders,
 * in two steps of the start (shell/load-frame.ts), each a task of its own: the first Intl format of
 * a page loads the engine's language data (~60 ms on a 4× slower phone, whichever format it is),
 * the date-time format then adds its calendar patterns. Built inside the screen's render, the two
 * were one task of ~100 ms. The number format is the one formatNumber uses.
 */
export const prepareFormatSteps: readonly (() => void)[] = [
  () => numberFormat(intlTag()),
  () => dateTimeFormat(DATE_TIME),
];

/** A wall-clock time of a timesheet ('16:00'): "4:00 PM" / "16:00". Empty or odd text stays as is. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(
    new Date(2000, 0, 1, Number(match[1]), Number(match[2])),
  );
}

/**
 * TSX-4: the 24-hour clock times inside a text built elsewhere (the contract's check messages, a
 * server's reason) shown the device's way, as the time inputs and every other text show them.
 * Dates and timestamps are left alone: only an HH:MM standing on its own is a clock time.
 */
export function clockTimesIn(text: string): string {
  return text.replace(/(?<![\d:T])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g, (time) => formatClock(time));
}

/** How long ago or ahead, in words: formatRelative(-3, 'minute') → "3 minutes ago" / "hace 3 minutos". */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return relativeTimeFormat(intlTag()).format(value, unit);
}

export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return formatWhole(intlTag(), value);
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(intlTag(), digits).format(value);
}

/** Paid or worked hours, to the hundredth as payroll reads them: "8.50" / "8,50". */
export const formatHours = (hours: number): string => formatNumber(hours, 2);

const SIZE_UNITS = ['files.size.b', 'files.size.kb', 'files.size.mb', 'files.size.gb'] as const;

/** A file or storage size, in steps of 1024 as the upload limits are set: "27 B", "12 KB", "1.5 MB" / "1,5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Whole bytes and kilobytes; a tenth from megabytes up, where it still tells sizes apart.
  const n = unit < 2 ? Math.round(value) : Math.round(value * 10) / 10;
  return t(SIZE_UNITS[unit]!, { n: formatNumber(n) });
}
