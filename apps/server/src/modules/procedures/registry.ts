// SRV-2: the procedures `/api/cmd?proc=NAME` can run. The set of names and their parameter
// schemas come from the contract; the mapped type below makes the compiler demand exactly one
// handler per contract procedure, each receiving its parsed, typed parameters. A name is only
// ever a key into this object: no request text becomes SQL.
import {
  commandArgs,
  isProcedureName,
  procedures,
  type CommandObject,
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
import { deviceFolders, trackedFolders, trackFolder, untrackFolder } from '../drive/folders.js';
import { listTrackedAssets, listVehicles } from '../fleet/repository.js';
import { registerDevice } from '../devices/service.js';
import { jobUpdates, setJobCoverPhoto } from '../jobs/service.js';
import { eventTypes } from '../lookups/repository.js';
import { lookupTables, namedOptionList } from '../lookups/service.js';
import { listMenuItems } from '../menu/repository.js';
import { addNote, jobComments } from '../notes/service.js';
import { jobSites } from '../sites/service.js';
import type { AuthSession } from '../session/service.js';
import { timesheetDefaults } from '../timesheets/queries.js';

export interface ProcedureContext {
  /** The request's transaction (with its idempotency record, when keyed). */
  db: Kysely<Database>;
  session: AuthSession;
}

type ProcedureHandler<P extends ProcedureName> = (
  parameters: ProcedureParameters<P>,
  context: ProcedureContext,
) => Promise<ProcedureAnswer<P>>;

export const procedureHandlers: { [P in ProcedureName]: ProcedureHandler<P> } = {
  GetMenuItems: (_parameters, { db }) => listMenuItems(db),
  RegisterDevice: (parameters, { db, session }) => registerDevice(db, session.user.userID, parameters),
  GetDashboard: (parameters, { db, session }) => dashboard(db, session, parameters.dashboardID),
  GetJobUpdates: ({ since }, { db, session }) => jobUpdates(db, session.user, since),
  GetLookupTables: (_parameters, { db }) => lookupTables(db),
  GetNotes: ({ jobID }, { db, session }) => jobComments(db, session.user, jobID),
  AddNote: (parameters, { db, session }) => addNote(db, session.user, parameters),
  GetSites: ({ jobID }, { db, session }) => jobSites(db, session.user, jobID),
  SetCoverPhoto: ({ jobID, referenceCode }, { db, session }) =>
    setJobCoverPhoto(db, session.user, jobID, referenceCode),
  GetEventTypes: (_parameters, { db }) => eventTypes(db),
  GetOptionList: ({ listName }, { db }) => namedOptionList(db, listName),
  GetForemanCalendar: (parameters, { db, session }) => foremanCalendar(db, session.user, parameters),
  GetTimesheetDefaults: ({ timeSheetID, jobID, ...query }, { db, session }) =>
    timesheetDefaults(db, session.user, timeSheetID, jobID ?? null, query),
  GetTrackedFolders: (_parameters, { db, session }) => trackedFolders(db, session.user),
  GetDeviceFolders: (_parameters, { db, session }) => deviceFolders(db, session.user),
  TrackFolder: ({ folderID }, { db, session }) => trackFolder(db, session.user, folderID),
  UntrackFolder: ({ folderID }, { db, session }) => untrackFolder(db, session.user, folderID),
  GetVehicleList: (_parameters, { db }) => listVehicles(db),
  GetTrackedAssets: (_parameters, { db }) => listTrackedAssets(db),
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

/** Runs procedure `proc` with the command body; unknown names are 404, mismatches 400. */
export async function runProcedure(proc: string, command: CommandObject, context: ProcedureContext) {
  if (!isProcedureName(proc)) throw notFound(`Unknown procedure ${proc}`);
  if (command.procedure !== proc) {
    throw badRequest(`The body names procedure ${command.procedure} but the URL names ${proc}`);
  }
  return invoke(proc, command, context);
}
