// TSX-1: every timesheet carries a version; a save names the one it was based on; a stale save is
// 409 with the server's copy; two saves of one version at once: exactly one wins.
import { calls, Timesheet } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { oneJobDay } from '../../test/timesheet-fixtures.js';
import { CARLOS, employeeID, FRANK, ledOpenJobIDs } from '../../test/jobs-fixtures.js';

let server: TestServer;
let frankSid: string;
let carlos: number;
let jobs: number[];

beforeAll(async () => {
  ({ server, sid: frankSid } = await signedInServer(FRANK));
  carlos = await employeeID(server, CARLOS);
  jobs = await ledOpenJobIDs(server, FRANK);
});
afterAll(() => server?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  server.app.inject(apiCall(frankSid, method, url, body));
const put = (id: number, body: unknown) => inject('PUT', `/api/timesheet/${id}`, body);
const read = async (id: number) =>
  calls.timesheet.answer.parse((await inject('GET', `/api/TimeSheets/${id}`)).json());

function day(date: string, jobIndex = 0, end = '15:00'): Timesheet {
  return oneJobDay({ date, jobID: jobs[jobIndex]!, employeeID: carlos, jobEnd: '15:00', crewEnd: end });
}

async function created(date: string) {
  const answer = await inject('POST', '/api/TimeSheet/', day(date));
  expect(answer.statusCode, answer.body).toBe(200);
  return Timesheet.parse(answer.json());
}

describe('timesheet versions (TSX-1)', () => {
  it('[TSX-1] a new timesheet is version 1 with who and when; each stored save counts one more', async () => {
    const first = await created('2031-02-03');
    expect(first).toMatchObject({ version: 1, updatedBy: expect.any(String) });
    expect(Date.parse(first.updatedAt!)).not.toBeNaN();
    const id = first.timeSheetID!;
    const saved = await put(id, { ...day('2031-02-03', 0, '14:00'), timeSheetID: id, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2 });
    expect((await read(id)).version).toBe(2);
  });

  it('[TSX-1] a stale save is 409 with the whole current copy and stores nothing', async () => {
    const id = (await created('2031-02-04')).timeSheetID!;
    expect(
      (await put(id, { ...day('2031-02-04', 0, '14:00'), timeSheetID: id, version: 1 })).statusCode,
    ).toBe(200);
    const current = await read(id);
    const stale = await put(id, { ...day('2031-02-04', 0, '13:00'), timeSheetID: id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', details: { current } });
    expect(await read(id)).toEqual(current);
  });

  it('[TSX-1] a version from the future is a 400 naming the field, nothing stored', async () => {
    const first = await created('2031-02-05');
    const id = first.timeSheetID!;
    const future = await put(id, { ...day('2031-02-05', 0, '14:00'), timeSheetID: id, version: 7 });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: 'bad_request', details: { field: 'version' } });
    expect(future.json().message).toMatch(/version 7/);
    expect(await read(id)).toEqual(first);
  });

  it('[TSX-1] a save without a version (a task queued before versions) is accepted as before', async () => {
    const id = (await created('2031-02-06')).timeSheetID!;
    expect((await put(id, { ...day('2031-02-06'), timeSheetID: id, version: 1 })).statusCode).toBe(200);
    const old = await put(id, { ...day('2031-02-06', 0, '12:00'), timeSheetID: id });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ version: 3 });
  });

  it('[TSX-1] two saves of one version at the same time: exactly one wins, the other is 409 with the winner', async () => {
    const id = (await created('2031-02-09')).timeSheetID!;
    const answers = await Promise.all(
      ['12:00', '13:00'].map((end) => put(id, { ...day('2031-02-09', 0, end), timeSheetID: id, version: 1 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const loser = answers.find((a) => a.statusCode === 409)!.json();
    const stored = await read(id);
    expect(stored).toMatchObject({ version: 2, jobs: winner.jobs });
    expect(loser.details.current).toEqual(stored);
    expect(await countRows(server.app, 'timesheet_crew')).toBeGreaterThan(0);
    expect(stored.jobs[0]!.crew).toHaveLength(1);
  });

  it('[TSX-1] creating a day that exists is 409 with its id and its whole copy, nothing stored', async () => {
    const first = await created('2031-02-10');
    const before = await countRows(server.app, 'timesheets');
    const again = await inject('POST', '/api/TimeSheet/', day('2031-02-10', 1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { timeSheetID: first.timeSheetID, current: first } });
    expect(await countRows(server.app, 'timesheets')).toBe(before);
  });

  it('[TSX-1] two devices creating one day at the same time: one timesheet, the other gets 409 with it', async () => {
    const before = await countRows(server.app, 'timesheets');
    const answers = await Promise.all(
      [0, 1].map((job) => inject('POST', '/api/TimeSheet/', day('2031-02-11', job))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const loser = answers.find((a) => a.statusCode === 409)!.json();
    expect(loser.details).toEqual({ timeSheetID: winner.timeSheetID, current: winner });
    expect(await countRows(server.app, 'timesheets')).toBe(before + 1);
  });
});
