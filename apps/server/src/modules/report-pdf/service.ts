// REPORT-4: GET /api/ContractorBillingForm?id&referenceCode&template. `id` is the job id: the app
// knows it (and the referenceCode) for a report it saved offline, before any server answer.
// Whatever is wrong (job not reachable, no such report, report of another job or template) is
// the same 404 with the app's REPORT-8 text, so nothing can be probed through it.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { optionListsOf, type PhotoCapture, reportFileName, type ReportValues } from '@fieldops/contract';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Database, JobRow, ReportRow } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { imageByReference } from '../images/service.js';
import { jobRowsByID, reachableJob, type JobReader } from '../jobs/service.js';
import { optionList } from '../lookups/service.js';
import { templateOfReport } from '../report-templates/service.js';
import { reportByID, reportByReference } from '../reports/service.js';
import { siteOfJob } from '../sites/service.js';
import { PDF_LANGUAGES, reportNameIn, type PdfLanguage } from './pdf-language.js';
import { printPhoto } from './print-photos.js';
import { buildReportPdf, type ReportPdfInput } from './report-pdf.js';

export const REPORT_LOAD_ERROR = 'error trying to load report';
/**
 * In the ETag: a device holding a PDF drawn before a layout change (FIELD-8's capture line) gets
 * the new one, not a 304. A photo's capture never changes under its blob key, already hashed.
 * layout-4 (TRUST-7): no template key in the title, blocks kept together, the screen's numbers and times.
 */
const PDF_LAYOUT = 'layout-4';

export interface ReportPdf {
  etag: string;
  fileName: string;
  bytes: () => Promise<Uint8Array>;
}

export async function reportPdf(
  db: Kysely<Database>,
  blobs: BlobStore,
  reader: JobReader,
  query: { id: number; referenceCode: string; template: string; lang?: PdfLanguage | undefined },
  companyName: string,
  /** UX-3: the company's zone the PDF's dates print in; the contract's default when not given. */
  timeZone?: string,
): Promise<ReportPdf> {
  const job = await reachableJob(db, reader, query.id);
  const report = job && (await reportByReference(db, job.job_id, query.referenceCode));
  if (!job || !report) throw notFound(REPORT_LOAD_ERROR);
  const { template } = await templateOfReport(db, report.report_template_id, report.template_version);
  if (template.reportTemplateName !== query.template) throw notFound(REPORT_LOAD_ERROR);
  return pdfOfReport(db, blobs, job, report, query.lang, companyName, timeZone);
}

/** OFFICE-7: any report of the company by its id, for the office (which sees every job). */
export async function officeReportPdf(
  db: Kysely<Database>,
  blobs: BlobStore,
  reportID: number,
  lang: PdfLanguage | undefined,
  companyName: string,
  timeZone?: string,
): Promise<ReportPdf> {
  const report = await reportByID(db, reportID);
  const [job] = report ? await jobRowsByID(db, [report.job_id]) : [];
  if (!report || !job) throw notFound('No such report');
  return pdfOfReport(db, blobs, job, report, lang, companyName, timeZone);
}

/** The PDF of a report whose job the caller may read. */
async function pdfOfReport(
  db: Kysely<Database>,
  blobs: BlobStore,
  job: JobRow,
  report: ReportRow,
  lang: PdfLanguage | undefined,
  companyName: string,
  timeZone: string | undefined,
): Promise<ReportPdf> {
  const { template, updatedAt: templateUpdatedAt } = await templateOfReport(
    db,
    report.report_template_id,
    report.template_version,
  );
  const site = await siteOfJob(db, job.job_id, report.location_number);
  const values = JSON.parse(report.values_json) as ReportValues;

  // Photos of this job only; one stored elsewhere (or not uploaded yet) prints as "not received".
  const photoRefs = template.fields.flatMap((f) =>
    f.kind === 'photos' && Array.isArray(values[f.key]) ? (values[f.key] as string[]) : [],
  );
  const images = new Map<string, string>();
  const captures: Record<string, PhotoCapture> = {};
  for (const ref of photoRefs) {
    const image = await imageByReference(db, job.job_id, ref);
    if (!image) continue;
    images.set(ref, image.blob_key);
    captures[ref] = { takenAt: image.taken_at, latitude: image.latitude, longitude: image.longitude };
  }
  // UX-1: the language the report was filled in, else the one the reader's device asks for.
  const language = recordedLanguage(report.language) ?? lang ?? 'en';
  const optionLabels: Record<string, Record<string, string>> = {};
  for (const name of optionListsOf(template.fields)) {
    const entries = await optionList(db, name);
    optionLabels[name] = Object.fromEntries(
      entries.map((o) => [o.value, (language === 'en' ? undefined : o.labels?.[language]) ?? o.label]),
    );
  }

  const etag = `"${createHash('sha256')
    .update(
      [
        PDF_LAYOUT,
        language,
        timeZone ?? '',
        report.report_id,
        report.revision,
        report.saved_at,
        templateUpdatedAt,
        ...images.values(),
      ].join('|'),
    )
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    etag,
    // TRUST-7: a Spanish PDF's file is named in Spanish too, as the device names it.
    fileName: reportFileName(reportNameIn(template, language), job.job_number, report.filled_on),
    bytes: async () => {
      const photos: Record<string, Uint8Array | null> = {};
      for (const ref of photoRefs) {
        const key = images.get(ref);
        photos[ref] = key ? await printPhoto(blobs, key) : null;
      }
      const input: ReportPdfInput = {
        companyName,
        job: { jobNumber: job.job_number, address1: job.address1, city: job.city },
        location: {
          locationNumber: report.location_number,
          address1: site?.address1 ?? job.address1,
          city: site?.city ?? job.city,
        },
        template,
        report: {
          referenceCode: report.reference_code,
          values,
          createdDate: report.filled_on,
          createdByUser: report.filled_by,
          savedDate: report.saved_at,
          revision: report.revision,
        },
        optionLabels,
        photos,
        captures,
        language,
        ...(timeZone ? { timeZone } : {}),
      };
      return buildReportPdf(input);
    },
  };
}

const recordedLanguage = (stored: string | null): PdfLanguage | undefined =>
  PDF_LANGUAGES.find((language) => language === stored);
