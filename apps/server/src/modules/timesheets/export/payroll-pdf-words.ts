// TRUST-7: the payroll PDF's own words in English and Spanish, and its numbers and days as the
// language writes them ("8,50", "lun, 23 nov 2026"). A calendar day is printed as that day in any
// zone (pdf-dates.ts reads a bare day at noon UTC). Every word is WinAnsi (standard fonts).
import { PDF_LOCALE, type PdfLanguage } from '../../report-pdf/pdf-language.js';
import { pdfDates } from '../../report-pdf/pdf-dates.js';

export interface PayrollWords {
  title: string;
  /** The column titles, in the table's order. */
  columns: readonly [string, string, string, string, string, string, string];
  foremanAndWeek: (foreman: string, start: string, end: string) => string;
  confirmedDays: (days: string) => string;
  total: string;
  /** The two signature lines: who signs, then "Date". */
  signers: readonly [string, string];
  date: string;
  footer: (foreman: string, weekStart: string) => string;
  page: (n: number, of: number) => string;
  /** OFFICE-8: the pay period's PDF: its span, a foreman's total over it, its footer. */
  period: (from: string, to: string) => string;
  periodTotal: string;
  periodFooter: (from: string, to: string) => string;
  /** Hours or money to the hundredth: "8.50" / "8,50". */
  hundredths: (value: number) => string;
  /** A calendar day ('2026-11-23') in words; `weekday` alone: "Mon" / "lun". */
  day: (date: string) => string;
  weekday: (date: string) => string;
}

function formatsOf(language: PdfLanguage): Pick<PayrollWords, 'hundredths' | 'day' | 'weekday'> {
  const locale = PDF_LOCALE[language];
  const hundredths = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dates = pdfDates(language);
  return {
    hundredths: (value) => hundredths.format(value),
    day: (date) => dates.day(date),
    weekday: (date) => weekday.format(new Date(`${date}T12:00:00Z`)),
  };
}

export const PAYROLL_WORDS: Record<PdfLanguage, PayrollWords> = {
  en: {
    title: 'Timesheets for payroll',
    columns: ['Employee', 'Job', 'Days', 'Regular', 'Overtime', 'Per diem', 'Confirmed by'],
    foremanAndWeek: (foreman, start, end) => `Foreman: ${foreman} \u00b7 Week: ${start} to ${end}`,
    confirmedDays: (days) => `Confirmed days: ${days}`,
    total: 'Total',
    signers: ['Foreman', 'Payroll'],
    date: 'Date',
    footer: (foreman, weekStart) => `Timesheets of ${foreman}, week of ${weekStart}`,
    page: (n, of) => `Page ${n} of ${of}`,
    period: (from, to) => `Pay period: ${from} to ${to}`,
    periodTotal: 'Total for the period',
    periodFooter: (from, to) => `Timesheets for payroll, pay period ${from} to ${to}`,
    ...formatsOf('en'),
  },
  es: {
    title: 'Hojas de horas para nómina',
    columns: ['Empleado', 'Trabajo', 'Días', 'Normales', 'Extra', 'Viáticos', 'Confirmado por'],
    foremanAndWeek: (foreman, start, end) => `Capataz: ${foreman} \u00b7 Semana: del ${start} al ${end}`,
    confirmedDays: (days) => `Días confirmados: ${days}`,
    total: 'Total',
    signers: ['Capataz', 'Nómina'],
    date: 'Fecha',
    footer: (foreman, weekStart) => `Hojas de horas de ${foreman}, semana del ${weekStart}`,
    page: (n, of) => `Página ${n} de ${of}`,
    period: (from, to) => `Periodo de pago: del ${from} al ${to}`,
    periodTotal: 'Total del periodo',
    periodFooter: (from, to) => `Hojas de horas para nómina, periodo del ${from} al ${to}`,
    ...formatsOf('es'),
  },
};
