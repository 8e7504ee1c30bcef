import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { jobContent } from './content.js';
import { bulkLoadJobs, loadJob } from './service.js';

/** SYNC-2: the job loader of spec §7; OFF-2: the jobs' reports and photos. */
export function jobLoaderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveCall(app, deps, 'jobLoader', ({ db, session, params }) => loadJob(db, session.user, params.id));
  // "Refresh" answers the job as it is now; it changes nothing, so a replay is harmless.
  serveCall(app, deps, 'jobLoaderRefresh', ({ db, session, params }) => loadJob(db, session.user, params.id));
  serveCall(app, deps, 'jobContent', ({ db, session, body }) => jobContent(db, session.user, body.jobs));
  serveCall(app, deps, 'jobLoaderBulk', ({ db, session, body }) => bulkLoadJobs(db, session.user, body.jobs));
}
