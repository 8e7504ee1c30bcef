import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { saveReport } from './service.js';

/** REPORT-2: POST /api/jobs/{jobId}/locations/{loc}/reports/{templateName}/{referenceCode}. */
export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveCall(app, deps, 'saveReport', ({ db, session, params, body }) =>
    saveReport(db, session.user, params, body),
  );
}
