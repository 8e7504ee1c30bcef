// MISC-5: commandTimesheetDefaults switches the defaults between the REST calls and the
// GetTimesheetDefaults procedure. Both states run here, each on its own server.
import { FEATURE_FLAGS, timesheetDefaultsRequest, type Timesheet } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, command, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { FRANK, ledOpenJobIDs } from '../../test/jobs-fixtures.js';
import { COMMAND_DEFAULTS_OFF } from './defaults.js';

async function dayOf(server: TestServer, sid: string): Promise<{ id: number; jobID: number }> {
  const [jobID] = (await ledOpenJobIDs(server, FRANK)) as [number];
  const body: Timesheet = {
    timeSheetID: null,
    timeSheetDate: '2030-09-02',
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [{ jobID, startTime: '07:00', endTime: '15:30', crew: [] }],
  };
  const answer = await server.app.inject(apiCall(sid, 'POST', '/api/TimeSheet/', body));
  return { id: answer.json<Timesheet>().timeSheetID!, jobID };
}

/** Asks for defaults the way the device does: through the request the contract picks for the flags. */
async function askDefaults(
  server: TestServer,
  sid: string,
  flags: { commandTimesheetDefaults: boolean },
  ask: Parameters<typeof timesheetDefaultsRequest>[1],
) {
  const request = timesheetDefaultsRequest(flags, ask);
  if (request.via === 'command')
    return server.app.inject(command(sid, request.procedure, request.parameters));
  const path =
    request.call === 'crewDefaults'
      ? `/api/timesheet/crew/${request.params.id}/defaults`
      : `/api/timesheet/${request.params.id}/defaults`;
  return server.app.inject(apiCall(sid, 'GET', `${path}?${new URLSearchParams(request.query)}`));
}

describe.each([false, true])('commandTimesheetDefaults = %s (MISC-5)', (on) => {
  let server: TestServer;
  let sid: string;
  let day: { id: number; jobID: number };
  const flags = { ...FEATURE_FLAGS, commandTimesheetDefaults: on };
  beforeAll(async () => {
    ({ server, sid } = await signedInServer(
      FRANK,
      {},
      on ? { featureFlags: { commandTimesheetDefaults: true } } : {},
    ));
    day = await dayOf(server, sid);
  });
  afterAll(() => server?.close());

  it(`[MISC-5] [TS-4] the device's path (${on ? 'procedure' : 'REST'}) answers the job's and the crew's defaults`, async () => {
    const job = await askDefaults(server, sid, flags, {
      timeSheetID: day.id,
      jobID: day.jobID,
      startTime: '08:00',
      lunchTaken: false,
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toMatchObject({
      timeSheetID: day.id,
      jobID: day.jobID,
      startTime: '08:00',
      endTime: '15:30',
      lunchTaken: false,
    });
    const crew = await askDefaults(server, sid, flags, { timeSheetID: day.id });
    expect(crew.statusCode, crew.body).toBe(200);
    expect(crew.json()).toMatchObject({
      jobID: null,
      crew: expect.arrayContaining([expect.objectContaining({ name: 'Frank Foreman' })]),
    });
  });

  it(`[MISC-5] the procedure is ${on ? 'served, with the same answer as REST' : 'turned off (404) while REST keeps working'}`, async () => {
    const viaCommand = await server.app.inject(
      command(sid, 'GetTimesheetDefaults', { timeSheetID: day.id, jobID: day.jobID }),
    );
    const viaRest = await server.app.inject(
      apiCall(sid, 'GET', `/api/timesheet/${day.id}/defaults?jobID=${day.jobID}`),
    );
    expect(viaRest.statusCode).toBe(200);
    if (on) {
      expect(viaCommand.statusCode).toBe(200);
      expect(viaCommand.json()).toEqual(viaRest.json());
      const bad = await server.app.inject(
        command(sid, 'GetTimesheetDefaults', { timeSheetID: day.id, startTime: '7am' }),
      );
      expect(bad.statusCode).toBe(400);
    } else {
      expect(viaCommand.statusCode).toBe(404);
      expect(viaCommand.json()).toMatchObject({ error: 'not_found', message: COMMAND_DEFAULTS_OFF });
    }
  });
});
