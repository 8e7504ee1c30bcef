// OFFICE-8: the office reviews the field's confirmed days by pay period and foreman: approving
// locks a day for everyone; returning reopens it as a draft with the comment; a whole pay period
// exports for every foreman in one payroll CSV. INT-5: the same export is a call of the API.
import {
  addDays,
  OfficeTimesheetList,
  OfficeTimesheetRow,
  PAYROLL_CSV_COLUMNS,
  type Timesheet,
} from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK, GRACE } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
let frank: number;
let carlos: number;
let jobID: number;
const MONDAY = PAST_MONDAY;
const SUNDAY = addDays(MONDAY, 6);

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, GRACE, CARLOS, OLIVIA]));
  [frank, carlos] = await Promise.all([employeeID(server, FRANK), employeeID(server, CARLOS)]);
  const pastJob = await jobLedBefore(server, frank, MONDAY);
  jobID = pastJob;
});
afterAll(() => server?.close());

const as = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[who]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() as never, body: answer.body };
};
const day = (date: string, status: Timesheet['status']) =>
  oneJobDay({ date, jobID, employeeID: carlos, status });
async function confirmedDay(date: string): Promise<number> {
  const saved = await as(FRANK, 'POST', '/api/TimeSheet/', day(date, 'confirmed'));
  expect(saved.status, saved.body).toBe(200);
  return (saved.json as { timeSheetID: number }).timeSheetID;
}

describe('the office reviews timesheets', () => {
  it('[OFFICE-8] approving locks a confirmed day for the foreman, the general foreman and the office; a draft cannot be approved', async () => {
    const id = await confirmedDay(MONDAY);
    const draft = await as(FRANK, 'POST', '/api/TimeSheet/', day(addDays(MONDAY, 1), 'draft'));
    const draftID = (draft.json as { timeSheetID: number }).timeSheetID;
    expect(
      (await as(OLIVIA, 'POST', `/api/office/timesheets/${draftID}/review`, { decision: 'approved' })).status,
    ).toBe(409);

    const approved = OfficeTimesheetRow.parse(
      (await as(OLIVIA, 'POST', `/api/office/timesheets/${id}/review`, { decision: 'approved' })).json,
    );
    expect(approved.review).toMatchObject({ decision: 'approved', reviewedBy: 'Olivia Office' });
    const stored = (await as(GRACE, 'GET', `/api/TimeSheets/${id}`)).json as Timesheet;
    expect(stored.review).toMatchObject({ decision: 'approved', reviewedBy: 'Olivia Office' });
    const change = { ...stored, timeSheetID: id, shiftEnd: '16:00', status: 'draft' as const };
    const refused = await as(GRACE, 'PUT', `/api/timesheet/${id}`, change);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ details: { locked: 'approved' } });
    expect(((await as(GRACE, 'GET', `/api/TimeSheets/${id}`)).json as Timesheet).shiftEnd).toBe(
      stored.shiftEnd,
    );
  });

  it('[OFFICE-8] returning reopens the day as a draft with the comment; a comment is required; the foreman corrects and confirms again', async () => {
    const id = await confirmedDay(addDays(MONDAY, 2));
    const silent = await as(OLIVIA, 'POST', `/api/office/timesheets/${id}/review`, { decision: 'returned' });
    expect(silent.status).toBe(400);
    const returned = OfficeTimesheetRow.parse(
      (
        await as(OLIVIA, 'POST', `/api/office/timesheets/${id}/review`, {
          decision: 'returned',
          comment: 'Carlos left at 14:00',
        })
      ).json,
    );
    expect(returned).toMatchObject({
      status: 'draft',
      review: { decision: 'returned', comment: 'Carlos left at 14:00' },
    });
    const stored = (await as(FRANK, 'GET', `/api/TimeSheets/${id}`)).json as Timesheet;
    expect(stored.status).toBe('draft');
    // The foreman's devices read the day (and its week) with the office's comment on it.
    expect(stored.review).toMatchObject({ decision: 'returned', comment: 'Carlos left at 14:00' });
    const week = (await as(FRANK, 'GET', `/api/TimeSheetWeek/${frank}/${MONDAY}`)).json as {
      days: { date: string; timesheet: Timesheet | null }[];
    };
    expect(week.days[2]?.timesheet?.review).toMatchObject({
      decision: 'returned',
      comment: 'Carlos left at 14:00',
      reviewedBy: 'Olivia Office',
    });
    const corrected = { ...day(addDays(MONDAY, 2), 'confirmed'), timeSheetID: id, version: stored.version };
    corrected.jobs[0]!.crew[0]!.endTime = '14:00';
    const saved = await as(FRANK, 'PUT', `/api/timesheet/${id}`, corrected);
    expect(saved.status, saved.body).toBe(200);

    const list = OfficeTimesheetList.parse(
      (await as(OLIVIA, 'GET', `/api/office/timesheets?from=${MONDAY}&to=${SUNDAY}&foremanID=${frank}`)).json,
    );
    expect(list.find((r) => r.timeSheetID === id)).toMatchObject({
      status: 'confirmed',
      review: { decision: 'returned' },
    });
    expect((await as(OLIVIA, 'GET', `/api/office/timesheets?from=${SUNDAY}&to=${MONDAY}`)).status).toBe(400);
  });

  it('[OFFICE-8] [INT-5] a whole pay period exports as one payroll CSV once every day is confirmed; a partial week is refused', async () => {
    const url = `/api/office/timesheets/export?from=${MONDAY}&to=${SUNDAY}`;
    const open = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', url));
    // Tuesday is still a draft (first test).
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      details: { unconfirmed: [{ foremanID: frank, date: addDays(MONDAY, 1) }] },
    });
    const tuesday = (await as(OLIVIA, 'GET', `/api/office/timesheets?from=${MONDAY}&to=${SUNDAY}`)).json as {
      timeSheetID: number;
      date: string;
    }[];
    const draft = tuesday.find((d) => d.date === addDays(MONDAY, 1))!;
    const stored = (await as(FRANK, 'GET', `/api/TimeSheets/${draft.timeSheetID}`)).json as Timesheet;
    await as(FRANK, 'PUT', `/api/timesheet/${draft.timeSheetID}`, { ...stored, status: 'confirmed' });

    const csv = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', url));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(PAYROLL_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines.some((l) => l.startsWith('"Carlos Crew"'))).toBe(true);
    const partial = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'GET', `/api/office/timesheets/export?from=${MONDAY}&to=${addDays(MONDAY, 3)}`),
    );
    expect(partial.statusCode).toBe(400);
    // Payroll may export, a foreman may not.
    expect((await server.app.inject(apiCall(sids[FRANK]!, 'GET', url))).statusCode).toBe(403);
  });
});
