// TSX-5: days kept per foreman and date: a shared tablet, a general foreman's overseen days, and
// the key the one schema declaration gives them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timesheet, UserData } from '@fieldops/contract';
import { writeOAuth } from '../auth/stored-oauth';
import { saveTimesheet } from '../timesheets/save-action';
import { resetDb } from '../test/db';
import { db, UNKNOWN_FOREMAN } from './database';
import { clearUserCache } from './local-database';
import { readTimesheetDay } from '../timesheets/day-view';
import { applyTimesheetAnswer, readLocalTimesheet } from '../timesheets/days';
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

  it('[TSX-5] [DB-1] a day saved while nobody can be named is kept under UNKNOWN_FOREMAN and moves to its foreman when the server answers', async () => {
    const saved = await saveTimesheet(day(14));
    expect(saved.ok).toBe(true);
    expect(await db.timesheetDays.get([UNKNOWN_FOREMAN, DATE])).toMatchObject({
      timesheet: { jobs: [{ jobID: 14 }] },
    });
    expect(await db.timesheetDays.where('foremanID').equals(FRANK.employeeID).count()).toBe(0);

    await applyTimesheetAnswer({ ...day(14), timeSheetID: 40, foremanID: FRANK.employeeID });
    expect(await db.timesheetDays.get([UNKNOWN_FOREMAN, DATE])).toBeUndefined();
    expect(await db.timesheetDays.get([FRANK.employeeID, DATE])).toMatchObject({
      foremanID: FRANK.employeeID,
      timesheet: { timeSheetID: 40, jobs: [{ jobID: 14 }] },
    });
  });
});
