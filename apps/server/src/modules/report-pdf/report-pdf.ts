// REPORT-4: the PDF of a saved report, from plain data (no database, no HTTP), so the benchmark
// can call it directly. Header with company, job and location; each shown field with its value;
// line items as a table with amounts and a total; photos two to a row; the signature image;
// "Page n of N" on every page. UX-1: in the language asked for (pdf-language.ts), English by default.
// UX-3: dates and times in words in the company's zone (pdf-dates.ts); no reference codes or photo
// ids: the report is named by its job number and revision, photos by number and location.
// TRUST-7: titled by the report's name in the reader's words (never the template's key); a field
// is kept whole on a page where it fits, and a signature with the fields that lead to it.
import { assertNever, shownFieldKeys, type ReportField, type ReportFieldKind } from '@fieldops/contract';
import { PDF_WORDS, templateInLanguage } from './pdf-language.js';
import { pdfDates } from './pdf-dates.js';
import { drawField, fieldHeight } from './pdf-fields.js';
import type { ReportPdfInput, ShownReport } from './report-pdf-input.js';
import { GREY, PAGE, PdfWriter } from './pdf-writer.js';

export type { ReportPdfInput } from './report-pdf-input.js';

const LABEL = { size: 9, bold: true, color: GREY };
const VALUE = { size: 10 };
/** The simple fields a signature keeps with it: a signer's name, title or date, not a whole form. */
const KEPT_WITH_SIGNATURE = 3;

export async function buildReportPdf(asked: ReportPdfInput): Promise<Uint8Array> {
  const language = asked.language ?? 'en';
  const words = PDF_WORDS[language];
  const dates = pdfDates(language, asked.timeZone);
  const input: ShownReport = {
    ...asked,
    template: templateInLanguage(asked.template, language),
    words,
    dates,
  };
  const writer = await PdfWriter.create(words.yes);
  const { template, report } = input;
  writer.doc.setTitle(`${template.reportName} ${input.job.jobNumber}`);
  writer.doc.setAuthor(input.companyName);
  writer.doc.setCreator('FieldOps');
  writer.doc.setCreationDate(new Date(report.savedDate));
  writer.doc.setLanguage(language);

  header(writer, input);
  const shown = shownFieldKeys(template.fields, report.values);
  const fields = template.fields.filter((field) => shown.has(field.key));
  const heights = fields.map((field) => fieldHeight(writer, input, field));
  const keptWithNext = keptWithSignature(fields);
  for (const [i, field] of fields.entries()) {
    // The field and, when it leads to a signature, every field from here to that signature.
    let block = heights[i]!.whole;
    for (let next = i; keptWithNext[next]; next++) block += heights[next + 1]!.whole;
    writer.keep(block, heights[i]!.first);
    await drawField(writer, input, field);
  }
  writer.footers(`${input.companyName} - ${template.reportName} - ${input.job.jobNumber}`, words.page);
  return writer.doc.save();
}

/** A field of a line or two (a signer's name, title or date), as opposed to a block of its own. */
function isSimple(kind: ReportFieldKind): boolean {
  switch (kind) {
    case 'text':
    case 'longText':
    case 'number':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox':
      return true;
    case 'signature':
    case 'photos':
    case 'lineItems':
      return false;
    default:
      return assertNever(kind);
  }
}

/** For each field, whether it stays on the page of the field after it: simple fields just before a signature. */
function keptWithSignature(fields: readonly ReportField[]): boolean[] {
  const kept = fields.map(() => false);
  fields.forEach((field, i) => {
    if (field.kind !== 'signature') return;
    for (let before = i - 1; before >= Math.max(0, i - KEPT_WITH_SIGNATURE); before--) {
      if (!isSimple(fields[before]!.kind)) break;
      kept[before] = true;
    }
  });
  return kept;
}

function header(
  writer: PdfWriter,
  { companyName, job, location, template, report, words, dates }: ShownReport,
): void {
  writer.paragraph(companyName, { size: 16, bold: true });
  writer.paragraph(template.reportName, { size: 12, bold: true });
  writer.rule();
  const rows: [string, string][] = [
    [words.job, `${job.jobNumber} - ${job.address1}, ${job.city}`],
    [words.location, `${location.locationNumber} - ${location.address1}, ${location.city}`],
    [words.report, words.revision(report.revision)],
    [words.filledOn, words.by(dates.dateTime(report.createdDate), report.createdByUser)],
  ];
  for (const [label, value] of rows) {
    writer.ensure(writer.lineHeight(VALUE));
    writer.y -= writer.lineHeight(VALUE);
    writer.drawLine(label, PAGE.margin, writer.y, LABEL);
    writer.drawLine(value, PAGE.margin + 70, writer.y, VALUE);
  }
  writer.rule();
}
