// INT-5: payroll's system exports a pay period through the API with a timesheets:read token, in
// the same CSV the console downloads; without that scope the token is refused.
import { addDays, PAYROLL_CSV_COLUMNS } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';

let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([FRANK, OLIVIA])));
afterAll(() => server?.close());

describe('the pay-period export through the API', () => {
  it('[INT-5] a timesheets:read token gets the console’s payroll CSV; a jobs:read token is refused', async () => {
    const [frank, carlos] = await Promise.all([employeeID(server, FRANK), employeeID(server, CARLOS)]);
    const jobID = await jobLedBefore(server, frank, PAST_MONDAY);
    const day = oneJobDay({ date: PAST_MONDAY, jobID, employeeID: carlos, status: 'confirmed' });
    const saved = await server.app.inject(apiCall(sids[FRANK]!, 'POST', '/api/TimeSheet/', day));
    expect(saved.statusCode, saved.body).toBe(200);

    const url = `/api/office/timesheets/export?from=${PAST_MONDAY}&to=${addDays(PAST_MONDAY, 6)}`;
    const payroll = await issuedToken(server, sids[OLIVIA]!, ['timesheets:read'], 'Payroll');
    const csv = await server.app.inject(withToken(payroll.token, 'GET', url));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(PAYROLL_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines.some((l) => l.startsWith('"Carlos Crew"'))).toBe(true);
    const console = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', url));
    expect(csv.body).toBe(console.body);

    const reader = await issuedToken(server, sids[OLIVIA]!, ['jobs:read'], 'ERP');
    expect((await server.app.inject(withToken(reader.token, 'GET', url))).statusCode).toBe(403);
    // A bad period is the caller's mistake: 400, as for the console.
    const backwards = `/api/office/timesheets/export?from=${addDays(PAST_MONDAY, 6)}&to=${PAST_MONDAY}`;
    expect((await server.app.inject(withToken(payroll.token, 'GET', backwards))).statusCode).toBe(400);
  });
});
