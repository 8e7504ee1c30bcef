// REPORT-4: the PDF of a saved report, from plain data (no database, no HTTP), so the benchmark
// can call it directly. Header with company, job and location; each shown field with its value;
// line items as a table with amounts and a total; photos two to a row; the signature image;
// "Page n of N" on every page. UX-1: in the language asked for (pdf-language.ts), English by default.
// UX-3: dates and times in words in the company's zone (pdf-dates.ts); no reference codes or photo
// ids: the report is named by its job number and revision, photos by number and location.
import {
  shownFieldKeys,
  SIGNATURE_PREFIX,
  type LineItemColumn,
  type PhotoCapture,
  type ReportField,
  type ReportTemplate,
  type ReportValues,
} from '@fieldops/contract';
import { PDF_WORDS, templateInLanguage, type PdfLanguage, type PdfWords } from './pdf-language.js';
import { pdfDates, type PdfDates } from './pdf-dates.js';
import { drawLineItems } from './pdf-table.js';
import { captureCaption } from './photo-caption.js';
import { formatPlain } from './pdf-values.js';
import { GREY, LIGHT, PAGE, PdfWriter } from './pdf-writer.js';

export interface ReportPdfInput {
  companyName: string;
  job: { jobNumber: string; address1: string; city: string };
  location: { locationNumber: string; address1: string; city: string };
  template: ReportTemplate;
  report: {
    referenceCode: string;
    values: ReportValues;
    createdDate: string;
    createdByUser: string;
    savedDate: string;
    revision: number;
  };
  /** Value → label of each option list the template names. */
  optionLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Photo JPEG bytes (already downscaled) by referenceCode; null for one not received yet. */
  photos: Readonly<Record<string, Uint8Array | null>>;
  /** FIELD-8: when and where each received photo was taken, by referenceCode. */
  captures?: Readonly<Record<string, PhotoCapture>>;
  /** UX-1: the language of the PDF's own words and of the template's labels. */
  language?: PdfLanguage;
  /** UX-3: the company's IANA zone (COMPANY_TIME_ZONE) the dates print in. */
  timeZone?: string;
}

/** The input with the template in the PDF's language, and the words it writes. */
type Shown = ReportPdfInput & { words: PdfWords; dates: PdfDates };

const LABEL = { size: 9, bold: true, color: GREY };
const VALUE = { size: 10 };

export async function buildReportPdf(asked: ReportPdfInput): Promise<Uint8Array> {
  const language = asked.language ?? 'en';
  const words = PDF_WORDS[language];
  const dates = pdfDates(language, asked.timeZone);
  const input: Shown = { ...asked, template: templateInLanguage(asked.template, language), words, dates };
  const writer = await PdfWriter.create(words.yes);
  const { template, report } = input;
  writer.doc.setTitle(`${template.reportName} ${input.job.jobNumber}`);
  writer.doc.setAuthor(input.companyName);
  writer.doc.setCreator('FieldOps');
  writer.doc.setCreationDate(new Date(report.savedDate));

  header(writer, input);
  const shown = shownFieldKeys(template.fields, report.values);
  for (const field of template.fields) {
    if (shown.has(field.key)) await drawField(writer, input, field);
  }
  writer.footers(`${input.companyName} - ${template.reportName} - ${input.job.jobNumber}`, words.page);
  return writer.doc.save();
}

