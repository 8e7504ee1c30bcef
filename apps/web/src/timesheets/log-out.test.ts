import { beforeEach, describe, expect, it } from 'vitest';
import type { Timesheet, UserData } from '@fieldops/contract';
import { saveTimesheet } from './save-action';
import { resetDb } from '../test/db';
import { db } from '../db/database';
import { clearUserCache } from '../db/local-database';
import { readSessionUser, saveSessionUser } from '../db/session-user';
import { applyServerTimesheet, readLocalTimesheet } from './days';

const day = (date: string): Timesheet => ({
  timeSheetID: null,
  timeSheetDate: date,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [
    {
      jobID: 11,
      startTime: '07:00',
      endTime: '15:30',
      crew: [{ employeeID: 3, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
    },
  ],
});

const FRANK: UserData = {
  userID: 1,
  employeeID: 2,
  email: 'foreman@acme.example',
  name: 'Frank Foreman',
  role: 'foreman',
};

describe('log out and timesheets', () => {
  beforeEach(resetDb);

  it("[TS-1] [QUEUE-9] log out drops the foreman's synced days and user, but keeps a day still waiting in the queue", async () => {
    await saveSessionUser(FRANK);
    await applyServerTimesheet('2026-11-23', { ...day('2026-11-23'), timeSheetID: 40, foremanID: 2 });
    const unsent = await saveTimesheet(day('2026-11-24'));
    expect(unsent.ok).toBe(true);

    await clearUserCache();

    expect(await readLocalTimesheet('2026-11-23')).toBeNull();
    expect(await readSessionUser()).toBeNull();
    // TSX-5: nobody is signed in now; the day is kept under its foreman.
    expect((await readLocalTimesheet('2026-11-24', db, FRANK.employeeID))?.timesheet.jobs[0]?.jobID).toBe(11);
    expect(await db.updateQueue.count()).toBe(1);
  });
});
