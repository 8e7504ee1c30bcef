// TS-4 / MISC-5: defaults for a timesheet's job or its whole crew. `timesheetDefaultsRequest` (the
// contract's one switch point) picks the REST calls or the GetTimesheetDefaults procedure from the
// commandTimesheetDefaults flag; the answer's people join the device's crew roster, so the same
// names and day-off states are there offline.
import {
  type DefaultsAsk,
  type ProcedureParameters,
  type TimesheetDefaults,
  timesheetDefaultsRequest,
} from '@fieldops/contract';
import { call, runCommand } from '../api/calls';
import { type FieldOpsDatabase, db } from '../db/database';
import { saveCrewDefaults } from '../db/crew-roster';
import { timesheetFlags } from './flags';

export async function fetchTimesheetDefaults(
  ask: DefaultsAsk,
  database: FieldOpsDatabase = db,
): Promise<TimesheetDefaults> {
  const request = timesheetDefaultsRequest(timesheetFlags.get(), ask);
  let answer: TimesheetDefaults;
  if (request.via === 'command') {
    // The request's parameters are the ask's given fields, which is the procedure's own shape.
    const parameters = request.parameters as ProcedureParameters<'GetTimesheetDefaults'>;
    answer = await runCommand(request.procedure, parameters);
  } else {
    answer = await call(request.call, { params: request.params, query: request.query });
  }
  await saveCrewDefaults(answer, database);
  return answer;
}
