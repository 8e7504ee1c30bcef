import type { FastifyInstance } from 'fastify';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { addJobEvent, addJobFolders, addJobRecord } from './service.js';

/** JOB-4: POST /api/job/add-record, /api/job/{id}/add-folders and /api/job/{id}/Event/. */
export function erJobRoutes(app: FastifyInstance, deps: RouteDeps & { drive: DriveAdapter }): void {
  serveCall(app, deps, 'addJobRecord', ({ db, session, body }) => addJobRecord(db, session.user, body));
  serveCall(app, deps, 'addJobFolders', ({ db, session, params, body }) =>
    addJobFolders(db, deps.drive, session.user, params.id, body.folders),
  );
  serveCall(app, deps, 'addJobEvent', ({ db, session, params, query }) =>
    addJobEvent(db, session.user, params.id, query),
  );
}
