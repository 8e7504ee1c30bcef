// TSX-5: days kept per foreman and date: a shared tablet, and devices upgraded from version 45.
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_VERSION, type Timesheet, type UserData } from '@fieldops/contract';
import { writeOAuth } from '../auth/stored-oauth';
import { saveTimesheet } from '../queue/actions';
import { resetDb } from '../test/db';
import { db, FieldOpsDatabase, SCHEMA, UNKNOWN_FOREMAN } from './database';
import { clearUserCache } from './local-database';
import { readTimesheetDay } from '../timesheets/day-view';
import { readLocalTimesheet } from '../timesheets/days';
import { saveSessionUser } from './session-user';

const DATE = '2026-11-30';
const foreman = (employeeID: number, email: string): UserData => ({
  userID: employeeID,
  employeeID,
  email,
  name: email,
  role: 'foreman',
});
const FRANK = foreman(2, 'frank.foreman@acme.example');
const FIONA = foreman(9, 'fiona.foreman@acme.example');
const day = (jobID: number, extra: Partial<Timesheet> = {}): Timesheet => ({
  timeSheetID: null,
  timeSheetDate: DATE,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [{ jobID, startTime: '07:00', endTime: '15:30', crew: [] }],
  ...extra,
});

async function signIn(user: UserData) {
  writeOAuth({
    idToken: 'id',
    accessToken: 'at',
    expiresAt: 4_102_444_800_000,
    identity: { email: user.email, exp: 4_102_444_800 },
    revocationEndpoint: 'https://idp.example/revoke',
    userinfoEndpoint: 'https://idp.example/userinfo',
    clientId: 'fieldops-web',
  });
  await saveSessionUser(user);
}

describe('timesheet days per foreman (TSX-5)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('[TSX-5] two foremen signed in one after the other on one device each see only their own day, and both unsent days go out under their own account', async () => {
    await signIn(FRANK);
    const frank = await saveTimesheet(day(11));
    expect(frank.ok).toBe(true);
    await clearUserCache(); // Frank logs out offline: his unsent day stays for the queue

    await signIn(FIONA);
    const fionaDay = await readTimesheetDay(DATE);
    expect(fionaDay.local).toBeNull();
    expect(fionaDay.otherUser).toBeNull();
    const fiona = await saveTimesheet(day(12));
    expect(fiona.ok).toBe(true);
    expect((await readLocalTimesheet(DATE))?.timesheet.jobs[0]?.jobID).toBe(12);

    const frankKept = await db.timesheetDays.get([FRANK.employeeID, DATE]);
    const fionaKept = await db.timesheetDays.get([FIONA.employeeID, DATE]);
    expect(frankKept?.timesheet).toMatchObject({ foremanID: FRANK.employeeID, jobs: [{ jobID: 11 }] });
    expect(fionaKept?.timesheet).toMatchObject({ foremanID: FIONA.employeeID, jobs: [{ jobID: 12 }] });
    const owners = (await db.updateQueue.toArray()).map((task) => [task.owner, task.queueID]);
    expect(owners).toEqual(
      expect.arrayContaining([
        [FRANK.email, frankKept?.queueID],
        [FIONA.email, fionaKept?.queueID],
      ]),
    );

    await clearUserCache();
    await signIn(FRANK);
    expect((await readTimesheetDay(DATE)).local?.timesheet.jobs[0]?.jobID).toBe(11);
  });

  it('[TSX-5] a general foreman opens the day of a foreman he oversees, kept under that foreman', async () => {
    await signIn({ ...FRANK, employeeID: 5, role: 'generalForeman' });
    const saved = await saveTimesheet(day(13, { foremanID: FIONA.employeeID }));
    expect(saved.ok).toBe(true);
    expect((await readTimesheetDay(DATE, db, FIONA.employeeID)).local?.timesheet.jobs[0]?.jobID).toBe(13);
    expect((await readTimesheetDay(DATE)).local).toBeNull();
  });
});

describe('upgrade from version 45 (TSX-5)', () => {
  const NAME = 'fieldops-upgrade-tsx5';
  afterEach(() => Dexie.delete(NAME));

  it('[TSX-5] [DB-1] a device on version 45 keeps every day, each under its foremanID or else the signed-in user', async () => {
    const old = new Dexie(NAME);
    old.version(LOCAL_DB_VERSION).stores(SCHEMA);
    await old.open();
    await old
      .table('settings')
      .put({ key: 'sessionUser', sessionUser: FIONA, updatedAt: '2026-11-30T00:00:00Z' });
    await old.table('timesheetDays').bulkPut([
      {
        date: '2026-11-23',
        foremanID: 2,
        timesheet: day(11, { timeSheetDate: '2026-11-23' }),
        queueID: null,
      },
      { date: DATE, foremanID: null, timesheet: day(12), queueID: 77 },
    ]);
    old.close();

    const upgraded = new FieldOpsDatabase(NAME);
    await upgraded.open();
    expect(upgraded.verno).toBe(LOCAL_DB_VERSION + 2);
    expect(await upgraded.timesheetDays.get([2, '2026-11-23'])).toMatchObject({ foremanID: 2 });
    expect(await upgraded.timesheetDays.get([FIONA.employeeID, DATE])).toMatchObject({
      queueID: 77,
      timesheet: { jobs: [{ jobID: 12 }] },
    });
    expect(await upgraded.timesheetDays.get([UNKNOWN_FOREMAN, DATE])).toBeUndefined();
    expect(upgraded.tables.map((t) => t.name)).not.toContain('timesheetDaysMoving');
    upgraded.close();
  });
});
