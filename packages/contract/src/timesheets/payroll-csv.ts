// TSX-7: the payroll lines as CSV for a spreadsheet or a payroll import (Sage, QuickBooks). Every
// field is quoted, and a field a spreadsheet would run as a formula (starting with = + - @, a tab
// or a carriage return) gets a leading apostrophe, so a name or explanation typed on a device can
// never become a formula on the office's computer.
import { hoursText, type PayrollRow } from './payroll.js';

export const PAYROLL_CSV_COLUMNS = [
  'Employee',
  'Employee ID',
  'Trade/class',
  'Job',
  'Dates',
  'Regular hours',
  'Overtime hours',
  'Per diem',
  'Explanations',
  'Confirmed by',
  'Confirmed at',
] as const;

/** One CSV field: quoted, quotes doubled, formulas neutralised. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: readonly (string | number)[]): string => fields.map(csvField).join(',');

/** The header and one line per row, CRLF-terminated (RFC 4180). */
export function payrollCsv(rows: readonly PayrollRow[]): string {
  const lines = [
    csvLine(PAYROLL_CSV_COLUMNS),
    ...rows.map((r) =>
      csvLine([
        r.employee,
        r.employeeID,
        r.trade,
        r.jobNumber,
        r.dates.join(' '),
        hoursText(r.regularMinutes),
        hoursText(r.overtimeMinutes),
        r.perDiem.toFixed(2),
        r.explanations.join(' | '),
        r.confirmedBy.join('; '),
        r.confirmedAt,
      ]),
    ),
  ];
  return lines.map((l) => `${l}\r\n`).join('');
}
