// The line-item table of a report PDF: one column per template column, plus Amount
// (quantity × unit price) and a Total row when the template asks for a total. Rows wrap their
// text; a row that does not fit starts a new page, which repeats the header.
import { lineItemAmounts, type LineItemColumn, type ReportField } from '@fieldops/contract';
import { LIGHT, PAGE, type PdfWriter, type TextStyle } from './pdf-writer.js';
import { PDF_WORDS, type PdfWords } from './pdf-language.js';

type LineItemsField = Extract<ReportField, { kind: 'lineItems' }>;

interface Column {
  title: string;
  width: number;
  alignRight: boolean;
}

const CELL = { size: 9 } satisfies TextStyle;
const HEAD = { size: 9, bold: true } satisfies TextStyle;
const PAD = 3;

const weightOf = (c: LineItemColumn) =>
  c.kind === 'text' && (c.maxLength ?? 500) > 40 ? 3 : c.kind === 'number' ? 1.1 : 1;

export function drawLineItems(
  writer: PdfWriter,
  field: LineItemsField,
  rows: readonly Record<string, unknown>[],
  optionLabel: (column: LineItemColumn, value: unknown) => string,
  words: PdfWords = PDF_WORDS.en,
): void {
  const amounts = lineItemAmounts(field, rows);
  const weights = [...field.columns.map(weightOf), ...(amounts ? [1.3] : [])];
  const unit = writer.contentWidth / weights.reduce((a, b) => a + b, 0);
  const columns: Column[] = [
    ...field.columns.map((c, i) => ({
      title: c.label,
      width: weights[i]! * unit,
      alignRight: c.kind === 'number',
    })),
    ...(amounts ? [{ title: words.amount, width: weights.at(-1)! * unit, alignRight: true }] : []),
  ];
  const cellsOf = (row: Record<string, unknown>, index: number) => [
    // The caller's labeller reads choices and, through formatPlain, every other kind (dates in
    // words, numbers and money in the PDF's language).
    ...field.columns.map((c) => optionLabel(c, row[c.key])),
    ...(amounts
      ? [amounts.amountsCents[index] === null ? '' : words.money(amounts.amountsCents[index]!)]
      : []),
  ];

  const header = () =>
    drawRow(
      writer,
      columns,
      columns.map((c) => c.title),
      HEAD,
      true,
    );
  header();
  rows.forEach((row, index) => {
    const cells = cellsOf(row, index);
    // A row that does not fit goes to a new page, under the header repeated there.
    if (!writer.fits(rowHeight(writer, columns, cells, CELL))) {
      writer.newPage();
      header();
    }
    drawRow(writer, columns, cells, CELL, false);
  });
  if (amounts) {
    const label = columns.slice(0, -1).map(() => '');
    label[label.length - 1] = words.total;
    drawRow(writer, columns, [...label, words.money(amounts.totalCents)], HEAD, true);
  }
}

const wrapCells = (writer: PdfWriter, columns: Column[], cells: string[], style: TextStyle) =>
  cells.map((text, i) => writer.wrap(text, columns[i]!.width - 2 * PAD, style));

function rowHeight(writer: PdfWriter, columns: Column[], cells: string[], style: TextStyle): number {
  const lines = Math.max(...wrapCells(writer, columns, cells, style).map((l) => l.length));
  return lines * writer.lineHeight(style) + 2 * PAD;
}

/** Draws one row at the cursor (after a page break if it does not fit) and moves below it. */
function drawRow(
  writer: PdfWriter,
  columns: Column[],
  cells: string[],
  style: TextStyle,
  shaded: boolean,
): void {
  const wrapped = wrapCells(writer, columns, cells, style);
  const lineHeight = writer.lineHeight(style);
  const height = rowHeight(writer, columns, cells, style);
  writer.ensure(height);
  const top = writer.y;
  if (shaded) {
    writer.page.drawRectangle({
      x: PAGE.margin,
      y: top - height,
      width: writer.contentWidth,
      height,
      color: LIGHT,
    });
  }
  let x = PAGE.margin;
  wrapped.forEach((lines, i) => {
    const column = columns[i]!;
    lines.forEach((line, n) => {
      const width = writer.widthOf(line, style);
      const lineX = column.alignRight ? x + column.width - PAD - width : x + PAD;
      writer.drawLine(line, lineX, top - PAD - (n + 1) * lineHeight + 2.5, style);
    });
    x += column.width;
  });
  writer.page.drawLine({
    start: { x: PAGE.margin, y: top - height },
    end: { x: PAGE.margin + writer.contentWidth, y: top - height },
    thickness: 0.4,
    color: LIGHT,
  });
  writer.y = top - height;
}
