// SRV-4 for timesheets: Frank Foreman's week (Monday to Friday of the week of the first seed)
// with Carlos and two crew members without accounts, a day off, two subsistence jobs, and one day
// (Thursday) left as a draft with a warning to explain: nobody took lunch on a long day.
import { addDays, DEFAULT_COMPANY_TIME_ZONE, mondayOf, todayIn, type Timesheet } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { insertTimesheet } from '../modules/timesheets/repository/timesheets.js';
import { noteConfirmation } from '../modules/timesheets/rules/service.js';

const CREW = [
  { name: 'Lena Laborer', local: 'lena.laborer' },
  { name: 'Tomás Operator', local: 'tomas.operator' },
];

export async function seedDemoTimesheets(
  db: Kysely<Database>,
  companyDomain: string,
  now = new Date(),
  timeZone: string = DEFAULT_COMPANY_TIME_ZONE,
): Promise<void> {
  await db
    .insertInto('employees')
    .values(
      CREW.map((c) => ({ full_name: c.name, email: `${c.local}@${companyDomain}`, role: 'crew' as const })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const frank = await db
    .selectFrom('users')
    .select(['user_id', 'employee_id'])
    .where('email', '=', `foreman@${companyDomain}`)
    .executeTakeFirst();
  if (!frank) return;
  // Seeded once: Frank's first timesheet marks it done, so changes made since are kept.
  if (
    await db
      .selectFrom('timesheets')
      .select('timesheet_id')
      .where('foreman_employee_id', '=', frank.employee_id)
      .executeTakeFirst()
  )
    return;

  const people = await db
    .selectFrom('employees')
    .select(['employee_id', 'email'])
    .where('email', 'in', [`crew@${companyDomain}`, ...CREW.map((c) => `${c.local}@${companyDomain}`)])
    .execute();
  const id = (local: string) => people.find((p) => p.email === `${local}@${companyDomain}`)?.employee_id;
  const [carlos, lena, tomas] = [id('crew'), id('lena.laborer'), id('tomas.operator')];
  const jobs = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('foreman_employee_id', '=', frank.employee_id)
    .where('status', '=', 'Open')
    .orderBy('job_number')
    .limit(3)
    .execute();
  if (carlos === undefined || lena === undefined || tomas === undefined || jobs.length < 3) return;
  const [a, b, c] = jobs.map((j) => j.job_id) as [number, number, number];

  await db
    .insertInto('job_subsistence')
    .values([
      { job_id: b, subsistence_job: 0, distance_km: 96 },
      { job_id: c, subsistence_job: 1, distance_km: null },
    ])
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();

  // The company's week, not UTC's: late on a Sunday evening in New York it is Monday in UTC.
  const monday = mondayOf(todayIn(timeZone, now));
  await db
    .insertInto('crew_days_off')
    .values({ employee_id: lena, day: addDays(monday, 2), reason: 'Vacation' })
    .onConflict((oc) => oc.columns(['employee_id', 'day']).doNothing())
    .execute();

  const crew = (employeeID: number, startTime: string, endTime: string, more: object = {}) => ({
    employeeID,
    startTime,
    endTime,
    lunchTaken: true,
    ...more,
  });
  const day = (offset: number, jobs: Timesheet['jobs'], extra: Partial<Timesheet> = {}): Timesheet => ({
    timeSheetID: null,
    timeSheetDate: addDays(monday, offset),
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs,
    ...extra,
  });
  const week: { sheet: Timesheet; status: 'draft' | 'confirmed' }[] = [
    {
      status: 'confirmed',
      sheet: day(0, [
        {
          jobID: a,
          startTime: '07:00',
          endTime: '15:30',
          crew: [crew(carlos, '07:00', '15:30'), crew(lena, '07:00', '15:30')],
        },
      ]),
    },
    {
      status: 'confirmed',
      sheet: day(1, [
        {
          jobID: a,
          startTime: '07:00',
          endTime: '11:00',
          crew: [crew(carlos, '07:00', '11:00'), crew(tomas, '07:00', '11:00')],
        },
        {
          jobID: b,
          startTime: '11:00',
          endTime: '15:30',
          crew: [crew(carlos, '11:00', '15:30'), crew(tomas, '11:00', '15:30')],
        },
      ]),
    },
    // Lena is off on Wednesday and came in anyway: ticked "ignore day off".
    {
      status: 'confirmed',
      sheet: day(2, [
        {
          jobID: c,
          startTime: '07:00',
          endTime: '15:30',
          crew: [crew(carlos, '07:00', '15:30'), crew(lena, '07:00', '15:30', { ignoreDayoff: true })],
        },
      ]),
    },
    // The warning to explain: Tomás worked 9 h with no lunch ticked.
    {
      status: 'draft',
      sheet: day(
        3,
        [
          {
            jobID: b,
            startTime: '06:30',
            endTime: '16:00',
            crew: [crew(carlos, '06:30', '16:00'), crew(tomas, '06:30', '15:30', { lunchTaken: false })],
          },
        ],
        { shiftStart: '06:30', shiftEnd: '16:00' },
      ),
    },
    {
      status: 'draft',
      sheet: day(4, [
        {
          jobID: a,
          startTime: '07:00',
          endTime: '12:00',
          crew: [crew(carlos, '07:00', '12:00'), crew(lena, '07:00', '12:00')],
        },
      ]),
    },
  ];
  const frankUser = { userID: frank.user_id, employeeID: frank.employee_id, role: 'foreman' as const };
  for (const { sheet, status } of week) {
    const id = await insertTimesheet(db, sheet, {
      foremanID: frank.employee_id,
      status,
      createdByUserID: frank.user_id,
    });
    // TSX-6: a confirmed demo day names its confirmer and rule set, as one confirmed in the app does.
    if (id !== undefined) await noteConfirmation(db, frankUser, id, sheet.timeSheetDate, status);
  }
}
