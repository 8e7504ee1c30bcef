// TS-1..5: the timesheet calls, registered from the contract's table (validation, session,
// transaction and Idempotency-Key by construction). The REST defaults calls are always served, so
// devices still on the REST path (and tasks already queued) keep working through a switch of
// commandTimesheetDefaults (MISC-5); the procedure's switch is the procedure registry's.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { crewRosterRows } from '../employees/service.js';
import { findReadableTimesheet, requireTimesheetKeeper } from './access.js';
import { saveTimesheetDefaults, timesheetDefaults } from './defaults.js';
import { createTimesheet, updateTimesheet, type TimesheetCompany } from './service.js';
import { recordConfirmation, timesheetRulesRoutes } from './rules/routes.js';
import { crewSubsistence } from './subsistence.js';
import { timesheetValidation } from './validation.js';
import { timesheetJobs, timesheetWeek } from './week.js';

export function timesheetRoutes(app: FastifyInstance, deps: RouteDeps & { company: TimesheetCompany }): void {
  const { company } = deps;
  const zone = company.timeZone;
  timesheetRulesRoutes(app, deps, zone);
  // TSX-5: the people a foreman may put on a crew, with trade and class, for the device to keep
  // (the picker works offline). Those who build crews read it; crew and reviewers get 403. The
  // server holds one company's people (employees has no company column): the whole table.
  serveCall(app, deps, 'crewRoster', async ({ db, session }) => {
    requireTimesheetKeeper(session.user);
    return crewRosterRows(db);
  });
  // TSX-6: a stored day's confirmation (and its rule set) is recorded in the same transaction.
  serveCall(app, deps, 'createTimesheet', async ({ db, session, body }) =>
    recordConfirmation(db, session.user, await createTimesheet(db, session.user, body, company)),
  );
  serveCall(app, deps, 'updateTimesheet', async ({ db, session, params, body }) =>
    recordConfirmation(db, session.user, await updateTimesheet(db, session.user, params.id, body, company)),
  );
  serveCall(app, deps, 'timesheet', ({ db, session, params }) =>
    findReadableTimesheet(db, session.user, params.id),
  );
  serveCall(app, deps, 'timesheetWeek', ({ db, session, params }) =>
    timesheetWeek(db, session.user, params.foremanID, params.weekStart, zone),
  );
  serveCall(app, deps, 'timesheetJobs', ({ db, session, query }) =>
    timesheetJobs(db, session.user, query.foremanid, query.startdate, zone),
  );
  serveCall(app, deps, 'timesheetValidation', ({ db, session, params }) =>
    timesheetValidation(db, session.user, params.id, zone),
  );
  serveCall(app, deps, 'timesheetJobDefaults', ({ db, session, params, query }) =>
    timesheetDefaults(db, session.user, params.id, query.jobID, query, zone),
  );
  serveCall(app, deps, 'crewDefaults', ({ db, session, params, query }) =>
    timesheetDefaults(db, session.user, params.id, null, query, zone),
  );
  serveCall(app, deps, 'crewSubsistence', ({ db, session, params }) =>
    crewSubsistence(db, session.user, params.id, zone),
  );
  serveCall(app, deps, 'saveTimesheetDefaults', ({ db, session, body }) =>
    saveTimesheetDefaults(db, session.user, body),
  );
}
