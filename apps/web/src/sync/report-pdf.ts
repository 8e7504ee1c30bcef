// REPORT-4: a report's PDF from the PDF host (GET /api/ContractorBillingForm?id&referenceCode&
// template, with the sid like every call). Online, the server's copy is fetched (the report may have
// changed) and kept on the device; when the server cannot be reached, or offline, the copy kept
// last time is shown, so a PDF once viewed opens again offline.
import { calls } from '@fieldops/contract';
import { requestBlob } from '../api/http';
import { notePdfRevision } from '../db/job-content';
import { type PdfKey, readCachedPdf, saveCachedPdf } from '../db/reports';
import { currentLocale } from '../i18n/messages';

export type ReportPdf = { blob: Blob; source: 'server' | 'device' };

export class ReportPdfUnavailable extends Error {
  override readonly name: string = 'ReportPdfUnavailable';
}

export async function loadReportPdf(key: PdfKey, online: boolean): Promise<ReportPdf> {
  if (online) {
    try {
      const blob = await requestBlob(calls.reportPdf.path, {
        // UX-1: printed in the device's language (English, the server's default, asks nothing).
        query: {
          id: key.jobID,
          referenceCode: key.referenceCode,
          template: key.template,
          ...(currentLocale() === 'en' ? {} : { lang: currentLocale() }),
        },
        headers: { Accept: 'application/pdf' },
      });
      const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      await saveCachedPdf(key, pdf);
      // TRUST-4: kept as of the report's revision here, so a save on another device fetches it again.
      await notePdfRevision(key);
      return { blob: pdf, source: 'server' };
    } catch (error) {
      const kept = await readCachedPdf(key);
      if (kept) return { blob: kept, source: 'device' };
      throw new ReportPdfUnavailable('The report PDF could not be loaded', { cause: error });
    }
  }
  const kept = await readCachedPdf(key);
  if (kept) return { blob: kept, source: 'device' };
  throw new ReportPdfUnavailable('Offline, and the report PDF is not on this device');
}
