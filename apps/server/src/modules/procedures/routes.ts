import type { FeatureFlags } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { runProcedure } from './registry.js';

export function procedureRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { flags: FeatureFlags; companyTimeZone: string },
): void {
  serveCall(app, deps, 'command', ({ query, body, db, session }) =>
    runProcedure(query.proc, body, { db, session, flags: deps.flags, companyTimeZone: deps.companyTimeZone }),
  );
}
