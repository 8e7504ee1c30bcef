// How a report value reads on paper, in the PDF's language (TRUST-7: "8,5 h" in Spanish).
import { type LineItemColumn, type ReportField, assertNever } from '@fieldops/contract';
import type { PdfDates } from './pdf-dates.js';
import { PDF_WORDS, type PdfWords } from './pdf-language.js';

/** Plain text of a simple value; '-' when empty. Choices are labelled by the caller. */
export function formatPlain(
  field: ReportField | LineItemColumn,
  value: unknown,
  words: PdfWords = PDF_WORDS.en,
  /** UX-3: a date field's day in words ("Mon, Mar 30, 2026"), not YYYY-MM-DD; a time as the screen shows it. */
  dates?: PdfDates,
): string {
  if (value === undefined || value === null || value === '') return '-';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? words.yes : words.no;
    case 'number':
      if (typeof value !== 'number') return String(value);
      if (field.unit === '$') return words.money(Math.round(value * 100));
      return `${words.number(value)}${field.unit ? ` ${field.unit}` : ''}`;
    case 'date':
      return typeof value === 'string' && dates ? dates.day(value) : String(value);
    case 'time':
      return typeof value === 'string' && dates ? dates.clock(value) : String(value);
    case 'photos':
      return Array.isArray(value) ? words.photos(value.length) : '-';
    case 'text':
    case 'longText':
    case 'choice':
    case 'signature':
    case 'lineItems':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return assertNever(field);
  }
}
