// TSX-7: the confirmed week on paper, for the foreman and payroll to sign: one line per person and
// job (the CSV's rows), explanations under their line, the week's totals and signature lines.
// Drawn with the report PDFs' writer (pdf-lib), so wrapping and page breaks work the same.
// TRUST-7: in the reader's language (payroll-pdf-words.ts), job numbers never broken.
import type { PayrollRow } from '@fieldops/contract';
import type { PdfLanguage } from '../../report-pdf/pdf-language.js';
import { GREY, PAGE, PdfWriter, type TextStyle } from '../../report-pdf/pdf-writer.js';
import { PAYROLL_WORDS, type PayrollWords } from './payroll-pdf-words.js';
import type { PayrollWeekExport } from './payroll-week.js';

/** Employee, Job, Days, Regular, Overtime, Per diem, Confirmed by (titles in payroll-pdf-words.ts). */
const COLUMNS = [
  { weight: 3 },
  { weight: 1.4 },
  { weight: 2.2 },
  { weight: 1.1, right: true },
  { weight: 1.1, right: true },
  { weight: 1.1, right: true },
  { weight: 2.4 },
] as const;
const CELL = { size: 8.5 };
const HEAD = { ...CELL, bold: true };
const PAD = 4;
const JOB = 1;
/** The columns whose text wraps on spaces (names), which give way to a wide job number. */
const NAMES = [0, COLUMNS.length - 1];

/**
 * TRUST-7: a job number is never broken across lines ("ER-2026-" / "0004"): its column is as wide
 * as the widest job number in the week, and the name columns, which wrap on spaces, give way.
 */
function columnWidths(w: PdfWriter, rows: readonly PayrollRow[], words: PayrollWords): number[] {
  const unit = w.contentWidth / COLUMNS.reduce((sum, c) => sum + c.weight, 0);
  const widths = COLUMNS.map((c) => c.weight * unit);
  const widest = Math.max(
    w.widthOf(words.columns[JOB], HEAD),
    ...rows.map((r) => w.widthOf(r.jobNumber, CELL)),
  );
  const extra = widest + PAD + 1 - widths[JOB]!;
  if (extra <= 0) return widths;
  const names = NAMES.reduce((sum, i) => sum + widths[i]!, 0);
  widths[JOB]! += extra;
  for (const i of NAMES) widths[i]! -= (extra * widths[i]!) / names;
  return widths;
}

const cellsOf = (r: PayrollRow, words: PayrollWords) => [
  r.trade ? `${r.employee} (${r.trade})` : r.employee,
  r.jobNumber,
  r.dates.map(words.weekday).join(' '),
  words.hundredths(r.regularMinutes / 60),
  words.hundredths(r.overtimeMinutes / 60),
  words.hundredths(r.perDiem),
  r.confirmedBy.join(', '),
];

/** The totals line of some rows (a week's, or a foreman's whole period). */
const totalsOf = (rows: readonly PayrollRow[], words: PayrollWords, label: string) => {
  const sum = (pick: (r: PayrollRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return [
    label,
    '',
    '',
    words.hundredths(sum((r) => r.regularMinutes) / 60),
    words.hundredths(sum((r) => r.overtimeMinutes) / 60),
    words.hundredths(sum((r) => r.perDiem)),
    '',
  ];
};

/** One table row, its cells wrapped in their columns, on a new page when it does not fit. */
function drawRow(w: PdfWriter, widths: readonly number[], cells: readonly string[], style: TextStyle): void {
  const lines = cells.map((text, i) => w.wrap(text, widths[i]! - PAD, style));
  const height = Math.max(...lines.map((l) => l.length)) * w.lineHeight(style);
  w.ensure(height);
  let x = PAGE.margin;
  lines.forEach((cellLines, i) => {
    const column = COLUMNS[i]!;
    cellLines.forEach((line, n) => {
      const right = 'right' in column ? widths[i]! - PAD - w.widthOf(line, style) : 0;
      w.drawLine(line, x + right, w.y - (n + 1) * w.lineHeight(style), style);
    });
    x += widths[i]!;
  });
  w.y -= height;
}

/** A foreman's week: who and when, its confirmed days, a line per person and job, its totals. */
export function drawPayrollWeek(w: PdfWriter, week: PayrollWeekExport, words: PayrollWords): void {
  w.paragraph(words.foremanAndWeek(week.foreman, words.day(week.weekStart), words.day(week.weekEnd)), {
    size: 10,
  });
  w.paragraph(words.confirmedDays(week.dates.map(words.day).join('; ')), { size: 9, color: GREY });
  w.gap(8);
  const widths = columnWidths(w, week.rows, words);
  drawRow(w, widths, words.columns, HEAD);
  w.rule();
  for (const r of week.rows) {
    drawRow(w, widths, cellsOf(r, words), CELL);
    for (const note of r.explanations) w.paragraph(note, { size: 8, color: GREY }, 12);
    w.gap(3);
  }
  w.rule();
  drawRow(w, widths, totalsOf(week.rows, words, words.total), HEAD);
}

/** A totals line under the weeks (a foreman's whole period), in the weeks' columns. */
export function drawPayrollTotal(
  w: PdfWriter,
  rows: readonly PayrollRow[],
  words: PayrollWords,
  label: string,
): void {
  drawRow(w, columnWidths(w, rows, words), totalsOf(rows, words, label), HEAD);
}

/** The signature lines: each signer ("Foreman: Frank Foreman") with a line and the date beside it. */
export function drawSignatures(w: PdfWriter, signers: readonly string[], words: PayrollWords): void {
  w.gap(36);
  for (const who of signers) {
    w.ensure(40);
    w.paragraph(`${who}: ________________________________    ${words.date}: ______________`, { size: 10 });
    w.gap(24);
  }
}

export async function payrollPdf(week: PayrollWeekExport, language: PdfLanguage = 'en'): Promise<Uint8Array> {
  const words = PAYROLL_WORDS[language];
  const w = await PdfWriter.create();
  w.doc.setLanguage(language);
  w.paragraph(words.title, { size: 16, bold: true });
  drawPayrollWeek(w, week, words);
  drawSignatures(w, words.signers, words);
  w.footers(words.footer(week.foreman, words.day(week.weekStart)), words.page);
  return w.doc.save();
}
