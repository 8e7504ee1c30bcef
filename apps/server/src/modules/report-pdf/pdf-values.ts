// How a report value reads on paper.
import type { LineItemColumn, ReportField } from '@fieldops/contract';
import type { PdfDates } from './pdf-dates.js';
import { PDF_WORDS, type PdfWords } from './pdf-language.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** Plain text of a simple value; '-' when empty. Choices are labelled by the caller. */
export function formatPlain(
  field: ReportField | LineItemColumn,
  value: unknown,
  words: PdfWords = PDF_WORDS.en,
  /** UX-3: a date field's day in words ("Mon, 30 Mar 2026"), not YYYY-MM-DD. */
  dates?: PdfDates,
): string {
  if (value === undefined || value === null || value === '') return '-';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? words.yes : words.no;
    case 'number':
      return typeof value === 'number' ? `${value}${field.unit ? ` ${field.unit}` : ''}` : String(value);
    case 'date':
      return typeof value === 'string' && dates ? dates.day(value) : String(value);
    case 'photos':
      return Array.isArray(value) ? words.photos(value.length) : '-';
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
