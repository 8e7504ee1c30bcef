// START-3/SHELL-3: the health call the app polls to decide online/offline and shows in the menu
// footer. OPS-1: it answers 503 (DBStatus 'error') when the database does not answer, so a device
// keeps its work queued instead of sending it to a server that cannot store it, and a load balancer
// takes the instance out. Liveness (the process answers) and readiness (it can serve: the database
// answers) for orchestrators; none of the three needs a session.
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { LIVENESS_PATH } from '../../http/health-port.js';

export const READINESS_PATH = '/api/health/ready';

export function healthRoutes(app: FastifyInstance, deps: RouteDeps & { databaseName: string }): void {
  const server = hostname();
  serveCall(app, deps, 'serverStatus', async ({ db, reply }) => {
    const up = await pingDatabase(db);
    if (!up) reply.code(503).header('retry-after', '10');
    return { Database: deps.databaseName, DBStatus: up ? 'success' : 'error', Server: server };
  });
  app.get(LIVENESS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ live: true }),
  );
  app.get(READINESS_PATH, async (_request, reply) => {
    const ready = await pingDatabase(deps.db);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        ready
          ? { ready: true }
          : { error: 'not_ready', message: 'The database does not answer', details: null },
      );
  });
}
