// TSX-5: the crew roster and a general foreman's overseen weeks, kept on the device by the sync.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  type CrewRosterEntry,
  DEFAULT_USER_TIMESHEET_DEFAULTS,
  type Timesheet,
  type TimesheetWeek,
} from '@fieldops/contract';
import { db } from '../../db/database';
import { saveSessionUser } from '../../db/session-user';
import { readTimesheetDay } from '../../timesheets/day-view';
import { crewChoices } from './day-model';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { foremanDay, person } from '../../test/timesheet-fixtures';
import { createTimesheetSync } from '../../timesheets/week-sync';
import { OVERSEEN_FOREMEN_MAX, OVERSEEN_WEEKS } from '../../timesheets/overseen';

const MONDAY = '2026-11-23';
const GRACE = person(5, 'generalForeman', 'Grace');
const FRANK = person(2);
const ROSTER: CrewRosterEntry[] = [
  { employeeID: 3, name: 'Carlos Crew', trade: 'Electrician', workerClass: 'Apprentice 2' },
  { employeeID: 8, name: 'Nora New', trade: 'Laborer', workerClass: null },
];
const week = (foremanID: number, weekStart: string, days: Record<string, Timesheet> = {}): TimesheetWeek => ({
  foremanID,
  weekStart,
  defaults: DEFAULT_USER_TIMESHEET_DEFAULTS,
  timeZone: 'America/New_York',
  days: Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const timesheet = days[date] ?? null;
    return { date, state: timesheet ? 'draft' : 'empty', timesheet, errors: 0, unexplainedWarnings: 0 };
  }),
});
const foremen = (ids: number[]) =>
  db.foremen.bulkPut([
    ...ids.map((employeeID, position) => ({
      employeeID,
      name: `F${employeeID}`,
      type: 'foreman' as const,
      position,
    })),
    { employeeID: GRACE.employeeID, name: 'Grace', type: 'generalForeman' as const, position: ids.length },
  ]);

describe('crew roster and overseen weeks on the device', () => {
  let online = true;
  const sync = () => createTimesheetSync({ isOnline: () => online });
  beforeEach(async () => {
    online = true;
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[TSX-5] the crew roster is kept with trade and class, and the crew picker lists it offline', async () => {
    await saveSessionUser(FRANK);
    stubFetch({ 'GET /api/timesheet/crew-roster': json(ROSTER) });
    await sync().syncCrew(MONDAY);
    online = false;
    const labels = crewChoices(await readTimesheetDay(MONDAY), () => 'foreman').map((c) => c.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Carlos Crew · Electrician, Apprentice 2', 'Nora New · Laborer']),
    );
    // A newer roster replaces the old one: someone who left is no longer offered.
    online = true;
    stubFetch({ 'GET /api/timesheet/crew-roster': json([ROSTER[0]]) });
    await sync().syncCrew(MONDAY);
    expect(Object.keys((await readTimesheetDay(MONDAY)).roster.people)).toEqual(['3']);
  });

  it('[TSX-5] a general foreman keeps this week and last week of each foreman he oversees, readable offline per foreman', async () => {
    await saveSessionUser(GRACE);
    await foremen([2, 9]);
    const lastMonday = addDays(MONDAY, -7);
    const net = stubFetch({
      'GET /api/timesheet/crew-roster': json(ROSTER),
      [`GET /api/TimeSheetWeek/2/${MONDAY}`]: json(week(2, MONDAY, { [MONDAY]: foremanDay(2, MONDAY, 11) })),
      [`GET /api/TimeSheetWeek/2/${lastMonday}`]: json(week(2, lastMonday)),
      [`GET /api/TimeSheetWeek/9/${MONDAY}`]: json(week(9, MONDAY, { [MONDAY]: foremanDay(9, MONDAY, 12) })),
      [`GET /api/TimeSheetWeek/9/${lastMonday}`]: json(
        week(9, lastMonday, { [lastMonday]: foremanDay(9, lastMonday, 13) }),
      ),
    });
    await sync().syncCrew(MONDAY);
    expect(net.requests.some((r) => r.url.pathname.includes(`/${GRACE.employeeID}/`))).toBe(false);
    online = false;
    expect((await readTimesheetDay(MONDAY, db, 2)).local?.timesheet.jobs[0]?.jobID).toBe(11);
    expect((await readTimesheetDay(MONDAY, db, 9)).local?.timesheet.jobs[0]?.jobID).toBe(12);
    expect((await readTimesheetDay(lastMonday, db, 9)).local?.timesheet.jobs[0]?.jobID).toBe(13);
    expect((await readTimesheetDay(MONDAY)).local).toBeNull(); // Grace's own day is not theirs
  });

  it('[TSX-5] the overseen weeks are bounded: at most OVERSEEN_FOREMEN_MAX foremen, OVERSEEN_WEEKS weeks each; a foreman fetches none', async () => {
    await saveSessionUser(GRACE);
    await foremen(Array.from({ length: OVERSEEN_FOREMEN_MAX + 5 }, (_, i) => 100 + i));
    const net = stubFetch({ 'GET /api/timesheet/crew-roster': json(ROSTER) });
    net.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), window.location.origin).pathname;
      const [, , , id, start] = path.split('/');
      return path.startsWith('/api/TimeSheetWeek/') ? json(week(Number(id), start ?? MONDAY)) : json(ROSTER);
    });
    await sync().syncCrew(MONDAY);
    const weeks = net.fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/TimeSheetWeek/'));
    expect(weeks).toHaveLength(OVERSEEN_FOREMEN_MAX * OVERSEEN_WEEKS);

    await resetDb();
    await saveSessionUser(FRANK);
    await foremen([2, 9]);
    net.fetchMock.mockClear();
    await sync().syncCrew(MONDAY);
    expect(net.fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      expect.stringContaining('/api/timesheet/crew-roster'),
    ]);
  });
});