function header(
  writer: PdfWriter,
  { companyName, job, location, template, report, words, dates }: Shown,
): void {
  writer.paragraph(companyName, { size: 16, bold: true });
  writer.paragraph(`${template.reportName} (${template.reportTemplateName})`, { size: 12, bold: true });
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

function optionLabelFor(input: Shown) {
  return (field: ReportField | LineItemColumn, value: unknown): string => {
    if (field.kind !== 'choice' || typeof value !== 'string')
      return formatPlain(field, value, input.words, input.dates);
    const inline = field.options?.find((o) => o.value === value)?.label;
    const listed = field.optionList ? input.optionLabels[field.optionList]?.[value] : undefined;
    return inline ?? listed ?? value;
  };
}

async function drawField(writer: PdfWriter, input: Shown, field: ReportField): Promise<void> {
  const value = input.report.values[field.key];
  writer.gap(4);
  // Keep a label on the same page as the start of its value.
  const firstBlock = { lineItems: 40, photos: PHOTO.height + 24, signature: SIGNATURE.height + 20 } as Record<
    string,
    number
  >;
  writer.ensure(writer.lineHeight(LABEL) + (firstBlock[field.kind] ?? writer.lineHeight(VALUE)));
  writer.paragraph(field.label, LABEL);
  switch (field.kind) {
    case 'lineItems':
      writer.gap(2);
      return drawLineItems(
        writer,
        field,
        Array.isArray(value) ? (value as Record<string, unknown>[]) : [],
        optionLabelFor(input),
        input.words,
      );
    case 'photos':
      return drawPhotos(writer, input, Array.isArray(value) ? (value as string[]) : []);
    case 'signature':
      return drawSignature(
        writer,
        typeof value === 'string' ? value : '',
        input.words.submittedBy(input.report.createdByUser, input.dates.day(input.report.createdDate)),
        input.words.notSigned,
      );
    default:
      return writer.paragraph(optionLabelFor(input)(field, value), VALUE);
  }
}

const PHOTO = { gap: 10, height: 190 };

async function drawPhotos(writer: PdfWriter, input: Shown, refs: string[]): Promise<void> {
  if (refs.length === 0) return writer.paragraph('-', VALUE);
  const cellWidth = (writer.contentWidth - PHOTO.gap) / 2;
  for (let i = 0; i < refs.length; i += 2) {
    // Two caption lines: the photo's number and location (UX-3), then when and where it was taken (FIELD-8).
    const lineHeight = writer.lineHeight({ size: 8 });
    const captionHeight = 2 * lineHeight;
    writer.ensure(PHOTO.height + captionHeight + PHOTO.gap);
    const top = writer.y - 4;
    for (const [column, ref] of refs.slice(i, i + 2).entries()) {
      const x = PAGE.margin + column * (cellWidth + PHOTO.gap);
      const bytes = input.photos[ref];
      if (bytes) {
        const image = await writer.doc.embedJpg(bytes);
        const scale = Math.min(cellWidth / image.width, PHOTO.height / image.height, 1);
        const w = image.width * scale;
        const h = image.height * scale;
        writer.page.drawImage(image, { x: x + (cellWidth - w) / 2, y: top - h, width: w, height: h });
      } else {
        writer.page.drawRectangle({
          x,
          y: top - PHOTO.height,
          width: cellWidth,
          height: PHOTO.height,
          color: LIGHT,
        });
        writer.drawLine(input.words.photoMissing, x + 8, top - PHOTO.height / 2, { size: 9, color: GREY });
      }
      const title = input.words.photoCaption(i + column + 1, input.location.locationNumber);
      writer.drawLine(title, x, top - PHOTO.height - lineHeight, { size: 8, color: GREY });
      const caption = bytes
        ? captureCaption(input.captures?.[ref], input.words.taken, input.dates.dateTime)
        : null;
      if (caption) writer.drawLine(caption, x, top - PHOTO.height - captionHeight, { size: 8, color: GREY });
    }
    writer.y = top - PHOTO.height - captionHeight - PHOTO.gap;
  }
}

const SIGNATURE = { width: 220, height: 90 };

async function drawSignature(
  writer: PdfWriter,
  dataUrl: string,
  caption: string,
  notSigned: string,
): Promise<void> {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return writer.paragraph(notSigned, VALUE);
  const image = await writer.doc.embedPng(Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64'));
  writer.ensure(SIGNATURE.height + 20);
  const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height, 1);
  const top = writer.y - 4;
  writer.page.drawImage(image, {
    x: PAGE.margin,
    y: top - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  const lineY = top - SIGNATURE.height - 2;
  writer.page.drawLine({
    start: { x: PAGE.margin, y: lineY },
    end: { x: PAGE.margin + SIGNATURE.width, y: lineY },
    thickness: 0.7,
    color: GREY,
  });
  writer.drawLine(caption, PAGE.margin, lineY - 11, { size: 8, color: GREY });
  writer.y = lineY - 16;
}
