// INT-3: jobs upserted by another system's ids: created, then unchanged when sent again; a bad row
// is refused with its errors per field while the good ones are written; a dry run writes nothing;
// the foreman's device gets the job on its next poll; 10,000 rows go in one call. INT-2: the
// office record names the service account that made the change.
import { OfficeAuditList, UpsertAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { CARLOS, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';

let server: TestServer;
let sids: Record<string, string>;
let token: string;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, FRANK, CARLOS]));
  ({ token } = await issuedToken(server, sids[OLIVIA]!, ['jobs:write'], 'ERP sync'));
});
afterAll(() => server?.close());

const job = (n: number, extra: Record<string, unknown> = {}) => ({
  externalID: `ERP-${n}`,
  jobNumber: `X-${n}`,
  workType: 'Storm drain repair',
  address1: `${n} Harbor Blvd`,
  city: 'Oakland',
  latitude: 37.8,
  longitude: -122.27,
  foreman: FRANK,
  crew: [CARLOS],
  sites: [{ locationNumber: '1', address1: `${n} Harbor Blvd`, city: 'Oakland' }],
  ...extra,
});
async function upsert(rows: unknown[], dryRun = false) {
  const answer = await server.app.inject(withToken(token, 'POST', '/api/integration/jobs', { dryRun, rows }));
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return UpsertAnswer.parse(answer.json());
}
const written = async () =>
  Promise.all(
    (['jobs', 'sites', 'job_crew', 'job_history', 'external_ids', 'office_audit'] as const).map((t) =>
      countRows(server.app, t),
    ),
  );

