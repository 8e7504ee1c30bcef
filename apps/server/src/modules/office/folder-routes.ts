// OFFICE-9: the office's calls for a job's folders. Setting them up is in the office record under
// the job, with its folders before and after.
import type { FastifyInstance } from 'fastify';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { audited, AUDITED_JOB } from './audit.js';
import { officeJobFolders, setUpJobFolders } from './job-folders.js';
import { officeRolesOf } from './service.js';

export function officeFolderRoutes(app: FastifyInstance, deps: RouteDeps & { drive: DriveAdapter }): void {
  const office = { ...deps, officeRoles: officeRolesOf };
  serveCall(app, office, 'officeJobFolders', ({ db, params }) => officeJobFolders(db, params.id));
  serveCall(app, office, 'officeSetUpJobFolders', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeSetUpJobFolders',
      AUDITED_JOB,
      () => officeJobFolders(db, params.id),
      () => setUpJobFolders(db, deps.drive, params.id, body.names),
    ),
  );
}
