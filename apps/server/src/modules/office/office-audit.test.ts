// OFFICE-10: every office action is recorded: who, when, which call, the object before and after;
// readable by person, job and kind. A refused action leaves no record (it rolled back).
import { OfficeAuditList, OfficeJob } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([OLIVIA])));
afterAll(() => server?.close());

const office = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[OLIVIA]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() };
};
const job = {
  jobNumber: 'AUD-1',
  workType: 'Trenching',
  workDescription: 'Trench for conduit',
  address1: '9 Audit Ave',
  city: 'Victoria',
  latitude: null,
  longitude: null,
};

describe('the office record', () => {
  it('[OFFICE-10] records each office action with who, when, what, before and after, filterable by job, person and kind', async () => {
    const created = OfficeJob.parse((await office('POST', '/api/office/jobs', job)).json);
    await office('PUT', `/api/office/jobs/${created.jobID}`, { ...job, city: 'Nanaimo' });
    await office('POST', `/api/office/jobs/${created.jobID}/close`);
    // Refused (the number is taken by another job after a second create): rolled back, not recorded.
    await office('POST', '/api/office/jobs', { ...job, jobNumber: 'AUD-2' });
    expect(
      (await office('PUT', `/api/office/jobs/${created.jobID}`, { ...job, jobNumber: 'AUD-2' })).status,
    ).toBe(409);

    const record = OfficeAuditList.parse(
      (await office('GET', `/api/office/audit?jobID=${created.jobID}`)).json,
    );
    expect(record.entries.map((e) => e.action)).toEqual([
      'officeCloseJob',
      'officeUpdateJob',
      'officeCreateJob',
    ]);
    const [close, update, create] = record.entries;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ jobNumber: 'AUD-1', city: 'Victoria' });
    expect(update!.before).toMatchObject({ city: 'Victoria' });
    expect(update!.after).toMatchObject({ city: 'Nanaimo' });
    expect(close!.before).toMatchObject({ status: 'Open' });
    expect(close!.after).toMatchObject({ status: 'Closed' });
    expect(close!.user.name).toBe('Olivia Office');
    expect(Date.parse(close!.at)).toBeGreaterThanOrEqual(Date.parse(create!.at));

    const me = close!.user.userID;
    const byMe = OfficeAuditList.parse(
      (await office('GET', `/api/office/audit?userID=${me}&objectKind=job`)).json,
    );
    expect(byMe.total).toBe(4);
    expect(
      OfficeAuditList.parse((await office('GET', '/api/office/audit?objectKind=person')).json).total,
    ).toBe(0);
    expect(
      OfficeAuditList.parse((await office('GET', `/api/office/audit?userID=${me + 1000}`)).json).total,
    ).toBe(0);
  });
});
