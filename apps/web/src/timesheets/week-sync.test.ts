import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type Subsistence,
  type Timesheet,
  type TimesheetDefaults,
  type TimesheetWeek,
} from '@fieldops/contract';
import { db } from '../db/database';
import { readCompanyTimeZone } from '../db/company-time-zone';
import { readCrewRoster } from '../db/crew-roster';
import { readSessionUser, saveSessionUser } from '../db/session-user';
import { readLocalTimesheet, writeLocalTimesheet } from './days';
import { readTimesheetJobs, readUserTimesheetDefaults } from './week-store';
import { openSession } from '../auth/session';
import { saveTimesheet } from './save-action';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { createTimesheetSync } from './week-sync';
import { fetchTimesheetDefaults } from './crew-defaults-sync';
import { setTimesheetFlags } from './flags';
import {
  FRANK_FOREMAN as FRANK,
  frankDay,
  CARLOS_CREW,
  LENA_LABORER,
  crewDefaultsOf,
} from '../test/timesheet-fixtures';

const MONDAY = '2026-11-23';
const sheet = (date: string, id: number, extra: Partial<Timesheet> = {}): Timesheet =>
  frankDay(date, id, 'confirmed', true, extra);
const week = (days: Record<string, Timesheet>): TimesheetWeek => ({
  foremanID: 2,
  weekStart: MONDAY,
  defaults: { ...DEFAULT_USER_TIMESHEET_DEFAULTS, shiftStart: '06:30' },
  timeZone: 'America/Denver',
  days: Array.from({ length: 7 }, (_, i) => {
    const date = addDays(MONDAY, i);
    const timesheet = days[date] ?? null;
    return { date, state: timesheet ? 'confirmed' : 'empty', timesheet, errors: 0, unexplainedWarnings: 0 };
  }),
});
/** UX-3: the week as a newer server answers it: each stored day with its crew defaults and subsistence. */
const weekCarrying = (days: Record<string, Timesheet>): TimesheetWeek => {
  const answer = week(days);
  for (const day of answer.days) {
    if (!day.timesheet) continue;
    day.crewDefaults = defaults(day.timesheet.timeSheetID!, day.date);
    day.subsistence = subsistence(day.date);
  }
  return answer;
};
const defaults = (id: number, date: string): TimesheetDefaults =>
  crewDefaultsOf(id, date, [CARLOS_CREW, { ...LENA_LABORER, dayOff: true }]);
const subsistence = (date: string): Subsistence[] => [
  {
    employeeID: 3,
    name: 'Carlos Crew',
    date,
    eligible: true,
    amount: 85,
    jobID: 11,
    basis: 'jobFlag',
    reason: 'Subsistence job',
  },
];
const job = {
  jobID: 11,
  jobNumber: 'J-11',
  address1: '1 Main St',
  city: 'Springfield',
  locations: [],
  crewFolder: '',
  crewFolderID: '',
  imageRefs: [],
  updatedDate: '2026-11-01T00:00:00Z',
};

