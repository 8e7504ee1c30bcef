// CREW-1: the punch calls (registered from the contract).
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { listPunches, recordPunch, setCrewPin } from './service.js';

export function crewTimeRoutes(app: FastifyInstance, deps: RouteDeps) {
  serveCall(app, deps, 'recordPunch', ({ db, session, body }) => recordPunch(db, session.user, body));
  serveCall(app, deps, 'punches', async ({ db, session, query }) => ({
    punches: await listPunches(db, session.user, query),
  }));
  serveCall(app, deps, 'setCrewPin', async ({ db, session, params, body }) => {
    await setCrewPin(db, session.user, params.employeeID, body.pin);
    return { ok: true as const };
  });
}
