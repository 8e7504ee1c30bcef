import { JobFolder, type JobRecord } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { CARLOS, employeeID, foreignOpenJobID, FRANK, runProcedure } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids: sids } = await signedInServerAs([FRANK, CARLOS])));
afterAll(() => server?.close());

const record = (overrides: Partial<JobRecord> = {}): JobRecord => ({
  workType: 'Water main break',
  workDescription: '',
  address1: '4410 SE Division St',
  city: 'Portland',
  latitude: 45.504912,
  longitude: -122.616831,
  ...overrides,
});
const addRecord = (email: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.inject(apiCall(sids[email]!, 'POST', '/api/job/add-record', body, headers));
const ER_NUMBER = /^ER-\d{4}-\d{4,}$/;

describe('POST /api/job/add-record', () => {
  it('[JOB-4] creates an open emergency job; an empty description takes the work type', async () => {
    const answer = await addRecord(CARLOS, record());
    expect(answer.statusCode).toBe(200);
    const job = JobFolder.parse(answer.json());
    expect(job).toMatchObject({
      address1: '4410 SE Division St',
      city: 'Portland',
      workType: 'Water main break',
      workDescription: 'Water main break',
      status: 'Open',
      isEmergency: true,
    });
    expect(job.jobNumber).toMatch(ER_NUMBER);
    expect(job.jobNumber.slice(3, 7)).toBe(String(new Date().getUTCFullYear()));
    const kept = await addRecord(CARLOS, record({ workDescription: '  Main split under the bus lane  ' }));
    expect(kept.json<JobFolder>().workDescription).toBe('Main split under the bus lane');
  });

  it('[JOB-2] the new job has one site, location 1, at the reported address and point', async () => {
    const job = (await addRecord(CARLOS, record())).json<JobFolder>();
    expect(job.locations).toHaveLength(1);
    expect(job.locations[0]).toMatchObject({
      locationNumber: '1',
      address1: '4410 SE Division St',
      city: 'Portland',
      latitude: 45.504912,
      longitude: -122.616831,
      status: 'Active',
      jobID: job.jobID,
      jobNumber: job.jobNumber,
    });
  });

  it('[JOB-4] the reporter is on the crew (a foreman also leads it), so it arrives with their next delta', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const byCarlos = (await addRecord(CARLOS, record())).json<JobFolder>();
    const byFrank = (await addRecord(FRANK, record())).json<JobFolder>();
    const carlos = await runProcedure(server, sids[CARLOS]!, 'GetJobUpdates', { since });
    expect(carlos.jobIDs).toContain(byCarlos.jobID);
    expect(carlos.changed.map((j) => j.jobID)).toContain(byCarlos.jobID);
    expect(carlos.jobIDs).not.toContain(byFrank.jobID);
    const row = await server.app.database.db
      .selectFrom('jobs')
      .select(['foreman_employee_id', 'job_id'])
      .where('job_id', 'in', [byCarlos.jobID, byFrank.jobID])
      .orderBy('job_id')
      .execute();
    expect(row.map((r) => r.foreman_employee_id)).toEqual([null, await employeeID(server, FRANK)]);
  });

  it('[JOB-4] concurrent creations get distinct, consecutive ER numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => addRecord(FRANK, record())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const numbers = answers.map((a) => a.json<JobFolder>().jobNumber);
    expect(new Set(numbers).size).toBe(6);
    const sequence = numbers.map((n) => Number(n.slice(8))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => sequence[0]! + i));
  });

  it('[QUEUE-7] the same key twice creates one job and answers the same; another body with it is 422', async () => {
    const headers = { 'Idempotency-Key': 'er-job-key-000000000001' };
    const jobs = await countRows(server.app, 'jobs');
    const sites = await countRows(server.app, 'sites');
    const first = await addRecord(CARLOS, record(), headers);
    const second = await addRecord(CARLOS, record(), headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(server.app, 'jobs')).toBe(jobs + 1);
    expect(await countRows(server.app, 'sites')).toBe(sites + 1);
    const other = await addRecord(CARLOS, record({ city: 'Gresham' }), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await countRows(server.app, 'jobs')).toBe(jobs + 1);
  });

  it('[SRV-1] bad records are 400 and an oversized one 413, storing nothing', async () => {
    const jobs = await countRows(server.app, 'jobs');
    const counters = await server.app.database.db.selectFrom('job_number_counters').selectAll().execute();
    for (const bad of [
      record({ workType: '' }),
      record({ workType: '   ' }),
      record({ latitude: 91 }),
      { ...record(), latitude: 'north' },
      { workType: 'Gas leak' },
    ]) {
      const answer = await addRecord(CARLOS, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request' });
    }
    const huge = await addRecord(CARLOS, record({ workDescription: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await countRows(server.app, 'jobs')).toBe(jobs);
    // A refused request hands out no number either.
    expect(await server.app.database.db.selectFrom('job_number_counters').selectAll().execute()).toEqual(
      counters,
    );
  });
});

describe('POST /api/job/{id}/add-folders', () => {
  it('[JOB-4] records the folder names and answers their ids; a name given again keeps its id', async () => {
    const job = (await addRecord(CARLOS, record())).json<JobFolder>();
    const url = `/api/job/${job.jobID}/add-folders`;
    const first = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', url, { folders: ['Photos', 'Permits'] }),
    );
    expect(first.statusCode).toBe(200);
    const folders = first.json<{ folders: { folderID: string; name: string }[] }>().folders;
    expect(folders.map((f) => f.name)).toEqual(['Photos', 'Permits']);
    const again = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', url, { folders: ['Permits', 'Invoices'] }),
    );
    const second = again.json<{ folders: { folderID: string; name: string }[] }>().folders;
    expect(second[0]).toEqual(folders[1]);
    expect(await countRows(server.app, 'job_folders')).toBe(3);
  });

  it('[SRV-1] a foreign job is 404 and a malformed id 400, storing nothing', async () => {
    const before = await countRows(server.app, 'job_folders');
    const foreign = await foreignOpenJobID(server, CARLOS);
    const answer = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', `/api/job/${foreign}/add-folders`, { folders: ['Photos'] }),
    );
    expect(answer.statusCode).toBe(404);
    const malformed = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', '/api/job/x1/add-folders', { folders: ['Photos'] }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(server.app, 'job_folders')).toBe(before);
  });
});

