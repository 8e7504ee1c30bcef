import {
  addDays,
  calls,
  FIRST_RULE_SET,
  mondayOf,
  RuleSetList,
  TimesheetValidation,
  todayIn,
  type Timesheet,
} from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../../test/harness.js';
import { oneJobDay } from '../../../test/timesheet-fixtures.js';
import { signedInServerAs } from '../../../test/signed-in.js';
import {
  CARLOS,
  employeeID,
  FRANK,
  GRACE,
  RITA,
  FIONA,
  promoteToForeman,
} from '../../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../../test/pdf-text.js';

let server: TestServer;
let sid: Record<string, string>;
let frank: number;
let carlos: number;
let jobs: number[];
const names: Record<number, string> = {};
const trades: Record<number, string> = {};
// Two weeks back: past (so confirmable) and after the seeded jobs opened, whatever today is.
const A = addDays(mondayOf(todayIn('America/Los_Angeles')), -14);
const day = (n: number) => addDays(A, n);

beforeAll(async () => {
  ({ server, sids: sid } = await signedInServerAs([FRANK, GRACE, CARLOS, RITA, FIONA]));
  const db = server.app.database.db;
  await promoteToForeman(server, FIONA);
  [frank, carlos] = await Promise.all([employeeID(server, FRANK), employeeID(server, CARLOS)]);
  const rows = await db
    .selectFrom('jobs')
    .select(['job_id'])
    .where('foreman_employee_id', '=', frank)
    .where('status', '=', 'Open')
    .where('created_at', '<', addDays(A, -7))
    .orderBy('job_id')
    .execute();
  jobs = rows.map((r) => r.job_id);
  // The seeded facts give way to known ones: the first job pays no per diem, the second the flagged rate.
  await db.deleteFrom('job_subsistence').where('job_id', 'in', jobs.slice(0, 2)).execute();
  await db
    .insertInto('job_subsistence')
    .values({ job_id: jobs[1]!, subsistence_job: 1, distance_km: null })
    .execute();
  for (const e of await db.selectFrom('employees').selectAll().execute()) {
    names[e.employee_id] = e.full_name;
    trades[e.employee_id] = [e.trade, e.worker_class].filter(Boolean).join(' / ');
  }
});
afterAll(() => server?.close());

const inject = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  server.app.inject(apiCall(sid[who]!, method, url, body));

