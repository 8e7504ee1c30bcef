// OFFICE-7: the office's calls for reports: the inbox, one report, its review (in the office
// record with the report before and after), and its PDF and photos. The office sees the company's
// reports whatever the job; the field's calls keep checking reach by job.
import type { FastifyInstance } from 'fastify';
import { contentDispositionName } from '@fieldops/contract';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { notFound } from '../../http/errors.js';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../http/contract-route.js';
import { IMAGE_CACHE_CONTROL, imageByReference } from '../images/service.js';
import { officeReportPdf } from '../report-pdf/service.js';
import { officeReport, officeReports, REPORT_NOT_FOUND, reviewReport } from '../reports/service.js';
import { audited, AUDITED_REPORT } from './audit.js';
import { officeJobPhotoRoutes } from './job-photo-routes.js';
import { officeRolesOf } from './service.js';

export interface OfficeReportDeps extends RouteDeps {
  blobs: BlobStore;
  companyName: string;
  companyTimeZone?: string;
}

export function officeReportRoutes(app: FastifyInstance, deps: OfficeReportDeps): void {
  const office = { ...deps, officeRoles: officeRolesOf };
  officeJobPhotoRoutes(app, office);
  serveCall(app, office, 'officeReports', ({ db, query }) => officeReports(db, query));
  serveCall(app, office, 'officeReport', ({ db, params }) => officeReport(db, params.id));
  serveCall(app, office, 'officeReviewReport', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeReviewReport',
      AUDITED_REPORT,
      () => officeReport(db, params.id),
      () => reviewReport(db, session.user, params.id, body),
    ),
  );
  serveBinaryCall(app, office, 'officeReportPdf', async ({ db, params, query }) => {
    const pdf = await officeReportPdf(
      db,
      deps.blobs,
      params.id,
      query.lang,
      deps.companyName,
      deps.companyTimeZone,
    );
    return {
      mediaType: 'application/pdf',
      etag: pdf.etag,
      bytes: pdf.bytes,
      cacheControl: 'private, no-cache',
      contentDisposition: `inline; ${contentDispositionName(pdf.fileName)}`,
    };
  });
  serveBinaryCall(app, office, 'officeReportPhoto', async ({ db, params }) => {
    // Only a photo the report names, stored on the report's job: no other image is reachable here.
    const report = await officeReport(db, params.id);
    const photo = report.photos.some((p) => p.referenceCode === params.ref)
      ? await imageByReference(db, report.job.jobID, params.ref)
      : undefined;
    if (!photo) throw notFound('No such photo of this report');
    return {
      mediaType: 'image/jpeg',
      etag: `"${photo.blob_key}"`,
      cacheControl: IMAGE_CACHE_CONTROL,
      bytes: async () => {
        const stream = await deps.blobs.getStream(photo.blob_key);
        if (!stream) throw notFound(REPORT_NOT_FOUND);
        return stream;
      },
    };
  });
}
