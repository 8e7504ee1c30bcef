// How a report value reads on paper.
import type { LineItemColumn, ReportField } from '@fieldops/contract';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** Plain text of a simple value; '-' when empty. Choices are labelled by the caller. */
export function formatPlain(field: ReportField | LineItemColumn, value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'number':
      return typeof value === 'number' ? `${value}${field.unit ? ` ${field.unit}` : ''}` : String(value);
    case 'photos':
      return Array.isArray(value) ? `${value.length} photo${value.length === 1 ? '' : 's'}` : '-';
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
