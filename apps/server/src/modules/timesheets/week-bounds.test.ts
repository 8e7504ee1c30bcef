// OPS-6: a week is seven dates of the answer; one that runs past 9999-12-31 cannot be written as
// dates and was a 500. Found by probing edge dates beside the fuzz test, which now sends them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { employeeID, FRANK } from '../../test/jobs-fixtures.js';
import { LAST_WEEK_START } from './week.js';

let server: TestServer;
let sid: string;
let frank: number;
beforeAll(async () => {
  ({ server, sid } = await signedInServer(FRANK));
  frank = await employeeID(server, FRANK);
});
afterAll(() => server?.close());

describe('the timesheet week at the end of the calendar', () => {
  it('[OPS-6] the week of 9999-12-27 (it ends in year 10000) is 400 in the error shape', async () => {
    const answer = await server.app.inject(apiCall(sid, 'GET', `/api/TimeSheetWeek/${frank}/9999-12-27`));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'bad_request',
      message: expect.stringContaining(LAST_WEEK_START),
    });
  });

  it('[OPS-6] the last week that fits, from 9999-12-20, is answered with its seven days', async () => {
    const answer = await server.app.inject(
      apiCall(sid, 'GET', `/api/TimeSheetWeek/${frank}/${LAST_WEEK_START}`),
    );
    expect(answer.statusCode).toBe(200);
    expect(
      answer
        .json<{ days: { date: string }[] }>()
        .days.map((d) => d.date)
        .at(-1),
    ).toBe('9999-12-26');
  });
});