describe('upsert jobs by the other system’s id', () => {
  it('[INT-3] [INT-2] rows are created, and the same request again changes nothing; the record names the service account', async () => {
    const rows = [job(1), job(2, { crew: [], foreman: null, sites: [] })];
    const first = await upsert(rows);
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 0 });
    expect(first.results.every((r) => r.id !== null)).toBe(true);
    const after = await written();
    const again = await upsert(rows);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, invalid: 0 });
    expect(again.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
    expect(await written()).toEqual(after);

    const audit = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'GET', `/api/office/audit?jobID=${first.results[0]!.id}`),
    );
    const [entry] = OfficeAuditList.parse(audit.json()).entries;
    expect(entry).toMatchObject({ action: 'upsertJobs', serviceAccount: { name: 'ERP sync' }, before: null });
    expect(entry!.after).toMatchObject({ jobNumber: 'X-1', foreman: { name: expect.any(String) } });

    const changed = await upsert([
      job(1, { city: 'Alameda' }),
      job(2, { crew: [], foreman: null, sites: [] }),
    ]);
    expect(changed.results.map((r) => r.outcome)).toEqual(['updated', 'unchanged']);
  });

  it('[INT-3] a bad row is refused with its errors per field, and the good rows are still written', async () => {
    const answer = await upsert([
      job(10),
      { ...job(11), workType: '', latitude: 300 },
      job(12, { foreman: 'nobody@acme.example', crew: [CARLOS, 'HR-404'] }),
      job(13, { foreman: CARLOS }),
      { ...job(10), jobNumber: 'X-10b' },
      job(14, { jobNumber: 'X-10' }),
      { jobNumber: 'X-15' },
      job(16),
    ]);
    const byRow = answer.results.map((r) => [r.outcome, r.errors.map((e) => e.field).sort()]);
    expect(byRow).toEqual([
      ['created', []],
      ['invalid', ['latitude', 'workType']],
      ['invalid', ['crew.1', 'foreman']],
      ['invalid', ['foreman']],
      ['invalid', ['externalID']],
      ['invalid', ['jobNumber']],
      ['invalid', ['externalID', 'workType']],
      ['created', []],
    ]);
    expect(answer.results[2]!.errors[0]!.message).toMatch(/nobody@acme\.example/);
    const numbers = await server.app.database.db
      .selectFrom('jobs')
      .select('job_number')
      .where('job_number', 'like', 'X-1_')
      .execute();
    expect(numbers.map((n) => n.job_number).sort()).toEqual(['X-10', 'X-16']);
  });

  it('[INT-3] a dry run answers the same per-row results and writes nothing', async () => {
    const rows = [job(20), job(1, { city: 'Berkeley' }), { ...job(21), workType: '' }];
    const before = await written();
    const dry = await upsert(rows, true);
    expect(dry.dryRun).toBe(true);
    expect(await written()).toEqual(before);
    const real = await upsert(rows);
    expect(dry.results.map((r) => [r.outcome, r.errors])).toEqual(
      real.results.map((r) => [r.outcome, r.errors]),
    );
    expect(real.counts).toEqual({ created: 1, updated: 1, unchanged: 0, invalid: 1 });
  });

  it('[INT-3] the foreman’s and the crew’s devices get an upserted job, with its site, on their next poll', async () => {
    const since = new Date(Date.now() - 1).toISOString();
    const [result] = (
      await upsert([job(30, { sites: [{ locationNumber: '7', address1: '30 Pier', city: 'Oakland' }] })])
    ).results;
    for (const email of [FRANK, CARLOS]) {
      const poll = await runProcedure(server, sids[email]!, 'GetJobUpdates', { since });
      const got = poll.changed.find((j) => j.jobID === result!.id);
      expect(got, email).toMatchObject({ jobNumber: 'X-30' });
      expect(got!.locations.map((l) => l.locationNumber)).toContain('7');
    }
  });

  it('[INT-3] the console’s office administrator may check and import with their session; a field session may not even check', async () => {
    const bySession = (sid: string, dryRun: boolean, rows: unknown[]) =>
      server.app.inject(apiCall(sid, 'POST', '/api/integration/jobs', { dryRun, rows }));
    const rows = [job(50), { ...job(51), workType: '' }];
    const before = await written();
    const check = await bySession(sids[OLIVIA]!, true, rows);
    expect(check.statusCode, check.body.slice(0, 500)).toBe(200);
    expect(UpsertAnswer.parse(check.json()).results.map((r) => r.outcome)).toEqual(['created', 'invalid']);
    expect(await written()).toEqual(before);
    const crewCheck = await bySession(sids[CARLOS]!, true, rows);
    expect(crewCheck.statusCode).toBe(403);
    const imported = await bySession(sids[OLIVIA]!, false, [job(50)]);
    expect(imported.statusCode).toBe(200);
    const made = UpsertAnswer.parse(imported.json());
    expect(made.counts.created).toBe(1);
    const audit = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'GET', `/api/office/audit?jobID=${made.results[0]!.id}`),
    );
    // Made by the person in the console, not by a service account.
    expect(OfficeAuditList.parse(audit.json()).entries[0]).toMatchObject({
      action: 'upsertJobs',
      serviceAccount: null,
    });
  });

  it('[INT-3] bad input and the wrong caller are refused: an empty or oversized call is 400; a field session or a token without jobs:write is 403', async () => {
    const post = (body: unknown) =>
      server.app.inject(withToken(token, 'POST', '/api/integration/jobs', body));
    expect((await post({ rows: [] })).statusCode).toBe(400);
    expect((await post({ rows: 'all of them' })).statusCode).toBe(400);
    expect((await post({ rows: Array.from({ length: 10_001 }, () => ({})) })).statusCode).toBe(400);
    const crew = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', '/api/integration/jobs', { rows: [job(40)] }),
    );
    expect(crew.statusCode).toBe(403);
    const reader = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    const read = await server.app.inject(
      withToken(reader.token, 'POST', '/api/integration/jobs', { rows: [job(40)] }),
    );
    expect(read.statusCode).toBe(403);
    const linked = await server.app.database.db
      .selectFrom('external_ids')
      .select('record_id')
      .where('external_id', '=', 'ERP-40')
      .execute();
    expect(linked).toEqual([]);
  });

  it(
    '[INT-3] 10,000 rows are accepted in one call, and sent again are all unchanged',
    { timeout: 300_000 },
    async () => {
      const rows = Array.from({ length: 10_000 }, (_, i) => job(100_000 + i));
      const first = await upsert(rows);
      expect(first.counts.created).toBe(10_000);
      const again = await upsert(rows);
      expect(again.counts.unchanged).toBe(10_000);
    },
  );
});
