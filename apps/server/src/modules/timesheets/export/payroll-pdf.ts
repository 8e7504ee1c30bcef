// TSX-7: the confirmed week on paper, for the foreman and payroll to sign: one line per person and
// job (the CSV's rows), explanations under their line, the week's totals and signature lines.
// Drawn with the report PDFs' writer (pdf-lib), so wrapping and page breaks work the same.
import { hoursText, type PayrollRow } from '@fieldops/contract';
import { GREY, PAGE, PdfWriter } from '../../report-pdf/pdf-writer.js';
import type { PayrollWeekExport } from './payroll-week.js';

const COLUMNS = [
  { title: 'Employee', weight: 3 },
  { title: 'Job', weight: 1.4 },
  { title: 'Days', weight: 2.2 },
  { title: 'Regular', weight: 1.1, right: true },
  { title: 'Overtime', weight: 1.1, right: true },
  { title: 'Per diem', weight: 1.1, right: true },
  { title: 'Confirmed by', weight: 2.4 },
] as const;
const CELL = { size: 8.5 };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

const cellsOf = (r: PayrollRow) => [
  r.trade ? `${r.employee} (${r.trade})` : r.employee,
  r.jobNumber,
  r.dates.map(weekday).join(' '),
  hoursText(r.regularMinutes),
  hoursText(r.overtimeMinutes),
  r.perDiem.toFixed(2),
  r.confirmedBy.join(', '),
];

export async function payrollPdf(week: PayrollWeekExport): Promise<Uint8Array> {
  const w = await PdfWriter.create();
  w.paragraph('Timesheets for payroll', { size: 16, bold: true });
  w.paragraph(`Foreman: ${week.foreman} · Week: ${week.weekStart} to ${week.weekEnd}`, { size: 10 });
  w.paragraph(`Confirmed days: ${week.dates.join(', ')}`, { size: 9, color: GREY });
  w.gap(8);
  const unit = w.contentWidth / COLUMNS.reduce((sum, c) => sum + c.weight, 0);
  const row = (cells: readonly string[], style: { size: number; bold?: boolean }) => {
    const lines = cells.map((text, i) => w.wrap(text, COLUMNS[i]!.weight * unit - 4, style));
    const height = Math.max(...lines.map((l) => l.length)) * w.lineHeight(style);
    w.ensure(height);
    let x = PAGE.margin;
    lines.forEach((cellLines, i) => {
      const column = COLUMNS[i]!;
      cellLines.forEach((line, n) => {
        const right = 'right' in column ? column.weight * unit - 4 - w.widthOf(line, style) : 0;
        w.drawLine(line, x + right, w.y - (n + 1) * w.lineHeight(style), style);
      });
      x += column.weight * unit;
    });
    w.y -= height;
  };
  row(
    COLUMNS.map((c) => c.title),
    { ...CELL, bold: true },
  );
  w.rule();
  for (const r of week.rows) {
    row(cellsOf(r), CELL);
    for (const note of r.explanations) w.paragraph(note, { size: 8, color: GREY }, 12);
    w.gap(3);
  }
  w.rule();
  const sum = (pick: (r: PayrollRow) => number) => week.rows.reduce((total, r) => total + pick(r), 0);
  row(
    [
      'Total',
      '',
      '',
      hoursText(sum((r) => r.regularMinutes)),
      hoursText(sum((r) => r.overtimeMinutes)),
      sum((r) => r.perDiem).toFixed(2),
      '',
    ],
    { ...CELL, bold: true },
  );
  w.gap(36);
  for (const who of ['Foreman', 'Payroll']) {
    w.ensure(40);
    w.paragraph(`${who}: ________________________________    Date: ______________`, { size: 10 });
    w.gap(24);
  }
  w.footers(`Timesheets of ${week.foreman}, week of ${week.weekStart}`);
  return w.doc.save();
}
