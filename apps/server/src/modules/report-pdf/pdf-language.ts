// UX-1: a report's PDF in English or Spanish: the words the PDF writes itself, and the template's
// labels and inline choices in that language (`labels.es`, English where a template has none).
// Every word here is WinAnsi (á, é, í, ñ, ó, ú, ü print with the standard fonts); a check mark is
// not, so it prints as the language's "yes" instead of '?'. TRUST-7: a Spanish PDF is Spanish
// throughout: the template's name (by its key, as the device's catalogue names it), the footer, and
// numbers and money with the language's separators ("8,5 h").
import type { LineItemColumn, OtherLanguages, ReportField, ReportTemplate } from '@fieldops/contract';

export const PDF_LANGUAGES = ['en', 'es'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];

/** The Intl locale of each PDF language: the web's tags (en-US's 12-hour clock, Spanish's 24). */
export const PDF_LOCALE: Record<PdfLanguage, string> = { en: 'en-US', es: 'es' };

export interface PdfWords {
  job: string;
  location: string;
  report: string;
  filledOn: string;
  /** 'Revision {n}' (UX-3: the reference code is an id, not printed) */
  revision: (n: number) => string;
  by: (when: string, who: string) => string;
  yes: string;
  no: string;
  photos: (n: number) => string;
  photoMissing: string;
  notSigned: string;
  submittedBy: (who: string, day: string) => string;
  amount: string;
  total: string;
  page: (n: number, of: number) => string;
  taken: string;
  /** UX-3: a photo by its number in the report and its location, never its id. */
  photoCaption: (n: number, location: string) => string;
  /** TRUST-7: a number as the language writes it: "8.5" / "8,5". */
  number: (value: number) => string;
  /** TRUST-7: cents as money: "$2,450.00" / "2450,00 $". */
  money: (cents: number) => string;
}

function numbersOf(language: PdfLanguage): Pick<PdfWords, 'number' | 'money'> {
  // Up to six decimals: a quantity's step is 0.01, a measure may be finer; none is rounded away.
  const plainNumber = new Intl.NumberFormat(PDF_LOCALE[language], { maximumFractionDigits: 6 });
  const currency = new Intl.NumberFormat(PDF_LOCALE[language], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  // Intl may put a no-break space between amount and symbol; the standard fonts print it, but
  // text extraction and copying read it more reliably as a plain space.
  return {
    number: (value) => plainNumber.format(value),
    money: (cents) => currency.format(cents / 100).replace(/[\u00a0\u202f]/g, ' '),
  };
}

export const PDF_WORDS: Record<PdfLanguage, PdfWords> = {
  en: {
    job: 'Job',
    location: 'Location',
    report: 'Report',
    filledOn: 'Filled on',
    revision: (n) => `Revision ${n}`,
    by: (when, who) => `${when} by ${who}`,
    yes: 'Yes',
    no: 'No',
    photos: (n) => `${n} photo${n === 1 ? '' : 's'}`,
    photoMissing: 'Photo not received yet',
    notSigned: 'Not signed',
    submittedBy: (who, day) => `Submitted by ${who} on ${day}`,
    amount: 'Amount',
    total: 'Total',
    page: (n, of) => `Page ${n} of ${of}`,
    taken: 'Taken',
    photoCaption: (n, location) => `Photo ${n} \u00b7 location ${location}`,
    ...numbersOf('en'),
  },
  es: {
    job: 'Trabajo',
    location: 'Ubicación',
    report: 'Reporte',
    filledOn: 'Llenado el',
    revision: (n) => `Revisión ${n}`,
    by: (when, who) => `${when} por ${who}`,
    yes: 'Sí',
    no: 'No',
    photos: (n) => `${n} foto${n === 1 ? '' : 's'}`,
    photoMissing: 'Foto aún no recibida',
    notSigned: 'Sin firmar',
    submittedBy: (who, day) => `Enviado por ${who} el ${day}`,
    amount: 'Importe',
    total: 'Total',
    page: (n, of) => `Página ${n} de ${of}`,
    taken: 'Tomada',
    photoCaption: (n, location) => `Foto ${n} \u00b7 ubicación ${location}`,
    ...numbersOf('es'),
  },
};

/**
 * TRUST-7: the company's templates' names in Spanish, by `reportTemplateName`, the same names the
 * device's catalogue gives them (apps/web/src/i18n/server-messages-es.ts, `report.template.*`), so
 * the PDF and the screen agree. A template not listed keeps its own name.
 */
const REPORT_NAMES_ES: Readonly<Record<string, string>> = {
  cbilling: 'Facturación del contratista',
  'construct-complete': 'Obra terminada',
  generic: 'Reporte diario',
};

/** The template's name in `language`. */
export function reportNameIn(
  template: Pick<ReportTemplate, 'reportTemplateName' | 'reportName'>,
  language: PdfLanguage,
): string {
  const key = template.reportTemplateName;
  return language === 'es' && Object.hasOwn(REPORT_NAMES_ES, key)
    ? REPORT_NAMES_ES[key]!
    : template.reportName;
}

const inLanguage = (english: string, others: OtherLanguages | undefined, language: PdfLanguage) =>
  language === 'en' ? english : (others?.[language] ?? english);

function labelled<F extends ReportField | LineItemColumn>(field: F, language: PdfLanguage): F {
  const options =
    field.kind === 'choice' && field.options
      ? { options: field.options.map((o) => ({ ...o, label: inLanguage(o.label, o.labels, language) })) }
      : {};
  return { ...field, label: inLanguage(field.label, field.labels, language), ...options };
}

/** The template with its name and its field, column and choice labels in `language`. */
export function templateInLanguage(template: ReportTemplate, language: PdfLanguage): ReportTemplate {
  if (language === 'en') return template;
  return {
    ...template,
    reportName: reportNameIn(template, language),
    fields: template.fields.map((field) => {
      const shown = labelled(field, language);
      return shown.kind === 'lineItems'
        ? { ...shown, columns: shown.columns.map((c) => labelled(c, language)) }
        : shown;
    }),
  };
}
