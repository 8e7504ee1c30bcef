// MISC-2: the fleet list call; the procedures GetVehicleList and GetTrackedAssets are in the registry.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { assetTrackService } from './service.js';

export function fleetRoutes(app: FastifyInstance, deps: RouteDeps) {
  const fleet = assetTrackService(deps.db);
  serveCall(app, deps, 'assetList', ({ params, query }) =>
    fleet.list(params.folder, { forceRefresh: query.forcerefresh === true }),
  );
}
