// SRV-2: the procedures `/api/cmd?proc=NAME` can run. The set of names and their parameter
// schemas come from the contract; the mapped type below makes the compiler demand exactly one
// handler per contract procedure, each receiving its parsed, typed parameters. A name is only
// ever a key into this object: no request text becomes SQL. Handlers call the owning module's
// service; none reads a table itself.
import {
  commandArgs,
  isProcedureName,
  procedures,
  type CommandObject,
  type FeatureFlags,
  type ProcedureAnswer,
  type ProcedureName,
  type ProcedureParameters,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { badRequest, issueDetails, notFound } from '../../http/errors.js';
import { foremanCalendar } from '../calendar/service.js';
import { dashboard } from '../dashboard/service.js';
import { registerDevice } from '../devices/service.js';
import { deviceFolders, trackedFolders, trackFolder, untrackFolder } from '../drive/service.js';
import { listTrackedAssets, listVehicles } from '../fleet/service.js';
import { jobSites, jobUpdates } from '../job-sync/service.js';
import { imageByReference } from '../images/service.js';
import { setJobCoverPhoto } from '../jobs/service.js';
import { eventTypes, lookupTables, namedOptionList } from '../lookups/service.js';
import { listMenuItems } from '../menu/service.js';
import { addNote, jobComments } from '../notes/service.js';
import type { AuthSession } from '../session/service.js';
import { COMMAND_DEFAULTS_OFF, timesheetDefaults } from '../timesheets/service.js';

export interface ProcedureContext {
  /** The request's transaction (with its idempotency record, when keyed). */
  db: Kysely<Database>;
  session: AuthSession;
  /** The server's feature flags (MISC-5): what a procedure may depend on besides its parameters. */
  flags: FeatureFlags;
  /** TSX-2: the company's IANA zone (COMPANY_TIME_ZONE): "today" on the dashboard, timesheet lengths. */
  companyTimeZone: string;
}

type ProcedureHandler<P extends ProcedureName> = (
  parameters: ProcedureParameters<P>,
  context: ProcedureContext,
) => Promise<ProcedureAnswer<P>>;

export const procedureHandlers: { [P in ProcedureName]: ProcedureHandler<P> } = {
  GetMenuItems: (_parameters, { db }) => listMenuItems(db),
  RegisterDevice: (parameters, { db, session }) => registerDevice(db, session.user.userID, parameters),
  GetDashboard: (parameters, { db, session, companyTimeZone }) =>
    dashboard(db, session, parameters.dashboardID, companyTimeZone),
  GetJobUpdates: ({ since, jobIDsHash }, { db, session }) => jobUpdates(db, session.user, since, jobIDsHash),
  GetLookupTables: (_parameters, { db }) => lookupTables(db),
  GetNotes: ({ jobID }, { db, session }) => jobComments(db, session.user, jobID),
  AddNote: (parameters, { db, session }) => addNote(db, session.user, parameters),
  GetSites: ({ jobID }, { db, session }) => jobSites(db, session.user, jobID),
  SetCoverPhoto: async ({ jobID, referenceCode }, { db, session }) => {
    // OPS-6: only a photo of that job; another job's photo and an unknown one get the same 404,
    // so the answer never tells whether a photo of an unreachable job exists.
    if (!(await imageByReference(db, jobID, referenceCode))) {
      throw notFound('There is no photo with that reference on this job');
    }
    return setJobCoverPhoto(db, session.user, jobID, referenceCode);
  },
  GetEventTypes: (_parameters, { db }) => eventTypes(db),
  GetOptionList: ({ listName }, { db }) => namedOptionList(db, listName),
  GetForemanCalendar: (parameters, { db, session }) => foremanCalendar(db, session.user, parameters),
  GetTimesheetDefaults: ({ timeSheetID, jobID, ...query }, { db, session, companyTimeZone }) =>
    timesheetDefaults(db, session.user, timeSheetID, jobID ?? null, query, companyTimeZone),
  GetTrackedFolders: (_parameters, { db, session }) => trackedFolders(db, session.user),
  GetDeviceFolders: (_parameters, { db, session }) => deviceFolders(db, session.user),
  TrackFolder: ({ folderID }, { db, session }) => trackFolder(db, session.user, folderID),
  UntrackFolder: ({ folderID }, { db, session }) => untrackFolder(db, session.user, folderID),
  GetVehicleList: (_parameters, { db }) => listVehicles(db),
  GetTrackedAssets: (_parameters, { db }) => listTrackedAssets(db),
};

/**
 * Procedures a feature flag switches off, and what they answer then: 404, as for a name the server
 * does not know, before their parameters are read. The registry decides, from the flags in the
 * context, so no other module has to stand in front of /api/cmd.
 */
const SWITCHED_BY_FLAG: { [P in ProcedureName]?: { flag: keyof FeatureFlags; offMessage: string } } = {
  GetTimesheetDefaults: { flag: 'commandTimesheetDefaults', offMessage: COMMAND_DEFAULTS_OFF },
};

function invoke<P extends ProcedureName>(name: P, command: CommandObject, context: ProcedureContext) {
  const names = command.parameters.map((p) => p.name);
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0) throw badRequest(`Parameter given twice: ${[...new Set(repeated)].join(', ')}`);
  // TypeScript cannot tie procedures[P] to ProcedureParameters<P> for a generic P; the mapped
  // handler type above is where the per-procedure typing is checked.
  const schema = procedures[name].parameters as unknown as z.ZodType<ProcedureParameters<P>>;
  const parsed = schema.safeParse(commandArgs(command));
  if (!parsed.success) throw badRequest(`Invalid parameters for ${name}`, issueDetails(parsed.error.issues));
  return procedureHandlers[name](parsed.data, context);
}

/**
 * Runs procedure `proc` with the command body; unknown names are 404, mismatches 400 (thrown: the
 * route's handler is async and turns them into its rejection). Not async itself: no promise of its
 * own around the procedure's (OPS-5).
 */
export function runProcedure(proc: string, command: CommandObject, context: ProcedureContext) {
  if (!isProcedureName(proc)) throw notFound(`Unknown procedure ${proc}`);
  const switched = SWITCHED_BY_FLAG[proc];
  if (switched && !context.flags[switched.flag]) throw notFound(switched.offMessage);
  if (command.procedure !== proc) {
    throw badRequest(`The body names procedure ${command.procedure} but the URL names ${proc}`);
  }
  return invoke(proc, command, context);
}
