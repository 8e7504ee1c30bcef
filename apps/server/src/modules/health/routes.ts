// START-3/SHELL-3: the health call the app polls to decide online/offline and shows in the menu
// footer. It always answers 200 when the server runs; a database fault shows as DBStatus 'error'.
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';

export function healthRoutes(app: FastifyInstance, deps: RouteDeps & { databaseName: string }): void {
  const server = hostname();
  serveCall(app, deps, 'serverStatus', async ({ db }) => ({
    Database: deps.databaseName,
    DBStatus: (await pingDatabase(db)) ? 'success' : 'error',
    Server: server,
  }));
}
