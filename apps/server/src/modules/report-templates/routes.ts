import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { questionLoader, reportTemplate, reportTemplates } from './service.js';

/** REPORT-1: the templates and the option lists they name. Templates are company-wide, not per job. */
export function reportTemplateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveCall(app, deps, 'reportTemplates', ({ db }) => reportTemplates(db));
  serveCall(app, deps, 'reportTemplate', ({ db, params }) => reportTemplate(db, params.name));
  serveCall(app, deps, 'questionLoader', ({ db }) => questionLoader(db));
}
