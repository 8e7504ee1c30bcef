// OFFICE-9: the office sets up a job's folders and tracks them: each name becomes a real folder on
// the drive inside the job's crew folder, which the job's foreman lists on his device; a name given
// again makes nothing twice; bad input and unknown jobs change nothing; the record keeps it.
import { DriveFolderListing, OfficeAuditList, OfficeJobFolders } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { assignedOpenJobIDs, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
let jobID: number;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, FRANK]));
  jobID = (await assignedOpenJobIDs(server, FRANK))[0]!;
});
afterAll(() => server?.close());

const as = (email: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.app.inject(apiCall(sids[email]!, method, url, body));
const folders = async () => {
  const answer = await as(OLIVIA, 'GET', `/api/office/jobs/${jobID}/folders`);
  expect(answer.statusCode, answer.body).toBe(200);
  return OfficeJobFolders.parse(answer.json());
};

describe("a job's folders from the office", () => {
  it('[OFFICE-9] folders the office sets up are on the drive in the crew folder, and the foreman lists them', async () => {
    const answer = await as(OLIVIA, 'POST', `/api/office/jobs/${jobID}/folders`, {
      names: ['Permits', 'As-built', 'Permits'],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const set = OfficeJobFolders.parse(answer.json());
    const ours = set.folders.filter((f) => f.name === 'Permits' || f.name === 'As-built');
    expect(ours.map((f) => f.name).sort()).toEqual(['As-built', 'Permits']);
    for (const folder of ours) expect(folder.driveFolderID).not.toBeNull();
    expect(set.crewFolderID).not.toBeNull();
    expect(await folders()).toEqual(set);

    const crew = await as(FRANK, 'GET', `/api/drive/Folder/${set.crewFolderID}`);
    expect(crew.statusCode, crew.body).toBe(200);
    expect(DriveFolderListing.parse(crew.json()).folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Permits', 'As-built']),
    );
    const device = await runProcedure(server, sids[FRANK]!, 'GetDeviceFolders', {});
    expect(device.filter((f) => f.jobID === jobID).map((f) => f.name)).toEqual(
      expect.arrayContaining(['Permits', 'As-built']),
    );
  });

  it('[OFFICE-9] setting up a folder again makes nothing twice', async () => {
    const before = await folders();
    const again = await as(OLIVIA, 'POST', `/api/office/jobs/${jobID}/folders`, { names: ['Permits'] });
    expect(again.statusCode).toBe(200);
    expect(OfficeJobFolders.parse(again.json())).toEqual(before);
  });

  it('[OFFICE-9] blank names, no names, an unknown job and a field role change nothing', async () => {
    const before = await folders();
    for (const body of [{ names: [' '] }, { names: [] }, { names: ['x'.repeat(201)] }, {}]) {
      const answer = await as(OLIVIA, 'POST', `/api/office/jobs/${jobID}/folders`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await as(OLIVIA, 'POST', '/api/office/jobs/999999/folders', { names: ['A'] })).statusCode).toBe(
      404,
    );
    expect((await as(OLIVIA, 'GET', '/api/office/jobs/999999/folders')).statusCode).toBe(404);
    const refused = await as(FRANK, 'POST', `/api/office/jobs/${jobID}/folders`, { names: ['Frank'] });
    expect(refused.statusCode).toBe(403);
    expect(await folders()).toEqual(before);
  });

  it('[OFFICE-10] setting up folders is in the office record under the job, before and after', async () => {
    const answer = await as(OLIVIA, 'GET', `/api/office/audit?jobID=${jobID}`);
    const entries = OfficeAuditList.parse(answer.json()).entries.filter(
      (e) => e.action === 'officeSetUpJobFolders',
    );
    expect(entries).toHaveLength(2);
    const first = entries[entries.length - 1]!;
    expect(first.objectKind).toBe('job');
    expect(OfficeJobFolders.parse(first.after).folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Permits', 'As-built']),
    );
    expect(OfficeJobFolders.parse(first.before).folders.some((f) => f.name === 'Permits')).toBe(false);
  });
});
