import type { FastifyInstance } from 'fastify';
import { contentDispositionName } from '@fieldops/contract';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { serveBinaryCall, type RouteDeps } from '../../http/contract-route.js';
import { reportPdf } from './service.js';

/** REPORT-4: a saved report as a PDF, shown inline by the reports viewer. */
export function reportPdfRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { blobs: BlobStore; companyName: string; companyTimeZone?: string },
): void {
  serveBinaryCall(app, deps, 'reportPdf', async ({ db, session, query }) => {
    const pdf = await reportPdf(db, deps.blobs, session.user, query, deps.companyName, deps.companyTimeZone);
    return {
      mediaType: 'application/pdf',
      etag: pdf.etag,
      bytes: pdf.bytes,
      // The app keeps a viewed PDF for offline use itself; the browser revalidates (ETag: 304).
      cacheControl: 'private, no-cache',
      contentDisposition: `inline; ${contentDispositionName(pdf.fileName)}`,
    };
  });
}
