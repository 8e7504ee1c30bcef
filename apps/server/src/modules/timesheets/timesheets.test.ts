import {
  calls,
  IDEMPOTENCY_HEADER,
  Subsistence,
  Timesheet,
  TimesheetDefaults,
  TimesheetValidation,
  TimesheetWeek,
  type CallName,
} from '@fieldops/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  employeeID,
  foreignOpenJobID,
  FRANK,
  GRACE,
  RITA,
  ledOpenJobIDs,
  FIONA,
  promoteToForeman,
} from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: Record<string, string>;
let frank: number;
let carlos: number;
let fiona: number;
let jobs: number[];

beforeAll(async () => {
  ({ server, sids: sid } = await signedInServerAs([FRANK, GRACE, CARLOS, RITA, FIONA]));
  // A second foreman: signed in (created as crew), then promoted by the office.
  await promoteToForeman(server, FIONA);
  [frank, carlos, fiona] = await Promise.all([
    employeeID(server, FRANK),
    employeeID(server, CARLOS),
    employeeID(server, FIONA),
  ]);
  jobs = await ledOpenJobIDs(server, FRANK);
});
afterAll(() => server?.close());

const inject = (
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => server.app.inject(apiCall(sid[who]!, method, url, body, headers));
async function ok<C extends CallName>(
  name: C,
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  const answer = await inject(who, method, url, body);
  if (answer.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
  return (calls[name].answer as z.ZodType).parse(answer.json()) as z.infer<(typeof calls)[C]['answer']>;
}

function sheet(date: string, change: Partial<Timesheet> = {}): Timesheet {
  return {
    timeSheetID: null,
    timeSheetDate: date,
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [
      {
        jobID: jobs[0]!,
        startTime: '07:00',
        endTime: '12:00',
        crew: [{ employeeID: carlos, startTime: '07:00', endTime: '12:00', lunchTaken: true }],
      },
      {
        jobID: jobs[1]!,
        startTime: '12:00',
        endTime: '15:30',
        crew: [
          { employeeID: carlos, startTime: '12:00', endTime: '15:30', lunchTaken: true },
          { employeeID: frank, startTime: '12:00', endTime: '15:00' },
        ],
      },
    ],
    ...change,
  };
}
const create = (who: string, body: unknown, headers: Record<string, string> = {}) =>
  inject(who, 'POST', '/api/TimeSheet/', body, headers);
const stored = async () => ({
  sheets: await countRows(server.app, 'timesheets'),
  jobs: await countRows(server.app, 'timesheet_jobs'),
  crew: await countRows(server.app, 'timesheet_crew'),
});

describe('timesheets: create, update, read (TS-1)', () => {
  it('[TS-1] a foreman creates a draft for a day, reads it back and replaces it with PUT', async () => {
    const created = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-06-03'));
    expect(created).toMatchObject({ timeSheetDate: '2030-06-03', foremanID: frank, status: 'draft' });
    expect(created.timeSheetID).toBeGreaterThan(0);
    expect(created.jobs[1]!.crew).toEqual([
      { employeeID: carlos, startTime: '12:00', endTime: '15:30', lunchTaken: true, ignoreDayoff: false },
      { employeeID: frank, startTime: '12:00', endTime: '15:00', lunchTaken: false, ignoreDayoff: false },
    ]);
    const id = created.timeSheetID!;
    expect(await ok('timesheet', FRANK, 'GET', `/api/TimeSheets/${id}`)).toEqual(created);
    const changed = sheet('2030-06-03', {
      timeSheetID: id,
      shiftEnd: '16:00',
      jobs: [
        {
          jobID: jobs[2]!,
          startTime: '07:00',
          endTime: '16:00',
          crew: [
            {
              employeeID: carlos,
              startTime: '07:00',
              endTime: '16:00',
              lunchTaken: true,
              explanation: '  Long pour  ',
            },
          ],
        },
      ],
    });
    const updated = await ok('updateTimesheet', FRANK, 'PUT', `/api/timesheet/${id}`, changed);
    expect(updated.jobs).toEqual([
      {
        jobID: jobs[2],
        startTime: '07:00',
        endTime: '16:00',
        crew: [
          {
            employeeID: carlos,
            startTime: '07:00',
            endTime: '16:00',
            lunchTaken: true,
            ignoreDayoff: false,
            explanation: 'Long pour',
          },
        ],
      },
    ]);
    expect(await ok('timesheet', GRACE, 'GET', `/api/TimeSheets/${id}`)).toEqual(updated);
    expect(await ok('timesheet', RITA, 'GET', `/api/TimeSheets/${id}`)).toEqual(updated);
  });

  it('[TS-1] the same Idempotency-Key twice stores one timesheet and replays the answer', async () => {
    const before = await stored();
    const headers = { [IDEMPOTENCY_HEADER]: 'ts-create-1' };
    const first = await create(FRANK, sheet('2030-06-04'), headers);
    const second = await create(FRANK, sheet('2030-06-04'), headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await stored()).sheets).toBe(before.sheets + 1);
  });

  it('[TS-1] one timesheet per foreman and day: a second is 409 naming the first, nothing stored', async () => {
    const first = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-06-05'));
    const before = await stored();
    const again = await create(FRANK, sheet('2030-06-05'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'conflict',
      message: `There is already a timesheet for 2030-06-05 (#${first.timeSheetID}); open it instead of starting another`,
    });
    expect(await stored()).toEqual(before);
  });

  it('[TS-1] bad input is a clear 4xx and stores nothing: unparsable times, end before start, unknown or foreign job, unknown crew', async () => {
    const before = await stored();
    const foreign = await foreignOpenJobID(server, FRANK);
    const cases: [unknown, number, RegExp][] = [
      [sheet('2030-06-10', { shiftStart: '7:00' }), 400, /Invalid body/],
      [
        {
          ...sheet('2030-06-10'),
          jobs: [{ jobID: jobs[0], startTime: '07:00', endTime: '25:00', crew: [] }],
        },
        400,
        /Invalid body/,
      ],
      [
        sheet('2030-06-10', {
          jobs: [
            {
              jobID: jobs[0]!,
              startTime: '07:00',
              endTime: '12:00',
              crew: [{ employeeID: carlos, startTime: '09:00', endTime: '08:00' }],
            },
          ],
        }),
        400,
        /cannot be saved: Carlos Crew's end time 08:00 is before the start 09:00 on job/,
      ],
      [sheet('2030-06-10', { shiftStart: '09:00', shiftEnd: '09:00' }), 400, /it has no length/],
      [
        sheet('2030-06-10', { jobs: [{ jobID: 999_999, startTime: '07:00', endTime: '12:00', crew: [] }] }),
        400,
        /No such job, or it is not yours: #999999/,
      ],
      [
        sheet('2030-06-10', { jobs: [{ jobID: foreign, startTime: '07:00', endTime: '12:00', crew: [] }] }),
        400,
        new RegExp(`not yours: #${foreign}`),
      ],
      [
        sheet('2030-06-10', {
          jobs: [
            {
              jobID: jobs[0]!,
              startTime: '07:00',
              endTime: '12:00',
              crew: [{ employeeID: 888_888, startTime: '07:00', endTime: '12:00' }],
            },
          ],
        }),
        400,
        /Unknown crew member: #888888/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await create(FRANK, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('[SRV-1] [TS-1] ids beyond the id columns are a 400 naming them, never a 500, and store nothing', async () => {
    const huge = 2 ** 40;
    const created = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-06-13'));
    const id = created.timeSheetID!;
    const before = await stored();
    const withJob = (jobID: number) =>
      sheet('2030-06-14', { jobs: [{ jobID, startTime: '07:00', endTime: '12:00', crew: [] }] });
    const withCrew = sheet('2030-06-14', {
      jobs: [
        {
          jobID: jobs[0]!,
          startTime: '07:00',
          endTime: '12:00',
          crew: [{ employeeID: huge, startTime: '07:00', endTime: '12:00' }],
        },
      ],
    });
    const answers: [Awaited<ReturnType<typeof create>>, RegExp][] = [
      [await create(FRANK, withJob(huge)), new RegExp(`No such job, or it is not yours: #${huge}`)],
      [await create(FRANK, withJob(-huge)), new RegExp(`not yours: #-${huge}`)],
      [await create(FRANK, withCrew), new RegExp(`Unknown crew member: #${huge}`)],
      [
        await create(GRACE, { ...sheet('2030-06-14'), foremanID: huge }),
        new RegExp(`#${huge} is not a foreman`),
      ],
      [
        await inject(FRANK, 'PUT', `/api/timesheet/${id}`, { ...withJob(huge), timeSheetDate: '2030-06-13' }),
        /No such job/,
      ],
    ];
    for (const [answer, message] of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("[TS-1] only the timesheet's foreman or a general foreman may change it: crew 403, reviewer 403, another foreman 404", async () => {
    const created = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-06-11'));
    const id = created.timeSheetID!;
    const before = await stored();
    const body = { ...sheet('2030-06-11', { shiftEnd: '16:00' }), timeSheetID: id };
    expect((await create(CARLOS, sheet('2030-06-12'))).statusCode).toBe(403);
    expect((await inject(CARLOS, 'PUT', `/api/timesheet/${id}`, body)).statusCode).toBe(403);
    expect((await inject(RITA, 'PUT', `/api/timesheet/${id}`, body)).statusCode).toBe(403);
    const other = await inject(FIONA, 'PUT', `/api/timesheet/${id}`, body);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such timesheet, or it is not yours');
    expect((await inject(FIONA, 'GET', `/api/TimeSheets/${id}`)).statusCode).toBe(404);
    expect((await inject(CARLOS, 'GET', `/api/TimeSheets/${id}`)).statusCode).toBe(404);
    // A foreman may not create for another foreman; the body's foreman cannot be changed.
    expect((await create(FIONA, { ...sheet('2030-06-12'), jobs: [], foremanID: frank })).statusCode).toBe(
      403,
    );
    expect(
      (await inject(FRANK, 'PUT', `/api/timesheet/${id}`, { ...body, foremanID: fiona })).statusCode,
    ).toBe(400);
    expect(await stored()).toEqual(before);
    const byGrace = await ok('updateTimesheet', GRACE, 'PUT', `/api/timesheet/${id}`, body);
    expect(byGrace).toMatchObject({ shiftEnd: '16:00', foremanID: frank });
  });
});

describe('validation and confirmation (TS-3)', () => {
  it("[TS-3] the validation call runs the shared rules with other foremen's timesheets and days off from the database", async () => {
    const created = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-06-17'));
    // Grace keeps her own timesheet, with Carlos overlapping Frank's morning.
    const graceJob = (await assignedOpenJobIDs(server, GRACE))[0] ?? jobs[3]!;
    await ok('createTimesheet', GRACE, 'POST', '/api/TimeSheet/', {
      ...sheet('2030-06-17'),
      jobs: [
        {
          jobID: graceJob,
          startTime: '10:00',
          endTime: '11:00',
          crew: [{ employeeID: carlos, startTime: '10:00', endTime: '11:00' }],
        },
      ],
    });
    await server.app.database.db
      .insertInto('crew_days_off')
      .values({ employee_id: frank, day: '2030-06-17', reason: 'Training' })
      .execute();
    const validation = TimesheetValidation.parse(
      await ok('timesheetValidation', FRANK, 'GET', `/api/timesheet/${created.timeSheetID}/validation`),
    );
    expect(validation.confirmable).toBe(false);
    expect(validation.results.map((r) => [r.code, r.severity, r.employeeID])).toEqual([
      ['crewOverlapOtherTimesheet', 'error', carlos],
      ['dayOff', 'warning', frank],
    ]);
    expect(validation.results[0]!.message).toMatch(
      /^Carlos Crew is on job .* 07:00–12:00 while also on Grace .*'s timesheet #\d+ of 2030-06-17 on job .* 10:00–11:00$/,
    );
    expect(validation.totals).toEqual([
      { employeeID: carlos, workedMinutes: 510, lunchMinutes: 30, paidMinutes: 480, paidHours: 8 },
      { employeeID: frank, workedMinutes: 180, lunchMinutes: 0, paidMinutes: 180, paidHours: 3 },
    ]);
  });

  it('[TS-3] confirming is refused (422, with the results) while an error or an unexplained warning remains; explained, it confirms', async () => {
    // A past day: a day still to come cannot be confirmed (TSX-4, timesheets-time.test.ts).
    const noLunch = sheet('2025-06-18', {
      jobs: [
        {
          jobID: jobs[0]!,
          startTime: '07:00',
          endTime: '15:30',
          crew: [{ employeeID: carlos, startTime: '07:00', endTime: '15:30' }],
        },
      ],
    });
    const created = await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', noLunch);
    const id = created.timeSheetID!;
    const refused = await inject(FRANK, 'PUT', `/api/timesheet/${id}`, {
      ...noLunch,
      timeSheetID: id,
      status: 'confirmed',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message:
        'The timesheet of 2025-06-18 cannot be confirmed: 0 error(s) to fix and 1 warning(s) to explain',
      details: { results: [{ code: 'lunchMissing', field: 'lunchTaken', explained: false }] },
    });
    expect((await ok('timesheet', FRANK, 'GET', `/api/TimeSheets/${id}`)).status).toBe('draft');
    const explained = structuredClone(noLunch);
    explained.jobs[0]!.crew[0]!.explanation = 'Worked through lunch to finish the tie-in';
    const confirmed = await ok('updateTimesheet', FRANK, 'PUT', `/api/timesheet/${id}`, {
      ...explained,
      timeSheetID: id,
      status: 'confirmed',
    });
    expect(confirmed.status).toBe('confirmed');
    // Confirmed: the foreman can no longer change it (409); a general foreman can reopen it.
    const edit = await inject(FRANK, 'PUT', `/api/timesheet/${id}`, {
      ...explained,
      timeSheetID: id,
      status: 'draft',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'The timesheet of 2025-06-18 is confirmed; ask a general foreman to reopen it',
    );
    expect(
      (
        await ok('updateTimesheet', GRACE, 'PUT', `/api/timesheet/${id}`, {
          ...explained,
          timeSheetID: id,
          status: 'draft',
        })
      ).status,
    ).toBe('draft');
  });

  it('[TS-3] a draft may hold errors (saved) but a create that confirms with errors stores nothing', async () => {
    const outside = sheet('2030-06-19', {
      jobs: [{ jobID: jobs[0]!, startTime: '06:00', endTime: '12:00', crew: [] }],
    });
    const before = await stored();
    const refused = await create(FRANK, { ...outside, timeSheetDate: '2025-06-19', status: 'confirmed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/cannot be confirmed: 1 error\(s\) to fix/);
    expect(await stored()).toEqual(before);
    expect((await create(FRANK, outside)).statusCode).toBe(200);
  });
});

describe('week and jobs (TS-2)', () => {
  it("[TS-2] the week (a = foreman employee id, b = Monday) has seven days with each day's state and counts", async () => {
    const week = TimesheetWeek.parse(
      await ok('timesheetWeek', FRANK, 'GET', `/api/TimeSheetWeek/${frank}/2030-06-17`),
    );
    expect(week.days.map((d) => d.date)).toEqual([
      '2030-06-17',
      '2030-06-18',
      '2030-06-19',
      '2030-06-20',
      '2030-06-21',
      '2030-06-22',
      '2030-06-23',
    ]);
    expect(week.days.map((d) => d.state)).toEqual([
      'draft',
      'empty',
      'draft',
      'empty',
      'empty',
      'empty',
      'empty',
    ]);
    expect(week.days[0]).toMatchObject({ errors: 1, unexplainedWarnings: 1 });
    expect(week.days[2]).toMatchObject({ errors: 1, unexplainedWarnings: 0 });
    expect(week.defaults).toEqual({
      shiftStart: '07:00',
      shiftEnd: '15:30',
      lunchTaken: true,
      ignoreDayoff: false,
    });
    const notMonday = await inject(FRANK, 'GET', `/api/TimeSheetWeek/${frank}/2030-06-18`);
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().message).toBe('2030-06-18 is not a Monday; a week starts on Monday');
    expect((await inject(CARLOS, 'GET', `/api/TimeSheetWeek/${frank}/2030-06-17`)).statusCode).toBe(403);
    expect((await inject(FIONA, 'GET', `/api/TimeSheetWeek/${frank}/2030-06-17`)).statusCode).toBe(403);
    expect(
      (await ok('timesheetWeek', GRACE, 'GET', `/api/TimeSheetWeek/${frank}/2030-06-17`)).days,
    ).toHaveLength(7);
  });

  it('[TS-2] the jobs for a foreman and date are the open jobs he leads or crews, as job folders', async () => {
    const answer = await ok(
      'timesheetJobs',
      FRANK,
      'GET',
      `/api/timesheet/jobs?foremanid=${frank}&startdate=2030-06-17`,
    );
    expect(answer.map((j) => j.jobID).sort((a, b) => a - b)).toEqual(await assignedOpenJobIDs(server, FRANK));
    expect(
      (await inject(CARLOS, 'GET', `/api/timesheet/jobs?foremanid=${frank}&startdate=2030-06-17`)).statusCode,
    ).toBe(403);
    expect(
      (await inject(FRANK, 'GET', `/api/timesheet/jobs?foremanid=${frank}&startdate=17-06-2030`)).statusCode,
    ).toBe(400);
  });
});

describe('defaults and subsistence (TS-4, TS-5)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-07-01'))).timeSheetID!;
  });

  it("[TS-4] job defaults: the shift times, the user's lunch default, the timesheet's foreman and the job's crew; the query wins", async () => {
    const crewJob = (await assignedOpenJobIDs(server, CARLOS)).find((j) => jobs.includes(j))!;
    const d = TimesheetDefaults.parse(
      await ok('timesheetJobDefaults', FRANK, 'GET', `/api/timesheet/${id}/defaults?jobID=${crewJob}`),
    );
    expect(d).toMatchObject({
      timeSheetID: id,
      jobID: crewJob,
      startTime: '07:00',
      endTime: '15:30',
      lunchTaken: true,
    });
    expect(d.crew.map((c) => [c.employeeID, c.paidMinutes])).toEqual([
      [frank, 480],
      [carlos, 480],
    ]);
    await ok('saveTimesheetDefaults', FRANK, 'POST', '/api/user/settings/timesheet-defaults/', {
      shiftStart: '06:00',
      shiftEnd: '14:30',
      lunchTaken: false,
      ignoreDayoff: false,
    });
    const q = await ok(
      'timesheetJobDefaults',
      FRANK,
      'GET',
      `/api/timesheet/${id}/defaults?jobID=${crewJob}&startTime=08:00&endTime=12:00`,
    );
    expect(q).toMatchObject({ startTime: '08:00', endTime: '12:00', lunchTaken: false });
    expect(
      (await inject(FRANK, 'GET', `/api/timesheet/${id}/defaults?jobID=${crewJob}&startTime=8am`)).statusCode,
    ).toBe(400);
    const foreign = await foreignOpenJobID(server, FRANK);
    expect((await inject(FRANK, 'GET', `/api/timesheet/${id}/defaults?jobID=${foreign}`)).statusCode).toBe(
      404,
    );
  });

  it('[TS-4] crew defaults cover the whole crew with days off; user defaults are validated and saved per user', async () => {
    await server.app.database.db
      .insertInto('crew_days_off')
      .values({ employee_id: carlos, day: '2030-07-01', reason: 'Dentist' })
      .execute();
    const d = await ok(
      'crewDefaults',
      FRANK,
      'GET',
      `/api/timesheet/crew/${id}/defaults?lunchTaken=true&ignoreDayoff=true`,
    );
    expect(d.jobID).toBeNull();
    expect(d.crew.find((c) => c.employeeID === carlos)).toMatchObject({
      dayOff: true,
      ignoreDayoff: true,
      lunchTaken: true,
    });
    const bad = await inject(FRANK, 'POST', '/api/user/settings/timesheet-defaults/', {
      shiftStart: '6',
      shiftEnd: '14:30',
      lunchTaken: 'yes',
      ignoreDayoff: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ok('timesheetWeek', FRANK, 'GET', `/api/TimeSheetWeek/${frank}/2030-07-01`)).defaults,
    ).toEqual({ shiftStart: '06:00', shiftEnd: '14:30', lunchTaken: false, ignoreDayoff: false });
    expect((await inject(FIONA, 'GET', `/api/timesheet/crew/${id}/defaults`)).statusCode).toBe(404);
  });

  it('[TS-5] subsistence per person from the job flag and distance bands, over all their timesheets that day', async () => {
    await server.app.database.db
      .insertInto('job_subsistence')
      .values([
        { job_id: jobs[0]!, subsistence_job: 0, distance_km: 120 },
        { job_id: jobs[1]!, subsistence_job: 1, distance_km: null },
      ])
      .onConflict((oc) =>
        oc.column('job_id').doUpdateSet({
          subsistence_job: (eb) => eb.ref('excluded.subsistence_job'),
          distance_km: (eb) => eb.ref('excluded.distance_km'),
        }),
      )
      .execute();
    const lines = z
      .array(Subsistence)
      .parse(await ok('crewSubsistence', FRANK, 'GET', `/api/timesheet/crew/${id}/subsistence`));
    expect(lines).toEqual([
      {
        employeeID: carlos,
        name: 'Carlos Crew',
        date: '2030-07-01',
        eligible: true,
        amount: 85,
        jobID: jobs[1],
        basis: 'jobFlag',
        reason: 'Subsistence job',
        why: { code: 'subsistenceJob' },
      },
      {
        employeeID: frank,
        name: 'Frank Foreman',
        date: '2030-07-01',
        eligible: false,
        amount: 0,
        jobID: null,
        basis: 'none',
        reason: '3 h paid; subsistence needs at least 4 h',
        why: { code: 'tooFewHours', paidMinutes: 180, minimumHours: 4 },
      },
    ]);
    expect((await inject(CARLOS, 'GET', `/api/timesheet/crew/${id}/subsistence`)).statusCode).toBe(404);
  });

  it("[UX-3] [TS-2] [TS-4] [TS-5] the week's stored days carry what the crew defaults and subsistence calls answer the same caller", async () => {
    const tuesday = (await ok('createTimesheet', FRANK, 'POST', '/api/TimeSheet/', sheet('2030-07-02')))
      .timeSheetID!;
    // The foreman, a general foreman and a reviewer (each with their own defaults) read the week.
    const lunch: (boolean | undefined)[] = [];
    for (const who of [FRANK, GRACE, RITA]) {
      const week = await ok('timesheetWeek', who, 'GET', `/api/TimeSheetWeek/${frank}/2030-07-01`);
      lunch.push(week.days[0]!.crewDefaults?.lunchTaken);
      for (const [day, sheetID] of [
        [week.days[0]!, id],
        [week.days[1]!, tuesday],
      ] as const) {
        expect(day.timesheet?.timeSheetID).toBe(sheetID);
        expect(day.crewDefaults).toEqual(
          await ok('crewDefaults', who, 'GET', `/api/timesheet/crew/${sheetID}/defaults`),
        );
        expect(day.subsistence).toEqual(
          await ok('crewSubsistence', who, 'GET', `/api/timesheet/crew/${sheetID}/subsistence`),
        );
      }
      for (const empty of week.days.slice(2)) {
        expect(empty.state).toBe('empty');
        expect(empty).not.toHaveProperty('crewDefaults');
        expect(empty).not.toHaveProperty('subsistence');
      }
      // Each day its own: Carlos is off on Monday only, and earns Monday's subsistence job.
      expect(week.days.map((d) => d.crewDefaults?.crew.find((c) => c.employeeID === carlos)?.dayOff)).toEqual(
        [true, false, undefined, undefined, undefined, undefined, undefined],
      );
      expect(week.days[0]!.subsistence?.find((s) => s.employeeID === carlos)).toMatchObject({ amount: 85 });
    }
    // Lunch comes from the caller's own defaults (Frank saved lunchTaken false above).
    expect(lunch).toEqual([false, true, true]);
  });
});

describe('demo data and lookups (SRV-4, TS-7)', () => {
  it("[TS-2] Frank's demo week has five timesheets, Thursday a draft with a warning to explain", async () => {
    const today = new Date();
    const monday = new Date(
      Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate() - ((today.getUTCDay() + 6) % 7),
      ),
    )
      .toISOString()
      .slice(0, 10);
    const week = await ok('timesheetWeek', FRANK, 'GET', `/api/TimeSheetWeek/${frank}/${monday}`);
    expect(week.days.map((d) => d.state)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'draft',
      'draft',
      'empty',
      'empty',
    ]);
    expect(week.days.map((d) => [d.errors, d.unexplainedWarnings])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[TS-7] a general foreman may keep a timesheet for a foreman (typed foreman or generalForeman), never for crew', async () => {
    const forFrank = await ok('createTimesheet', GRACE, 'POST', '/api/TimeSheet/', {
      ...sheet('2030-07-08'),
      foremanID: frank,
    });
    expect(forFrank.foremanID).toBe(frank);
    const forCrew = await create(GRACE, { ...sheet('2030-07-09'), foremanID: carlos });
    expect(forCrew.statusCode).toBe(400);
    expect(forCrew.json().message).toBe(`Employee #${carlos} is not a foreman`);
  });
});
