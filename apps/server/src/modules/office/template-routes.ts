// OFFICE-4: the office's calls for report templates (modules/report-templates does the work). Each
// change is in the office record with the template before and after (audit.ts).
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { HttpError } from '../../http/errors.js';
import {
  officeTemplate,
  officeTemplates,
  officeTemplateVersion,
  publishTemplate,
  retireOfficeTemplate,
  saveTemplateDraft,
} from '../report-templates/service.js';
import { audited, AUDITED_TEMPLATE } from './audit.js';

export function templateRoutes(app: FastifyInstance, office: RouteDeps): void {
  /** The template before a change, or null for a name the office has not used yet. */
  const before = (db: Parameters<typeof officeTemplate>[0], name: string) => () =>
    officeTemplate(db, name).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });

  serveCall(app, office, 'officeReportTemplates', ({ db }) => officeTemplates(db));
  serveCall(app, office, 'officeReportTemplate', ({ db, params }) => officeTemplate(db, params.name));
  serveCall(app, office, 'officeReportTemplateVersion', ({ db, params }) =>
    officeTemplateVersion(db, params.name, params.version),
  );
  serveCall(app, office, 'officeSaveTemplateDraft', ({ db, session, params, body }) =>
    audited(db, session.user, 'officeSaveTemplateDraft', AUDITED_TEMPLATE, before(db, params.name), () =>
      saveTemplateDraft(db, session.user, params.name, body),
    ),
  );
  serveCall(app, office, 'officePublishTemplate', ({ db, session, params }) =>
    audited(db, session.user, 'officePublishTemplate', AUDITED_TEMPLATE, before(db, params.name), () =>
      publishTemplate(db, session.user, params.name),
    ),
  );
  serveCall(app, office, 'officeRetireTemplate', ({ db, session, params }) =>
    audited(db, session.user, 'officeRetireTemplate', AUDITED_TEMPLATE, before(db, params.name), () =>
      retireOfficeTemplate(db, params.name),
    ),
  );
}
