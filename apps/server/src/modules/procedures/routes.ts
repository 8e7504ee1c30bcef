import { isReadProcedure, type FeatureFlags } from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { runProcedure } from './registry.js';

function readsOnly(request: FastifyRequest): boolean {
  const { proc } = request.query as { proc?: unknown };
  return typeof proc === 'string' && isReadProcedure(proc);
}

export function procedureRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { flags: FeatureFlags; companyTimeZone: string },
): void {
  serveCall(
    app,
    deps,
    'command',
    ({ query, body, db, session }) =>
      runProcedure(query.proc, body, {
        db,
        session,
        flags: deps.flags,
        companyTimeZone: deps.companyTimeZone,
      }),
    // Read procedures run without a transaction and leave no idempotency record (OPS-3).
    { readsOnly },
  );
}
