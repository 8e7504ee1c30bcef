// OFFICE-1, OFFICE-2: the office console's calls. The contract names the office roles each call
// allows; contract-route.ts refuses everyone else with 403 before the handler runs.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
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
import { createPerson, listPeople, setPersonActive, updatePerson } from './people.js';

export function officeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const office = { ...deps, officeRoles: officeRolesOf };
  serveCall(app, office, 'officeMe', async ({ db, session }) => ({
    userID: session.user.userID,
    name: session.user.name,
    email: session.user.email,
    roles: await officeRolesOf(db, session.user),
  }));
  serveCall(app, office, 'officeJobs', ({ db, query }) => listOfficeJobs(db, query));
  serveCall(app, office, 'officeJob', ({ db, params }) => officeJob(db, params.id));
  serveCall(app, office, 'officeCreateJob', ({ db, session, body }) =>
    createOfficeJob(db, session.user, body),
  );
  serveCall(app, office, 'officeUpdateJob', ({ db, params, body }) => updateOfficeJob(db, params.id, body));
  serveCall(app, office, 'officeSetJobCrew', ({ db, params, body }) => setOfficeJobCrew(db, params.id, body));
  serveCall(app, office, 'officeCloseJob', ({ db, params }) => setOfficeJobStatus(db, params.id, 'Closed'));
  serveCall(app, office, 'officeReopenJob', ({ db, params }) => setOfficeJobStatus(db, params.id, 'Open'));
  serveCall(app, office, 'officeJobHistory', ({ db, params }) => officeJobHistory(db, params.id));
  serveCall(app, office, 'officePeople', ({ db, query }) => listPeople(db, query));
  serveCall(app, office, 'officeCreatePerson', ({ db, session, body }) =>
    createPerson(db, session.user, body),
  );
  serveCall(app, office, 'officeUpdatePerson', ({ db, session, params, body }) =>
    updatePerson(db, session.user, params.id, body),
  );
  serveCall(app, office, 'officeSetPersonActive', ({ db, session, params, body }) =>
    setPersonActive(db, session.user, params.id, body.active),
  );
}
