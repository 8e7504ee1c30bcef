import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  employeeID,
  FRANK,
  RITA,
  runProcedure,
} from '../../test/jobs-fixtures.js';

let server: TestServer;
let sids: Record<string, string>;
let frankID: number;
let jobID: number;
beforeAll(async () => {
  ({ server, sids: sids } = await signedInServerAs([FRANK, CARLOS, RITA]));
  frankID = await employeeID(server, FRANK);
  jobID = (await assignedOpenJobIDs(server, CARLOS))[0]!;
  // A known event in a quiet month, so the test does not depend on the demo's dates.
  await server.app.database.db.deleteFrom('job_events').where('start_day', '>=', '2030-01-01').execute();
  const query = new URLSearchParams({
    eventType: 'Excavation',
    startDateColumn: '2030-02-03',
    endDateColumn: '2030-02-05',
  });
  const answer = await server.app.inject({
    method: 'POST',
    url: `/api/job/${jobID}/Event/?${query}&sid=${sids[FRANK]}`,
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
});
afterAll(() => server?.close());

const calendar = (email: string, from: string, to: string) =>
  runProcedure(server, sids[email]!, 'GetForemanCalendar', { foremanID: frankID, from, to });

describe('GetForemanCalendar', () => {
  it("[TS-2] lists every day of the range with the foreman's jobs whose events cover it", async () => {
    const answer = await calendar(FRANK, '2030-02-02', '2030-02-06');
    expect(answer.foremanID).toBe(frankID);
    expect(answer.days.map((d) => d.date)).toEqual([
      '2030-02-02',
      '2030-02-03',
      '2030-02-04',
      '2030-02-05',
      '2030-02-06',
    ]);
    expect(answer.days.map((d) => d.jobs.length)).toEqual([0, 1, 1, 1, 0]);
    expect(answer.days[1]!.jobs[0]).toMatchObject({ jobID, eventTypes: ['Excavation'] });
  });

  it('[SRV-1] only jobs the caller reaches are shown; a reviewer sees them all', async () => {
    expect((await calendar(RITA, '2030-02-03', '2030-02-03')).days[0]!.jobs).toHaveLength(1);
    // The demo's own events (around the seed day) on Frank's jobs Carlos is not on stay hidden from him.
    const today = new Date().toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const carlosJobs = new Set(await assignedOpenJobIDs(server, CARLOS));
    const seen = (await calendar(CARLOS, today, soon)).days.flatMap((d) => d.jobs.map((j) => j.jobID));
    expect(seen.every((id) => carlosJobs.has(id))).toBe(true);
    const frankSees = (await calendar(FRANK, today, soon)).days.flatMap((d) => d.jobs.map((j) => j.jobID));
    expect(new Set(frankSees).size).toBeGreaterThan(new Set(seen).size);
  });

  it('[SRV-1] a reversed range or one over 62 days is 400', async () => {
    for (const [from, to] of [
      ['2030-02-05', '2030-02-01'],
      ['2030-01-01', '2030-04-01'],
      ['2030-02-30', '2030-03-01'],
    ]) {
      const answer = await server.app.inject(
        command(sids[FRANK]!, 'GetForemanCalendar', { foremanID: frankID, from: from!, to: to! }),
      );
      expect(answer.statusCode, `${from}..${to}`).toBe(400);
    }
  });
});
