// A report PDF's fields: how each is drawn and how tall it is, so report-pdf.ts can keep a field
// (TRUST-7: its label and its whole value) on one page, and a signature with the fields just
// before it (the signer's name), rather than leaving a signature alone at the top of a page.
import { SIGNATURE_PREFIX, type LineItemColumn, type ReportField, assertNever } from '@fieldops/contract';
import { drawLineItems } from './pdf-table.js';
import { captureCaption } from './photo-caption.js';
import { formatPlain } from './pdf-values.js';
import { GREY, LIGHT, PAGE, type PdfWriter } from './pdf-writer.js';
import type { ShownReport } from './report-pdf-input.js';

const LABEL = { size: 9, bold: true, color: GREY };
const VALUE = { size: 10 };
const FIELD_GAP = 4;
const PHOTO = { gap: 10, height: 190, caption: { size: 8 } };
/** The image's box; below it a 2 pt gap, the line, and the "Submitted by" caption. */
const SIGNATURE = { width: 220, height: 90 };
const SIGNATURE_BLOCK = 4 + SIGNATURE.height + 2 + 16;

export function optionLabelFor(input: ShownReport) {
  return (field: ReportField | LineItemColumn, value: unknown): string => {
    if (field.kind !== 'choice' || typeof value !== 'string')
      return formatPlain(field, value, input.words, input.dates);
    const inline = field.options?.find((o) => o.value === value)?.label;
    const listed = field.optionList ? input.optionLabels[field.optionList]?.[value] : undefined;
    return inline ?? listed ?? value;
  };
}

const isSigned = (value: unknown) => typeof value === 'string' && value.startsWith(SIGNATURE_PREFIX);
const photoRow = (writer: PdfWriter) => PHOTO.height + 2 * writer.lineHeight(PHOTO.caption) + PHOTO.gap;

/** The field's height on the page: all of it, and the part that must not be parted from its label. */
export function fieldHeight(
  writer: PdfWriter,
  input: ShownReport,
  field: ReportField,
): { whole: number; first: number } {
  const value = input.report.values[field.key];
  const label =
    FIELD_GAP + writer.wrap(field.label, writer.contentWidth, LABEL).length * writer.lineHeight(LABEL);
  switch (field.kind) {
    case 'lineItems':
      // The header and a first row; rows then break across pages, under a repeated header.
      return { whole: label + 42, first: label + 42 };
    case 'photos': {
      // The first row; each further row is a block of its own (a photo never splits).
      const first =
        label + (Array.isArray(value) && value.length > 0 ? photoRow(writer) : writer.lineHeight(VALUE));
      return { whole: first, first };
    }
    case 'signature': {
      const whole = label + (isSigned(value) ? SIGNATURE_BLOCK : writer.lineHeight(VALUE));
      return { whole, first: whole };
    }
    case 'text':
    case 'longText':
    case 'number':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox': {
      const text = optionLabelFor(input)(field, value);
      const lines = writer.wrap(text, writer.contentWidth, VALUE).length;
      return { whole: label + lines * writer.lineHeight(VALUE), first: label + writer.lineHeight(VALUE) };
    }
    default:
      return assertNever(field);
  }
}

export async function drawField(writer: PdfWriter, input: ShownReport, field: ReportField): Promise<void> {
  const value = input.report.values[field.key];
  writer.gap(FIELD_GAP);
  // A safety net: report-pdf.ts has already made room for the label and the start of the value.
  writer.ensure(fieldHeight(writer, input, field).first - FIELD_GAP);
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
        isSigned(value) ? (value as string) : null,
        input.words.submittedBy(input.report.createdByUser, input.dates.day(input.report.createdDate)),
        input.words.notSigned,
      );
    case 'text':
    case 'longText':
    case 'number':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox':
      return writer.paragraph(optionLabelFor(input)(field, value), VALUE);
    default:
      return assertNever(field);
  }
}

async function drawPhotos(writer: PdfWriter, input: ShownReport, refs: string[]): Promise<void> {
  if (refs.length === 0) return writer.paragraph('-', VALUE);
  const cellWidth = (writer.contentWidth - PHOTO.gap) / 2;
  // Two caption lines: the photo's number and location (UX-3), then when and where it was taken (FIELD-8).
  const lineHeight = writer.lineHeight(PHOTO.caption);
  const captionHeight = 2 * lineHeight;
  const caption = { ...PHOTO.caption, color: GREY };
  for (let i = 0; i < refs.length; i += 2) {
    writer.ensure(photoRow(writer));
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
      writer.drawLine(title, x, top - PHOTO.height - lineHeight, caption);
      const taken = bytes
        ? captureCaption(input.captures?.[ref], input.words.taken, input.dates.dateTime)
        : null;
      if (taken) writer.drawLine(taken, x, top - PHOTO.height - captionHeight, caption);
    }
    writer.y = top - PHOTO.height - captionHeight - PHOTO.gap;
  }
}

async function drawSignature(
  writer: PdfWriter,
  dataUrl: string | null,
  caption: string,
  notSigned: string,
): Promise<void> {
  if (!dataUrl) return writer.paragraph(notSigned, VALUE);
  const image = await writer.doc.embedPng(Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64'));
  writer.ensure(SIGNATURE_BLOCK);
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
