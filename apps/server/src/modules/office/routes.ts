// OFFICE-1..3, OFFICE-10: the office console's calls for jobs, people and the record (the company's
// rules, lists and pay: company-routes.ts). The contract names the office roles each call allows; contract-route.ts refuses everyone else with 403 before the handler runs. Every change is
// recorded with the object before and after (audit.ts), in the change's own transaction.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { audited, AUDITED_JOB, AUDITED_PERSON, auditPage } from './audit.js';
import { companyRoutes } from './company-routes.js';
import { webhookRoutes } from './webhook-routes.js';
import type { WebhookSettings } from '../webhooks/service.js';
import { templateRoutes } from './template-routes.js';
import { fleetOfficeRoutes } from './fleet-routes.js';
import { serviceAccountRoutes } from './service-account-routes.js';
import { createPerson, listPeople, officePerson, setPersonActive, updatePerson } from './people.js';
import {
  createOfficeJob,
  listOfficeJobs,
  officeJob,
  officeJobHistory,
  officeRolesOf,
  setOfficeJobCrew,
  setOfficeJobStatus,
  updateOfficeJob,
} from './service.js';

export function officeRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  company: { timeZone: string },
  webhooks: WebhookSettings,
): void {
  const office = { ...deps, officeRoles: officeRolesOf };
  serveCall(app, office, 'officeMe', async ({ db, session }) => ({
    userID: session.user.userID,
    name: session.user.name,
    email: session.user.email,
    roles: await officeRolesOf(db, session.user),
  }));

  serveCall(app, office, 'officeJobs', ({ db, query }) => listOfficeJobs(db, query));
  serveCall(app, office, 'officeJob', ({ db, params }) => officeJob(db, params.id));
  serveCall(app, office, 'officeJobHistory', ({ db, params }) => officeJobHistory(db, params.id));
  serveCall(app, office, 'officeCreateJob', ({ db, session, body }) =>
    audited(db, session.user, 'officeCreateJob', AUDITED_JOB, undefined, () =>
      createOfficeJob(db, session.user, body),
    ),
  );
  serveCall(app, office, 'officeUpdateJob', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeUpdateJob',
      AUDITED_JOB,
      () => officeJob(db, params.id),
      () => updateOfficeJob(db, params.id, body),
    ),
  );
  serveCall(app, office, 'officeSetJobCrew', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeSetJobCrew',
      AUDITED_JOB,
      () => officeJob(db, params.id),
      () => setOfficeJobCrew(db, params.id, body),
    ),
  );
  serveCall(app, office, 'officeCloseJob', ({ db, session, params }) =>
    audited(
      db,
      session.user,
      'officeCloseJob',
      AUDITED_JOB,
      () => officeJob(db, params.id),
      () => setOfficeJobStatus(db, params.id, 'Closed', session.user),
    ),
  );
  serveCall(app, office, 'officeReopenJob', ({ db, session, params }) =>
    audited(
      db,
      session.user,
      'officeReopenJob',
      AUDITED_JOB,
      () => officeJob(db, params.id),
      () => setOfficeJobStatus(db, params.id, 'Open', session.user),
    ),
  );

  serveCall(app, office, 'officePeople', ({ db, query }) => listPeople(db, query));
  serveCall(app, office, 'officeCreatePerson', ({ db, session, body }) =>
    audited(db, session.user, 'officeCreatePerson', AUDITED_PERSON, undefined, () =>
      createPerson(db, session.user, body),
    ),
  );
  serveCall(app, office, 'officeUpdatePerson', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeUpdatePerson',
      AUDITED_PERSON,
      () => officePerson(db, params.id),
      () => updatePerson(db, session.user, params.id, body),
    ),
  );
  serveCall(app, office, 'officeSetPersonActive', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeSetPersonActive',
      AUDITED_PERSON,
      () => officePerson(db, params.id),
      () => setPersonActive(db, session.user, params.id, body.active),
    ),
  );

  serveCall(app, office, 'officeAudit', ({ db, query }) => auditPage(db, query));

  companyRoutes(app, office, company);
  webhookRoutes(app, office, webhooks);
  templateRoutes(app, office);
  fleetOfficeRoutes(app, office);
  serviceAccountRoutes(app, office);
}
