// TS-1..5: the timesheet calls, registered from the contract's table (validation, session,
// transaction and Idempotency-Key by construction). MISC-5: the GetTimesheetDefaults procedure is
// served only while commandTimesheetDefaults is on; the REST defaults calls are always served so
// devices still on the REST path (and tasks already queued) keep working through a switch.
import { calls, type FeatureFlags } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { notFound } from '../../http/errors.js';
import {
  crewSubsistence,
  saveTimesheetDefaults,
  timesheetDefaults,
  timesheetJobs,
  timesheetValidation,
  timesheetWeek,
} from './queries.js';
import { findReadableTimesheet } from './access.js';
import { createTimesheet, updateTimesheet } from './service.js';

export interface TimesheetRouteDeps extends RouteDeps {
  flags: FeatureFlags;
}

export const COMMAND_DEFAULTS_OFF =
  'GetTimesheetDefaults is turned off (feature flag commandTimesheetDefaults); use GET /api/timesheet/{id}/defaults';

export function timesheetRoutes(app: FastifyInstance, deps: TimesheetRouteDeps): void {
  serveCall(app, deps, 'createTimesheet', ({ db, session, body }) => createTimesheet(db, session.user, body));
  serveCall(app, deps, 'updateTimesheet', ({ db, session, params, body }) =>
    updateTimesheet(db, session.user, params.id, body),
  );
  serveCall(app, deps, 'timesheet', ({ db, session, params }) =>
    findReadableTimesheet(db, session.user, params.id),
  );
  serveCall(app, deps, 'timesheetWeek', ({ db, session, params }) =>
    timesheetWeek(db, session.user, params.foremanID, params.weekStart),
  );
  serveCall(app, deps, 'timesheetJobs', ({ db, session, query }) =>
    timesheetJobs(db, session.user, query.foremanid, query.startdate),
  );
  serveCall(app, deps, 'timesheetValidation', ({ db, session, params }) =>
    timesheetValidation(db, session.user, params.id),
  );
  serveCall(app, deps, 'timesheetJobDefaults', ({ db, session, params, query }) =>
    timesheetDefaults(db, session.user, params.id, query.jobID, query),
  );
  serveCall(app, deps, 'crewDefaults', ({ db, session, params, query }) =>
    timesheetDefaults(db, session.user, params.id, null, query),
  );
  serveCall(app, deps, 'crewSubsistence', ({ db, session, params }) =>
    crewSubsistence(db, session.user, params.id),
  );
  serveCall(app, deps, 'saveTimesheetDefaults', ({ db, session, body }) =>
    saveTimesheetDefaults(db, session.user, body),
  );

  // The procedure registry has no view of the flags, so the switch sits in front of /api/cmd.
  if (!deps.flags.commandTimesheetDefaults) {
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url !== calls.command.path) return;
      const proc = (request.query as { proc?: unknown }).proc;
      if (proc === 'GetTimesheetDefaults') throw notFound(COMMAND_DEFAULTS_OFF);
    });
  }
}
