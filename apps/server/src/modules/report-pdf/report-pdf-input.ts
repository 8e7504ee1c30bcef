// What a report PDF is drawn from (report-pdf.ts), in a file of its own so the field drawing
// (pdf-fields.ts) can name it without importing the builder back.
import type { PhotoCapture, ReportTemplate, ReportValues } from '@fieldops/contract';
import type { PdfDates } from './pdf-dates.js';
import type { PdfLanguage, PdfWords } from './pdf-language.js';

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
export type ShownReport = ReportPdfInput & { words: PdfWords; dates: PdfDates };
