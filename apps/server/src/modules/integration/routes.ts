// INT-3: upserts by another system's ids. A service token with the call's scope, or the office
// roles the contract names (the console's CSV import), may make them; the route's transaction
// holds the whole call, so a call is written whole or not at all.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { officeRolesOf } from '../office/service.js';
import { upsertEquipment } from './upsert-equipment.js';
import { upsertJobs } from './upsert-jobs.js';
import { upsertOptionLists } from './upsert-lists.js';
import { upsertPeople } from './upsert-people.js';

/** 10,000 job rows with sites and crews are a few megabytes of JSON; other calls keep BODY_LIMIT_BYTES. */
export const UPSERT_BODY_LIMIT_BYTES = 32 * 1_048_576;

export function integrationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const office = { ...deps, officeRoles: officeRolesOf };
  serveCall(app, office, 'upsertJobs', ({ db, session, body }) => upsertJobs(db, session, body), {
    bodyLimit: UPSERT_BODY_LIMIT_BYTES,
  });
  serveCall(app, office, 'upsertPeople', ({ db, session, body }) => upsertPeople(db, session, body), {
    bodyLimit: UPSERT_BODY_LIMIT_BYTES,
  });
  serveCall(
    app,
    office,
    'upsertOptionLists',
    ({ db, session, body }) => upsertOptionLists(db, session, body),
    {
      bodyLimit: UPSERT_BODY_LIMIT_BYTES,
    },
  );
  serveCall(app, office, 'upsertEquipment', ({ db, session, body }) => upsertEquipment(db, session, body), {
    bodyLimit: UPSERT_BODY_LIMIT_BYTES,
  });
}