/** Carlos all day on the first job (8.5 h, lunch taken), or `jobsOfDay` instead. */
function sheet(date: string, status: 'draft' | 'confirmed', jobsOfDay?: Timesheet['jobs']): Timesheet {
  const day = oneJobDay({ date, jobID: jobs[0]!, employeeID: carlos, shiftEnd: '17:30', status });
  return jobsOfDay ? { ...day, jobs: jobsOfDay } : day;
}
async function create(body: Timesheet): Promise<number> {
  const answer = await inject(FRANK, 'POST', '/api/TimeSheet/', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().timeSheetID;
}
async function carlosPaid(id: number): Promise<number> {
  const answer = await inject(FRANK, 'GET', `/api/timesheet/${id}/validation`);
  expect(answer.statusCode, answer.body).toBe(200);
  return TimesheetValidation.parse(answer.json()).totals.find((t) => t.employeeID === carlos)!.paidMinutes;
}
/** A calendar day as the PDF writes it (TRUST-7): "Mon, Nov 16, 2026" / "lun, 16 nov 2026". */
const inWords = (date: string, language: 'en' | 'es' = 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
const exportWeek = (who: string, format: string, foremanID = frank, weekStart = A) =>
  inject(who, 'GET', `/api/timesheet/export/${foremanID}/${weekStart}?format=${format}`);
const { ruleSetID: _id, effectiveFrom: _from, ...firstRules } = FIRST_RULE_SET;
const longerLunch = { ...firstRules, lunchMinutes: 60, dailyOvertimeAfterHours: 7 };

describe('company rule sets (TSX-6)', () => {
  it('[TSX-6] the first rule set is the old constants; only a general foreman adds one; a bad one is 400 naming the field', async () => {
    const listed = await inject(CARLOS, 'GET', calls.timesheetRuleSets.path);
    expect(listed.statusCode).toBe(200);
    expect(RuleSetList.parse(listed.json())).toEqual([FIRST_RULE_SET]);
    const before = await countRows(server.app, 'timesheet_rule_sets');
    const byForeman = await inject(FRANK, 'POST', calls.addTimesheetRuleSet.path, {
      ...longerLunch,
      effectiveFrom: A,
    });
    expect(byForeman.statusCode).toBe(403);
    const bad = await inject(GRACE, 'POST', calls.addTimesheetRuleSet.path, {
      ...longerLunch,
      lunchMinutes: -1,
      effectiveFrom: A,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('lunchMinutes');
    expect(await countRows(server.app, 'timesheet_rule_sets')).toBe(before);
  });

  it('[TSX-6] every confirmed day, the demo week too, names its confirmer and the rule set it was confirmed under', async () => {
    const db = server.app.database.db;
    const confirmed = await db
      .selectFrom('timesheets')
      .select('timesheet_id')
      .where('status', '=', 'confirmed')
      .execute();
    const recorded = await db.selectFrom('timesheet_confirmations').selectAll().execute();
    expect(confirmed.length).toBeGreaterThan(0);
    expect(recorded.map((r) => r.timesheet_id).sort()).toEqual(confirmed.map((c) => c.timesheet_id).sort());
    expect(new Set(recorded.map((r) => [r.rule_set_id, r.confirmed_by_employee_id].join()))).toEqual(
      new Set([`1,${frank}`]),
    );
  });

  it('[TSX-6] a set from D applies to D and later days, not earlier; a day confirmed before the change keeps its totals', async () => {
    // Monday: Carlos on two jobs, 10.5 h with lunch (10 h paid), Frank 3 h; confirmed by the first set.
    const monday = await create(
      sheet(A, 'confirmed', [
        {
          jobID: jobs[0]!,
          startTime: '07:00',
          endTime: '12:00',
          crew: [{ employeeID: carlos, startTime: '07:00', endTime: '12:00', lunchTaken: true }],
        },
        {
          jobID: jobs[1]!,
          startTime: '12:00',
          endTime: '17:30',
          crew: [
            { employeeID: carlos, startTime: '12:00', endTime: '17:30', explanation: 'Pour ran late' },
            { employeeID: frank, startTime: '12:00', endTime: '15:00' },
          ],
        },
      ]),
    );
    expect(await carlosPaid(monday)).toBe(600);
    const added = await inject(GRACE, 'POST', calls.addTimesheetRuleSet.path, {
      ...longerLunch,
      effectiveFrom: A,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ effectiveFrom: A, lunchMinutes: 60, ruleSetID: 2 });

    expect(await carlosPaid(monday)).toBe(600); // confirmed under the first set: unchanged
    const sunday = await create(sheet(day(-1), 'draft'));
    expect(await carlosPaid(sunday)).toBe(480); // before A: the first set's 30 min lunch
    const tuesday = await create(sheet(day(1), 'confirmed'));
    expect(await carlosPaid(tuesday)).toBe(450); // from A: the new 60 min lunch
    const recorded = await server.app.database.db
      .selectFrom('timesheet_confirmations')
      .select(['timesheet_id', 'rule_set_id'])
      .where('timesheet_id', 'in', [monday, tuesday])
      .orderBy('timesheet_id')
      .execute();
    expect(recorded.map((r) => r.rule_set_id)).toEqual([1, 2]);
    // The device is told which set a confirmed day keeps; a draft day names none.
    const read = async (id: number) => (await inject(FRANK, 'GET', `/api/TimeSheets/${id}`)).json();
    expect(await read(monday)).toMatchObject({ status: 'confirmed', ruleSetID: 1 });
    expect(await read(tuesday)).toMatchObject({ status: 'confirmed', ruleSetID: 2 });
    expect(await read(sunday)).not.toHaveProperty('ruleSetID');
  });
});

describe('payroll export (TSX-7)', () => {
  it('[TSX-7] the CSV of a confirmed week: one row per person and job, overtime by each day’s rule set, per diem, confirmer', async () => {
    const answer = await exportWeek(FRANK, 'csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="timesheets-${frank}-${A}.csv"`);
    const [jobA, jobB] = [jobs[0]!, jobs[1]!].map(
      async (id) =>
        (
          await server.app.database.db
            .selectFrom('jobs')
            .select('job_number')
            .where('job_id', '=', id)
            .executeTakeFirstOrThrow()
        ).job_number,
    );
    const [numberA, numberB] = await Promise.all([jobA!, jobB!]);
    const lines = answer.body.split('\r\n').filter((l) => l !== '');
    const cells = lines.slice(1).map((l) => l.split('","').map((c) => c.replace(/^"|"$/g, '')));
    expect(lines[0]).toContain(
      '"Employee","Employee ID","Trade/class","Job","Dates","Regular hours","Overtime hours","Per diem"',
    );
    const expected = [
      // Carlos, first job: Monday 4.5 h (lunch off it) and Tuesday's 7.5 h paid under the new set: 7 h + 0.5 h overtime.
      [names[carlos], String(carlos), trades[carlos], numberA, `${A} ${day(1)}`, '11.50', '0.50', '0.00', ''],
      // Carlos, second job: Monday past 8 h a day (the first set's): 3.5 h + 2 h; the flagged per diem.
      [
        names[carlos],
        String(carlos),
        trades[carlos],
        numberB,
        A,
        '3.50',
        '2.00',
        '85.00',
        `${A}: Pour ran late`,
      ],
      [names[frank], String(frank), trades[frank], numberB, A, '3.00', '0.00', '0.00', ''],
    ].sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(cells.map((c) => c.slice(0, 9))).toEqual(expected);
    for (const c of cells) {
      expect(c[9]).toBe(names[frank]);
      expect(Date.parse(c[10]!)).not.toBeNaN();
    }
  });

  it('[TSX-7] the PDF starts with %PDF; another foreman and crew get 403; a general foreman may export', async () => {
    const pdf = await exportWeek(FRANK, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What a reader sees: the week, each person's line with hours and per diem, the totals, the signatures.
    const text = (await pdfPagesText(pdf.rawPayload)).join(' ');
    for (const seen of [
      `Foreman: ${names[frank]} · Week: ${inWords(A)} to ${inWords(day(6))}`,
      names[carlos]!,
      `${A}: Pour ran late`,
      '11.50',
      '85.00',
      'Total',
      'Foreman: ___',
      'Payroll: ___',
    ])
      expect(text).toContain(seen);
    expect((await exportWeek(FIONA, 'csv')).statusCode).toBe(403);
    expect((await exportWeek(CARLOS, 'pdf')).statusCode).toBe(403);
    expect((await exportWeek(GRACE, 'csv')).statusCode).toBe(200);
  });

  it('[TRUST-7] a job number is never broken across lines ("ER-2026-" / "0004"), however long', async () => {
    const db = server.app.database.db;
    const { job_number: before } = await db
      .selectFrom('jobs')
      .select('job_number')
      .where('job_id', '=', jobs[1]!)
      .executeTakeFirstOrThrow();
    // The number the tour saw broken ("ER-2026-" / "0004"), lent by the demo's emergency job that
    // holds it, and one longer than any yet.
    await db
      .updateTable('jobs')
      .set({ job_number: 'ER-2026-0004-lent' })
      .where('job_number', '=', 'ER-2026-0004')
      .execute();
    for (const number of ['ER-2026-0004', 'ER-2026-000417-B']) {
      await db.updateTable('jobs').set({ job_number: number }).where('job_id', '=', jobs[1]!).execute();
      const text = (await pdfPagesText((await exportWeek(FRANK, 'pdf')).rawPayload)).join(' ');
      // pdf.js reads each drawn line as its own item: a broken number would read "ER-2026- 0004".
      expect(text).toContain(` ${number} `);
      expect(text).toContain(names[carlos]!);
    }
    await db.updateTable('jobs').set({ job_number: before }).where('job_id', '=', jobs[1]!).execute();
    await db
      .updateTable('jobs')
      .set({ job_number: 'ER-2026-0004' })
      .where('job_number', '=', 'ER-2026-0004-lent')
      .execute();
  });

  it('[TRUST-7] a Spanish payroll PDF is Spanish: title, columns, days, hours with a decimal comma, footer', async () => {
    const answer = await inject(FRANK, 'GET', `/api/timesheet/export/${frank}/${A}?format=pdf&lang=es`);
    expect(answer.statusCode).toBe(200);
    const pages = await pdfPagesText(answer.rawPayload);
    const text = pages.join(' ');
    for (const seen of [
      'Hojas de horas para nómina',
      `Capataz: ${names[frank]} · Semana: del ${inWords(A, 'es')} al ${inWords(day(6), 'es')}`,
      'Empleado',
      'Viáticos',
      'lun',
      '11,50',
      '85,00',
      'Nómina: ___',
      'Fecha: ___',
      `Hojas de horas de ${names[frank]}, semana del ${inWords(A, 'es')}`,
    ])
      expect(text).toContain(seen);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(text).not.toMatch(/11\.50|85\.00|Timesheets|Foreman:|Payroll|Page \d/);
    expect(
      (await inject(FRANK, 'GET', `/api/timesheet/export/${frank}/${A}?format=pdf&lang=fr`)).statusCode,
    ).toBe(400);
  });

  it('[TSX-7] a week with a draft day is 409 naming it; bad weeks and formats are 400; an empty week 404', async () => {
    await create(sheet(day(2), 'draft'));
    const refused = await exportWeek(FRANK, 'csv');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { unconfirmedDates: [day(2)] } });
    expect(refused.json().message).toContain(day(2));
    const tuesday = await exportWeek(FRANK, 'csv', frank, day(1));
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().message).toContain('Monday');
    expect((await exportWeek(FRANK, 'xls')).statusCode).toBe(400);
    expect((await exportWeek(FRANK, 'csv', frank, addDays(A, -70))).statusCode).toBe(404);
  });
});