describe('timesheet week sync', () => {
  beforeEach(async () => {
    await resetDb();
    await saveSessionUser(FRANK);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setTimesheetFlags('reset');
  });

  it('[TS-2] [TS-4] [TS-5] stores the week, the jobs, the crew names and days off and the subsistence; a day with a queued change is kept', async () => {
    const tuesday = addDays(MONDAY, 1);
    await saveTimesheet(sheet(tuesday, 0, { timeSheetID: null, status: undefined, shiftEnd: '16:00' }));
    const net = stubFetch({
      [`GET /api/TimeSheetWeek/2/${MONDAY}`]: json(
        week({ [MONDAY]: sheet(MONDAY, 40), [tuesday]: sheet(tuesday, 41) }),
      ),
      'GET /api/timesheet/jobs': json([job]),
      'GET /api/timesheet/crew/40/defaults': json(defaults(40, MONDAY)),
      'GET /api/timesheet/crew/41/defaults': json(defaults(41, tuesday)),
      'GET /api/timesheet/crew/40/subsistence': json(subsistence(MONDAY)),
      'GET /api/timesheet/crew/41/subsistence': json(subsistence(tuesday)),
    });
    expect(await createTimesheetSync({ isOnline: () => true }).syncWeek(MONDAY)).toBe('done');
    expect(await readLocalTimesheet(MONDAY)).toMatchObject({ queueID: null, timesheet: { timeSheetID: 40 } });
    expect((await readLocalTimesheet(tuesday))?.timesheet).toMatchObject({ shiftEnd: '16:00' });
    expect(await readTimesheetJobs()).toEqual([
      { jobID: 11, jobNumber: 'J-11', address1: '1 Main St', city: 'Springfield' },
    ]);
    const roster = await readCrewRoster();
    expect(roster.people[4]?.name).toBe('Lena Laborer');
    expect(roster.daysOff).toEqual(expect.arrayContaining([{ employeeID: 4, date: MONDAY }]));
    expect((await readUserTimesheetDefaults()).shiftStart).toBe('06:30');
    // TSX-2: the company's zone reaches the device with the week.
    expect(await readCompanyTimeZone()).toBe('America/Denver');
    expect(await db.crewSubsistence.get(MONDAY)).toMatchObject({
      timeSheetID: 40,
      entries: [{ amount: 85 }],
    });
    expect(net.to('/api/timesheet/jobs')[0]?.url.searchParams.get('startdate')).toBe(MONDAY);
    // UX-3: this week (an older server's) carries no crew defaults or subsistence: each day asks.
    for (const id of [40, 41]) {
      expect(net.to(`/api/timesheet/crew/${id}/defaults`)).toHaveLength(1);
      expect(net.to(`/api/timesheet/crew/${id}/subsistence`)).toHaveLength(1);
    }
  });

  it("[UX-3] [TS-4] [TS-5] a week that carries its days' crew defaults and subsistence asks no call per day and stores them the same; a queued day is kept", async () => {
    const tuesday = addDays(MONDAY, 1);
    await saveTimesheet(sheet(tuesday, 0, { timeSheetID: null, status: undefined, shiftEnd: '16:00' }));
    const net = stubFetch({
      [`GET /api/TimeSheetWeek/2/${MONDAY}`]: json(
        weekCarrying({ [MONDAY]: sheet(MONDAY, 40), [tuesday]: sheet(tuesday, 41) }),
      ),
      'GET /api/timesheet/jobs': json([job]),
    });
    expect(await createTimesheetSync({ isOnline: () => true }).syncWeek(MONDAY)).toBe('done');
    expect(net.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `GET /api/TimeSheetWeek/2/${MONDAY}`,
      'GET /api/timesheet/jobs',
    ]);
    expect(await readLocalTimesheet(MONDAY)).toMatchObject({ queueID: null, timesheet: { timeSheetID: 40 } });
    expect((await readLocalTimesheet(tuesday))?.timesheet).toMatchObject({ shiftEnd: '16:00' });
    const roster = await readCrewRoster();
    expect(roster.people[4]?.name).toBe('Lena Laborer');
    expect(roster.daysOff).toEqual(
      expect.arrayContaining([
        { employeeID: 4, date: MONDAY },
        { employeeID: 4, date: tuesday },
      ]),
    );
    expect(await db.crewSubsistence.get(MONDAY)).toEqual({
      date: MONDAY,
      timeSheetID: 40,
      entries: subsistence(MONDAY),
    });
    expect(await db.crewSubsistence.get(tuesday)).toEqual({
      date: tuesday,
      timeSheetID: 41,
      entries: subsistence(tuesday),
    });
  });

  it('[TS-2] offline nothing is asked and the device keeps what it has', async () => {
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, 40), queueID: null });
    const net = stubFetch({});
    expect(await createTimesheetSync({ isOnline: () => false }).syncWeek(MONDAY)).toBe('offline');
    expect(net.requests).toEqual([]);
    expect((await readLocalTimesheet(MONDAY))?.timesheet.timeSheetID).toBe(40);
  });

  it('[TS-2] only a user typed foreman or generalForeman has a week to sync', async () => {
    await saveSessionUser({ ...FRANK, role: 'crew' });
    const net = stubFetch({});
    expect(await createTimesheetSync({ isOnline: () => true }).syncWeek(MONDAY)).toBe('notForeman');
    expect(net.requests).toEqual([]);
    await saveSessionUser({ ...FRANK, role: 'generalForeman' });
    stubFetch({
      [`GET /api/TimeSheetWeek/2/${MONDAY}`]: json(week({})),
      'GET /api/timesheet/jobs': json([]),
    });
    expect(await createTimesheetSync({ isOnline: () => true }).syncWeek(MONDAY)).toBe('done');
  });

  it('[MISC-5] timesheet new API off: no week call; the days the device holds are refreshed one by one', async () => {
    setTimesheetFlags({ timesheetNewApi: false });
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, 40, { shiftEnd: '15:00' }), queueID: null });
    const net = stubFetch({
      'GET /api/TimeSheets/40': json(sheet(MONDAY, 40)),
      'GET /api/timesheet/jobs': json([job]),
      'GET /api/timesheet/crew/40/defaults': json(defaults(40, MONDAY)),
      'GET /api/timesheet/crew/40/subsistence': json(subsistence(MONDAY)),
    });
    expect(await createTimesheetSync({ isOnline: () => true }).syncWeek(MONDAY)).toBe('done');
    expect(net.requests.some((r) => r.url.pathname.startsWith('/api/TimeSheetWeek'))).toBe(false);
    expect((await readLocalTimesheet(MONDAY))?.timesheet.shiftEnd).toBe('15:30');
  });

  it('[MISC-5] [TS-4] defaults flag off: the REST calls; on: the GetTimesheetDefaults procedure; both fill the roster', async () => {
    const net = stubFetch({
      'GET /api/timesheet/40/defaults': json({ ...defaults(40, MONDAY), jobID: 11 }),
      'POST /api/cmd?GetTimesheetDefaults': json({
        ...defaults(40, MONDAY),
        crew: [{ ...defaults(40, MONDAY).crew[0]!, employeeID: 9, name: 'Tomás Operator' }],
      }),
    });
    setTimesheetFlags({ commandTimesheetDefaults: false });
    await fetchTimesheetDefaults({ timeSheetID: 40, jobID: 11, startTime: '08:00' });
    expect(net.requests[0]!.method).toBe('GET');
    expect(net.requests[0]!.url.pathname).toBe('/api/timesheet/40/defaults');
    expect(Object.fromEntries(net.requests[0]!.url.searchParams)).toEqual({
      jobID: '11',
      startTime: '08:00',
    });

    setTimesheetFlags({ commandTimesheetDefaults: true });
    await fetchTimesheetDefaults({ timeSheetID: 40, jobID: 11, startTime: '08:00' });
    const command = net.requests[1]!;
    expect(`${command.method} ${command.url.pathname}?proc=${command.url.searchParams.get('proc')}`).toBe(
      'POST /api/cmd?proc=GetTimesheetDefaults',
    );
    expect(JSON.parse(command.body!)).toEqual({
      procedure: 'GetTimesheetDefaults',
      parameters: [
        { name: 'timeSheetID', value: 40 },
        { name: 'jobID', value: 11 },
        { name: 'startTime', value: '08:00' },
      ],
    });
    const roster = await readCrewRoster();
    expect(
      Object.values(roster.people)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Carlos Crew', 'Lena Laborer', 'Tomás Operator']);
  });

  it('[TS-2] the sign-in keeps who signed in (employee id, role) for the week sync offline', async () => {
    await resetDb();
    const user = { ...FRANK, employeeID: 7, role: 'generalForeman' as const };
    stubFetch({
      'POST /api/session/': json({ sessionId: 's-1', user, expiresAt: '2030-01-01T00:00:00.000Z' }),
    });
    await openSession(
      {
        idToken: 'a.b.c',
        accessToken: 'at',
        expiresAt: 9_999_999_999_000,
        identity: { email: FRANK.email, exp: 9_999_999_999 },
        revocationEndpoint: '',
        userinfoEndpoint: '',
        clientId: '',
      },
      {
        device: {
          getInfo: async () => ({
            model: 'x',
            platform: 'web',
            uuid: 'u',
            version: '1',
            manufacturer: 'm',
            isVirtual: false,
          }),
        },
        geolocation: { currentPosition: async () => null },
      },
    );
    expect(await readSessionUser()).toEqual(user);
  });
});
