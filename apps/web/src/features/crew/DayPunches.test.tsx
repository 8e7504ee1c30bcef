// CREW-2: the foreman sees his crew's punches of the day with their flags (sent from their phones,
// fetched when his device is online), and his own kiosk punches waiting to be sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_COMPANY_TIME_ZONE, type Punch, startOfDayIn, todayIn } from '@fieldops/contract';
import { db } from '../../db/database';
import { writeSetting } from '../../db/settings';
import { recordPunch } from '../../crew/punch-action';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { person, timesheetJob } from '../../test/timesheet-fixtures';
import { DayPunches } from './DayPunches';

const day = todayIn(DEFAULT_COMPANY_TIME_ZONE);
const inDay = (minutes: number) =>
  new Date(Date.parse(startOfDayIn(day, DEFAULT_COMPANY_TIME_ZONE)) + minutes * 60_000).toISOString();
const routes = [
  { path: '/crew-clock', element: <DayPunches day={day} timeZone={DEFAULT_COMPANY_TIME_ZONE} /> },
];
const fromPhone: Punch = {
  punchID: '3f2b8c1e-7a4d-4e59-9c1a-2b6f0d8e4a71',
  kind: 'in',
  employeeID: 8,
  jobID: 12,
  deviceTime: inDay(7 * 60),
  clockOffsetMs: 0,
  correctedTime: inDay(7 * 60),
  position: { latitude: 49.3, longitude: -123.1, accuracyM: 8 },
  distanceM: 1900,
  flags: ['outsideFence'],
  recordedAs: 'self',
  kioskMethod: null,
  recordedByUserID: 3,
  recordedByName: 'Carlos Crew',
  corrects: null,
  receivedAt: inDay(9 * 60),
};

describe("the foreman's punches of the day (CREW-2)", () => {
  beforeEach(async () => {
    await resetDb();
    await writeSetting('sessionUser', person(7, 'foreman', 'Frank Foreman'));
    await db.jobs.put({ ...timesheetJob(12), jobNumber: 'J-4102' });
    await db.crewRoster.bulkPut([
      { employeeID: 8, name: 'Carlos Crew', trade: null, workerClass: null },
      { employeeID: 9, name: 'Ana Operator', trade: null, workerClass: null },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[CREW-2] a punch outside the site shows flagged to the foreman; his own kiosk punch shows waiting', async () => {
    const net = stubFetch({ 'GET /api/crew/punches': json({ punches: [fromPhone] }) });
    await recordPunch(
      { kind: 'in', employeeID: 9, jobID: 12, position: null, kiosk: { method: 'pin', pin: '1234' } },
      db,
      new Date(inDay(7 * 60 + 5)),
    );
    renderRoutes(routes, '/crew-clock');
    const carlos = await screen.findByLabelText('Carlos Crew');
    expect(carlos).toHaveTextContent(/Carlos Crew in at .*, J-4102/);
    expect(within(carlos).getByText('outside the site')).toBeInTheDocument();
    const ana = screen.getByLabelText('Ana Operator');
    expect(within(ana).getByText('waiting to send')).toBeInTheDocument();
    const [asked] = net.to('/api/crew/punches', 'GET');
    expect(asked!.url.searchParams.get('from')).toBe(startOfDayIn(day, DEFAULT_COMPANY_TIME_ZONE));
    expect((await db.crewPunches.get(fromPhone.punchID))?.stored?.flags).toEqual(['outsideFence']);
  });
});