describe('POST /api/job/{id}/Event/', () => {
  const eventUrl = (jobID: number | string, query: Record<string, string>) =>
    `/api/job/${jobID}/Event/?${new URLSearchParams(query).toString()}`;

  it('[JOB-4] stores an event of a known type', async () => {
    const job = (await addRecord(CARLOS, record())).json<JobFolder>();
    const answer = await server.app.inject(
      apiCall(
        sids[CARLOS]!,
        'POST',
        eventUrl(job.jobID, {
          eventType: 'Mobilize',
          startDateColumn: '2026-03-02',
          endDateColumn: '2026-03-03',
        }),
      ),
    );
    expect(answer.statusCode).toBe(200);
    const { eventID } = answer.json<{ eventID: number }>();
    const row = await server.app.database.db
      .selectFrom('job_events')
      .selectAll()
      .where('event_id', '=', eventID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_id: job.jobID,
      event_type: 'Mobilize',
      start_day: '2026-03-02',
      end_day: '2026-03-03',
    });
  });

  it('[JOB-4] an unknown event type, bad dates or a foreign job store nothing', async () => {
    const job = (await addRecord(CARLOS, record())).json<JobFolder>();
    const before = await countRows(server.app, 'job_events');
    const ok = { eventType: 'Mobilize', startDateColumn: '2026-03-02', endDateColumn: '2026-03-03' };
    const cases: [number | string, Record<string, string>, number][] = [
      [job.jobID, { ...ok, eventType: 'Party' }, 400],
      [job.jobID, { ...ok, startDateColumn: 'soon' }, 400],
      [job.jobID, { ...ok, endDateColumn: '2026-03-01' }, 400],
      [job.jobID, { eventType: 'Mobilize' }, 400],
      ['abc', ok, 400],
      [await foreignOpenJobID(server, CARLOS), ok, 404],
    ];
    for (const [jobID, query, status] of cases) {
      const answer = await server.app.inject(apiCall(sids[CARLOS]!, 'POST', eventUrl(jobID, query)));
      expect(answer.statusCode, JSON.stringify(query)).toBe(status);
    }
    const unknown = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', eventUrl(job.jobID, { ...ok, eventType: 'Party' })),
    );
    expect(unknown.json<{ message: string }>().message).toMatch(/Unknown event type "Party".*Mobilize/);
    expect(await countRows(server.app, 'job_events')).toBe(before);
  });
});
