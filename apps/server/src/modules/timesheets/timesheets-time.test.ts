// TSX-2 and TSX-4 on the server: nights measured in the day's zone, the zone kept with the day and
// sent with the week, bad zones and times refused naming the field, future days not confirmable.
import { addDays, mondayOf, todayIn, type Timesheet } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { CARLOS, employeeID, FRANK, ledOpenJobIDs } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let carlos: number;
let job: number;

beforeAll(async () => {
  ({ server, sid } = await signedInServer(FRANK));
  carlos = await employeeID(server, CARLOS);
  [job] = (await ledOpenJobIDs(server, FRANK)) as [number];
});
afterAll(() => server?.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  server.app.inject(apiCall(sid, method, url, body));

/** Carlos from 22:00 to 06:00 the next morning, no lunch. */
function night(date: string, change: Partial<Timesheet> = {}): Timesheet {
  return {
    timeSheetID: null,
    timeSheetDate: date,
    shiftStart: '22:00',
    shiftEnd: '06:00',
    jobs: [
      {
        jobID: job,
        startTime: '22:00',
        endTime: '06:00',
        crew: [
          {
            employeeID: carlos,
            startTime: '22:00',
            endTime: '06:00',
            explanation: 'Night tie-in, meal on the truck',
          },
        ],
      },
    ],
    ...change,
  };
}
const sheetsStored = () => countRows(server.app, 'timesheets');

/** The demo week may already hold Frank's day `date`; the test starts it afresh. */
async function clearDemoDay(date: string) {
  const db = server.app.database.db;
  const frank = await employeeID(server, FRANK);
  const ids = (
    await db
      .selectFrom('timesheets')
      .select('timesheet_id')
      .where('foreman_employee_id', '=', frank)
      .where('timesheet_date', '=', date)
      .execute()
  ).map((r) => r.timesheet_id);
  if (ids.length === 0) return;
  // A confirmed demo day names its confirmation (TSX-6): that row goes first.
  await db.deleteFrom('timesheet_confirmations').where('timesheet_id', 'in', ids).execute();
  await db.deleteFrom('timesheet_crew').where('timesheet_id', 'in', ids).execute();
  await db.deleteFrom('timesheet_jobs').where('timesheet_id', 'in', ids).execute();
  await db.deleteFrom('timesheets').where('timesheet_id', 'in', ids).execute();
}

describe('time that is right (TSX-2)', () => {
  it("[TSX-2] a 22:00–06:00 night across the spring change pays 420 minutes; the day keeps the company's zone", async () => {
    const created = await send('POST', '/api/TimeSheet/', night('2025-03-08'));
    expect(created.statusCode, created.body).toBe(200);
    const { timeSheetID, timeZone } = created.json();
    expect(timeZone).toBe('America/Los_Angeles');
    const validation = (await send('GET', `/api/timesheet/${timeSheetID}/validation`)).json();
    expect(validation.totals).toEqual([
      { employeeID: carlos, workedMinutes: 420, lunchMinutes: 0, paidMinutes: 420, paidHours: 7 },
    ]);
    // A later save that does not name a zone keeps the one the day was stored with.
    const saved = await send('PUT', `/api/timesheet/${timeSheetID}`, night('2025-03-08', { timeSheetID }));
    expect(saved.json().timeZone).toBe('America/Los_Angeles');
  });

  it('[TSX-2] a day worked in another zone is measured there: Phoenix keeps no DST, 480 minutes', async () => {
    const created = await send(
      'POST',
      '/api/TimeSheet/',
      night('2025-03-01', { timeZone: 'America/Phoenix' }),
    );
    expect(created.json().timeZone).toBe('America/Phoenix');
    const validation = (await send('GET', `/api/timesheet/${created.json().timeSheetID}/validation`)).json();
    expect(validation.totals[0].paidMinutes).toBe(480);
  });

  it("[TSX-2] the week carries the company's zone for the device", async () => {
    const frank = await employeeID(server, FRANK);
    const week = await send('GET', `/api/TimeSheetWeek/${frank}/${mondayOf('2025-03-08')}`);
    expect(week.json()).toMatchObject({ timeZone: 'America/Los_Angeles' });
  });

  it('[TSX-2] unknown zones and times that do not parse are 400 naming the field; nothing is stored', async () => {
    const before = await sheetsStored();
    const cases: [Timesheet, string, string][] = [
      [night('2025-04-01', { timeZone: 'America/Atlantis' }), '/timeZone', 'Unknown time zone'],
      [night('2025-04-01', { shiftStart: '25:00' }), '/shiftStart', 'Use a 24-hour time'],
      [night('2025-04-01', { shiftEnd: '6 am' }), '/shiftEnd', 'Use a 24-hour time'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await send('POST', '/api/TimeSheet/', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe('Invalid body');
      expect(answer.json().details).toEqual([expect.objectContaining({ path })]);
      expect(answer.json().details[0].message).toContain(message);
    }
    expect(await sheetsStored()).toBe(before);
  });
});

describe('nothing confirmed by accident (TSX-4)', () => {
  it('[TSX-4] a day still to come cannot be confirmed: 422 naming timeSheetDate, nothing stored; today can be', async () => {
    const today = todayIn('America/Los_Angeles');
    // A week ahead: past the demo week (seeded Monday to Friday of this week), and still ahead
    // when the test runs across midnight.
    const ahead = addDays(today, 7);
    await clearDemoDay(today);
    const before = await sheetsStored();
    const refused = await send('POST', '/api/TimeSheet/', night(ahead, { status: 'confirmed' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: `The timesheet of ${ahead} cannot be confirmed before that day; today is ${today}`,
      details: { field: 'timeSheetDate', today },
    });
    expect(await sheetsStored()).toBe(before);

    const draft = (await send('POST', '/api/TimeSheet/', night(ahead))).json();
    const update = await send('PUT', `/api/timesheet/${draft.timeSheetID}`, {
      ...night(ahead, { timeSheetID: draft.timeSheetID }),
      status: 'confirmed',
    });
    expect(update.statusCode).toBe(422);
    expect((await send('GET', `/api/TimeSheets/${draft.timeSheetID}`)).json().status).toBe('draft');

    const todays = await send('POST', '/api/TimeSheet/', {
      ...night(today, { shiftStart: '07:00', shiftEnd: '08:00' }),
      jobs: [
        {
          jobID: job,
          startTime: '07:00',
          endTime: '08:00',
          crew: [{ employeeID: carlos, startTime: '07:00', endTime: '08:00' }],
        },
      ],
      status: 'confirmed',
    });
    expect(todays.statusCode, todays.body).toBe(200);
    expect(todays.json().status).toBe('confirmed');
  });
});
