// TSX-5: a general foreman picks a foreman he oversees and works on that foreman's days offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkStatus } from '../../platform/network-status';
import { db } from '../../db/database';
import { saveLookupTables } from '../../db/lookups';
import { saveSessionUser } from '../../db/session-user';
import { applyServerTimesheet } from '../../timesheets/days';
import { saveTimesheetForeman } from '../../timesheets/foreman-pick';
import { saveTimesheetJobs } from '../../timesheets/week-store';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import { foremanDay, person, timesheetJob } from '../../test/timesheet-fixtures';
import { TimesheetCalendarPage, TimesheetJobsPage } from './index';

const MONDAY = '2026-11-30';
const GARY = person(8, 'generalForeman', 'Gary General');
const routes = [
  { path: '/ts-calendar', element: <TimesheetCalendarPage /> },
  { path: '/ts-jobs', element: <TimesheetJobsPage /> },
];
describe('a general foreman picks a foreman (TSX-5)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    act(() => networkStatus.setOnline(false));
    await saveSessionUser(GARY);
    await saveTimesheetJobs([timesheetJob(11), timesheetJob(12)]);
    await saveLookupTables({
      optionLists: [],
      eventTypes: [],
      foremen: [
        { employeeID: 2, name: 'Frank Foreman', type: 'foreman' },
        { employeeID: 8, name: 'Gary General', type: 'generalForeman' },
      ],
    });
    await applyServerTimesheet(MONDAY, foremanDay(2, MONDAY, 11), db, 2);
    await applyServerTimesheet(MONDAY, foremanDay(8, MONDAY, 12), db, 8);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it("[TSX-5] offline, the calendar and the day screens show the picked foreman's day until he picks his own again", async () => {
    const { router } = renderRoutes(routes, `/ts-calendar?date=${MONDAY}`);
    await userEvent.click(await screen.findByRole('combobox', { name: 'foreman' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frank Foreman' }));
    await userEvent.click(await screen.findByRole('link', { name: /Monday/ }));
    expect(router.state.location.pathname).toBe('/ts-jobs');
    expect(await screen.findByRole('link', { name: /J-11/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /J-12/ })).toBeNull();
    // Back to his own days: his own day, not Frank's.
    await saveTimesheetForeman(null);
    expect(await screen.findByRole('link', { name: /J-12/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /J-11/ })).toBeNull();
  });

  it("[TSX-5] a job on the picked foreman's day that is not among his own jobs reads by its number from the device's job list", async () => {
    await db.jobs.put(timesheetJob(13));
    await applyServerTimesheet('2026-12-01', foremanDay(2, '2026-12-01', 13), db, 2);
    await saveTimesheetForeman(2);
    renderRoutes(routes, '/ts-jobs?date=2026-12-01');
    expect(await screen.findByRole('link', { name: /J-13 · 13 Main St/ })).toBeInTheDocument();
  });
});
