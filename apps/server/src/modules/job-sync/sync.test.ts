import { FIRST_SYNC_DATE, JobFolder } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import {
  ageAllJobs,
  assignedOpenJobIDs,
  CARLOS,
  closedJobID,
  employeeID,
  foreignOpenJobID,
  FRANK,
  openJobIDs,
  RITA,
  runProcedure,
} from '../../test/jobs-fixtures.js';
import { addCrewMember, closeJob, removeCrewMember, touchJob } from '../jobs/repository.js';

let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids: sids } = await signedInServerAs([FRANK, CARLOS, RITA])));
afterAll(() => server?.close());

const updates = (email: string, since: string) =>
  runProcedure(server, sids[email]!, 'GetJobUpdates', { since });
const ids = (jobs: readonly { jobID: number }[]) => jobs.map((j) => j.jobID).sort((a, b) => a - b);

describe('GetJobUpdates', () => {
  it('[SYNC-3] the first sync (from 1/1/2024) carries every reachable job with its sites and notes', async () => {
    for (const email of [FRANK, CARLOS]) {
      const answer = await updates(email, FIRST_SYNC_DATE);
      const expected = await assignedOpenJobIDs(server, email);
      expect(answer.jobIDs).toEqual(expected);
      expect(ids(answer.changed)).toEqual(expected);
    }
    const rita = await updates(RITA, FIRST_SYNC_DATE);
    expect(rita.jobIDs).toEqual(await openJobIDs(server));
    const job = rita.changed.find((j) => j.locations.length > 1)!;
    expect(job.locations.map((l) => l.locationNumber)).toEqual([
      '1',
      '2',
      ...(job.locations.length > 2 ? ['3'] : []),
    ]);
    expect(job.locations[0]).toMatchObject({ jobID: job.jobID, jobNumber: job.jobNumber, status: 'Active' });
    expect(job.notes!.length).toBeGreaterThan(0);
    expect(rita.changed.every((j) => j.status === 'Open')).toBe(true);
  });

  it("[SYNC-1] a delta holds only the caller's jobs changed since the time given, and every id it may reach", async () => {
    await ageAllJobs(server);
    const [carlosJob, otherCarlosJob] = await assignedOpenJobIDs(server, CARLOS);
    const foreign = await foreignOpenJobID(server, CARLOS);
    const since = new Date().toISOString();
    await touchJob(server.app.database.db, carlosJob!);
    await touchJob(server.app.database.db, foreign);

    const carlos = await updates(CARLOS, since);
    expect(ids(carlos.changed)).toEqual([carlosJob]);
    expect(carlos.jobIDs).toEqual(await assignedOpenJobIDs(server, CARLOS));
    expect(carlos.jobIDs).toContain(otherCarlosJob);
    expect(carlos.jobIDs).not.toContain(foreign);
    expect(Date.parse(carlos.serverTime)).toBeGreaterThanOrEqual(Date.parse(since));

    const rita = await updates(RITA, since);
    expect(ids(rita.changed)).toEqual([carlosJob, foreign].sort((a, b) => a! - b!));
    // Nothing changed after a later time: the next delta is empty but still lists the ids.
    const later = await updates(CARLOS, new Date(Date.now() + 120_000).toISOString());
    expect(later.changed).toEqual([]);
    expect(later.jobIDs).toEqual(carlos.jobIDs);
  });

  it('[SYNC-1] a job whose crew row is removed, or that is closed, drops out of jobIDs; re-adding brings it back', async () => {
    const db = server.app.database.db;
    const carlosID = await employeeID(server, CARLOS);
    const [reassigned] = await assignedOpenJobIDs(server, CARLOS);
    await removeCrewMember(db, reassigned!, carlosID);
    expect((await updates(CARLOS, FIRST_SYNC_DATE)).jobIDs).not.toContain(reassigned);
    // Frank leads it, so it is still his.
    expect((await updates(FRANK, FIRST_SYNC_DATE)).jobIDs).toContain(reassigned);

    const franks = await assignedOpenJobIDs(server, FRANK);
    const closing = franks.find((id) => id !== reassigned)!;
    await closeJob(db, closing);
    for (const email of [FRANK, RITA]) {
      const answer = await updates(email, FIRST_SYNC_DATE);
      expect(answer.jobIDs).not.toContain(closing);
      expect(ids(answer.changed)).not.toContain(closing);
    }
    // The device that lost the job cannot load it any more either.
    const load = await server.app.inject(apiCall(sids[FRANK]!, 'GET', `/api/mobile/jobloader/${closing}`));
    expect(load.statusCode).toBe(404);

    await addCrewMember(db, reassigned!, carlosID);
    expect((await updates(CARLOS, FIRST_SYNC_DATE)).jobIDs).toContain(reassigned);
  });

  it('[SYNC-1] a malformed since is 400', async () => {
    for (const since of ['yesterday', '2024-13-01T00:00:00Z', '']) {
      const answer = await server.app.inject(
        apiCall(sids[CARLOS]!, 'POST', '/api/cmd?proc=GetJobUpdates', {
          procedure: 'GetJobUpdates',
          parameters: [{ name: 'since', value: since }],
        }),
      );
      expect(answer.statusCode).toBe(400);
    }
  });
});

describe('job loader', () => {
  it('[SYNC-2] bulk load answers only the reachable jobs asked for, once each, in the order asked', async () => {
    const mine = await assignedOpenJobIDs(server, CARLOS);
    const asked = [
      mine[1]!,
      await foreignOpenJobID(server, CARLOS),
      await closedJobID(server),
      999_999,
      mine[0]!,
      mine[1]!,
    ];
    const answer = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', '/api/mobile/jobloader/bulk', { jobs: asked }),
    );
    expect(answer.statusCode).toBe(200);
    const jobs = answer.json<JobFolder[]>().map((j) => JobFolder.parse(j));
    expect(jobs.map((j) => j.jobID)).toEqual([mine[1], mine[0]]);
  });

  it('[SYNC-2] more than 500 ids, or a malformed id, is 400', async () => {
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    for (const jobs of [tooMany, ['abc'], [0], [-3], [1.5], [2 ** 40]]) {
      const answer = await server.app.inject(
        apiCall(sids[CARLOS]!, 'POST', '/api/mobile/jobloader/bulk', { jobs }),
      );
      expect(answer.statusCode, JSON.stringify(jobs).slice(0, 20)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request' });
    }
  });

  it('[SRV-1] GET and POST (refresh) of one job answer its JobFolder; foreign and unknown ids are the same 404; malformed ids 400', async () => {
    const [mine] = await assignedOpenJobIDs(server, CARLOS);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await server.app.inject(apiCall(sids[CARLOS]!, method, `/api/mobile/jobloader/${mine}`));
      expect(answer.statusCode).toBe(200);
      expect(JobFolder.parse(answer.json()).jobID).toBe(mine);
    }
    const foreign = await server.app.inject(
      apiCall(sids[CARLOS]!, 'GET', `/api/mobile/jobloader/${await foreignOpenJobID(server, CARLOS)}`),
    );
    const unknown = await server.app.inject(apiCall(sids[CARLOS]!, 'GET', '/api/mobile/jobloader/999999'));
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const answer = await server.app.inject(apiCall(sids[CARLOS]!, 'GET', `/api/mobile/jobloader/${bad}`));
      expect(answer.statusCode, bad).toBe(400);
    }
  });

  it('[SRV-1] the loader needs a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/mobile/jobloader/1' });
    expect(answer.statusCode).toBe(401);
    expect(await countRows(server.app, 'jobs')).toBeGreaterThan(0);
  });
});
