// OFFICE-2: the office runs jobs: a paged, filtered, searched and sorted list over 10,000 jobs;
// create and edit with the contractor's own job number; foreman and crew; close and reopen; and
// the job's history. A change reaches the foreman's device on its next poll (GetJobUpdates).
import { FIRST_SYNC_DATE, OfficeJob, OfficeJobHistory, OfficeJobList } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([FRANK, CARLOS, OLIVIA])));
afterAll(() => server?.close());

const office = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[OLIVIA]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() };
};
const newJob = (jobNumber: string, city = 'Burnaby') => ({
  jobNumber,
  workType: 'Storm sewer',
  workDescription: '',
  address1: '42 Canada Way',
  city,
  latitude: 49.25,
  longitude: -122.98,
});
const franksJobIDs = async () =>
  (await runProcedure(server, sids[FRANK]!, 'GetJobUpdates', { since: FIRST_SYNC_DATE })).jobIDs;

describe('the office runs jobs', () => {
  it('[OFFICE-2] creates a job with its own number, refuses the number twice, and edits it', async () => {
    const created = await office('POST', '/api/office/jobs', newJob('ERP-7001'));
    expect(created.status).toBe(200);
    const job = OfficeJob.parse(created.json);
    expect(job).toMatchObject({
      jobNumber: 'ERP-7001',
      status: 'Open',
      workDescription: 'Storm sewer',
      foreman: null,
    });

    const again = await office('POST', '/api/office/jobs', newJob('ERP-7001'));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'conflict', details: { jobNumber: 'ERP-7001' } });

    const edited = await office('PUT', `/api/office/jobs/${job.jobID}`, newJob('ERP-7001', 'Surrey'));
    expect(OfficeJob.parse(edited.json).city).toBe('Surrey');
    const bad = await office('PUT', `/api/office/jobs/${job.jobID}`, {
      ...newJob('ERP-7001'),
      latitude: 123,
    });
    expect(bad.status).toBe(400);
    expect(OfficeJob.parse((await office('GET', `/api/office/jobs/${job.jobID}`)).json).city).toBe('Surrey');
    expect((await office('GET', '/api/office/jobs/999999')).status).toBe(404);
  });

  it("[OFFICE-2] assigns a foreman and crew; the foreman's poll carries the job; closing takes it off; all in its history", async () => {
    const job = OfficeJob.parse((await office('POST', '/api/office/jobs', newJob('ERP-7002'))).json);
    expect(await franksJobIDs()).not.toContain(job.jobID);
    const frank = await employeeID(server, FRANK);
    const carlos = await employeeID(server, CARLOS);

    const unknown = await office('PUT', `/api/office/jobs/${job.jobID}/crew`, {
      foremanID: frank,
      crew: [999999],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ details: { unknown: [999999] } });
    const crewAsForeman = await office('PUT', `/api/office/jobs/${job.jobID}/crew`, {
      foremanID: carlos,
      crew: [],
    });
    expect(crewAsForeman.status).toBe(400);

    const team = await office('PUT', `/api/office/jobs/${job.jobID}/crew`, {
      foremanID: frank,
      crew: [carlos],
    });
    expect(OfficeJob.parse(team.json)).toMatchObject({
      foreman: { employeeID: frank },
      crew: [{ employeeID: carlos }],
    });
    expect(await franksJobIDs()).toContain(job.jobID);

    expect(OfficeJob.parse((await office('POST', `/api/office/jobs/${job.jobID}/close`)).json).status).toBe(
      'Closed',
    );
    expect(await franksJobIDs()).not.toContain(job.jobID);
    expect(OfficeJob.parse((await office('POST', `/api/office/jobs/${job.jobID}/reopen`)).json).status).toBe(
      'Open',
    );
    expect(await franksJobIDs()).toContain(job.jobID);

    const history = OfficeJobHistory.parse(
      (await office('GET', `/api/office/jobs/${job.jobID}/history`)).json,
    );
    expect(history.map((h) => h.change)).toEqual(['opened', 'foreman', 'crewJoined', 'closed', 'opened']);
    expect(history[1]!.employee?.employeeID).toBe(frank);
  });

  it('[OFFICE-2] pages, filters, searches and sorts 10,000 jobs in SQL', async () => {
    const db = server.app.database.db;
    const now = new Date().toISOString();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      job_number: `BULK-${String(i).padStart(5, '0')}`,
      address1: `${i} Bulk Rd`,
      city: i % 10 === 0 ? 'Kelowna' : 'Kamloops',
      work_type: 'Paving',
      work_description: 'Paving',
      latitude: null,
      longitude: null,
      crew_folder: `BULK-${i}`,
      crew_folder_id: '',
      cover_photo_ref: null,
      status: i % 4 === 0 ? ('Closed' as const) : ('Open' as const),
      is_emergency: 0,
      foreman_employee_id: null,
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('jobs')
        .values(rows.slice(i, i + 500))
        .execute();

    const page = OfficeJobList.parse(
      (await office('GET', '/api/office/jobs?search=bulk&sort=jobNumber&page=3&pageSize=200')).json,
    );
    expect(page.total).toBe(10_000);
    expect(page.jobs).toHaveLength(200);
    expect(page.jobs[0]!.jobNumber).toBe('BULK-00400');

    const closedKelowna = OfficeJobList.parse(
      (await office('GET', '/api/office/jobs?search=kelowna&status=Closed&sort=-jobNumber&pageSize=5')).json,
    );
    // Kelowna: every 10th; closed: every 4th; both: every 20th (0, 20, ... 9980) = 500.
    expect(closedKelowna.total).toBe(500);
    expect(closedKelowna.jobs.map((j) => j.jobNumber)).toEqual([
      'BULK-09980',
      'BULK-09960',
      'BULK-09940',
      'BULK-09920',
      'BULK-09900',
    ]);
    // A typed % is a letter, not a wildcard; a page size over the limit is refused, not trimmed.
    expect(OfficeJobList.parse((await office('GET', '/api/office/jobs?search=%25')).json).total).toBe(0);
    expect((await office('GET', '/api/office/jobs?pageSize=5000')).status).toBe(400);
  });
});
