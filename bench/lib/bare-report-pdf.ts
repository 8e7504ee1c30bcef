// The baseline of benchmark (a): the same report content drawn with bare pdf-lib calls, the way
// anyone would write it in an afternoon: fixed positions, fixed row heights, no wrapping, a new
// page when the cursor reaches the bottom. Same page size, same two standard fonts, the same
// text, a table of the same rows, the same photo and signature bytes embedded.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface BareReport {
  title: string;
  subtitle: string;
  /** Label and value pairs, in order, around the table (header rows and simple fields). */
  before: [string, string][];
  tableLabel: string;
  table: { head: string[]; rows: string[][]; total: string };
  after: [string, string][];
  photosLabel: string;
  /** Print-size JPEG bytes and the caption under each. */
  photos: { caption: string; jpeg: Uint8Array }[];
  closing: [string, string][];
  signatureLabel: string;
  signature: { png: Uint8Array; caption: string };
  footer: string;
}

const SIZE: [number, number] = [612, 792];
const MARGIN = 48;
const BOTTOM = 76;
const COLUMN_X = [0, 50, 250, 300, 360, 430].map((x) => MARGIN + x);

export async function bareReportPdf(report: BareReport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(SIZE);
  let y = SIZE[1] - MARGIN;
  const down = (height: number) => {
    if (y - height < BOTTOM) {
      page = doc.addPage(SIZE);
      y = SIZE[1] - MARGIN;
    }
    y -= height;
  };
  const text = (value: string, x: number, size = 10, font: PDFFont = regular) =>
    page.drawText(value, { x, y, size, font });
  const pairs = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      down(14);
      text(label, MARGIN, 9, bold);
      text(value, MARGIN + 130, 10);
    }
  };

  down(20);
  text(report.title, MARGIN, 16, bold);
  down(16);
  text(report.subtitle, MARGIN, 12, bold);
  pairs(report.before);
  down(16);
  text(report.tableLabel, MARGIN, 9, bold);
  for (const [index, row] of [report.table.head, ...report.table.rows].entries()) {
    down(13);
    row.forEach((cell, i) => text(cell, COLUMN_X[i]!, 9, index === 0 ? bold : regular));
  }
  down(13);
  text('Total', COLUMN_X[4]!, 9, bold);
  text(report.table.total, COLUMN_X[5]!, 9, bold);
  pairs(report.after);

  down(16);
  text(report.photosLabel, MARGIN, 9, bold);
  for (const [i, photo] of report.photos.entries()) {
    if (i % 2 === 0) down(210);
    const image = await doc.embedJpg(photo.jpeg);
    const fit = image.scaleToFit(253, 190);
    const x = MARGIN + (i % 2) * 263;
    page.drawImage(image, { x, y: y + 12, width: fit.width, height: fit.height });
    text(photo.caption, x, 8);
  }
  pairs(report.closing);

  down(16);
  text(report.signatureLabel, MARGIN, 9, bold);
  down(105);
  const signature = await doc.embedPng(report.signature.png);
  const fit = signature.scaleToFit(220, 90);
  page.drawImage(signature, { x: MARGIN, y: y + 12, width: fit.width, height: fit.height });
  text(report.signature.caption, MARGIN, 8);

  const pages = doc.getPages();
  pages.forEach((each, n) => {
    each.drawText(report.footer, { x: MARGIN, y: MARGIN - 12, size: 8, font: regular });
    each.drawText(`Page ${n + 1} of ${pages.length}`, { x: 500, y: MARGIN - 12, size: 8, font: regular });
  });
  return doc.save();
}
