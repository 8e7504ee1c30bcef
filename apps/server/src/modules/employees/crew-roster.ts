// TSX-5: GET /api/timesheet/crew-roster: the people a foreman may put on a crew, with trade and
// class, for the device to keep (the crew picker works offline). Who may read it: those who keep
// timesheets (foremen, general foremen), the only ones who build crews; crew and reviewers get 403.
// The server holds one company's people (employees has no company column), so "the caller's
// company" is the whole table.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { requireTimesheetKeeper } from '../timesheets/access.js';
import { crewRosterRows } from './repository.js';

export function crewRosterRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveCall(app, deps, 'crewRoster', async ({ db, session }) => {
    requireTimesheetKeeper(session.user);
    return crewRosterRows(db);
  });
}
