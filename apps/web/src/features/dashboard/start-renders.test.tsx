// TRUST-11: on a warm start the dashboard is on screen from the device before the start's answers
// come; answers equal to what the device holds must not render it again (on a cheap phone each
// render of the screen was a long task). What may render it: the health check's verdict (online:
// the "cached figures" note goes) and the refreshed figures' new time ("Updated …"). Before, also
// the unsent count's first answer (0, as shown) and the refresh's end (nothing shown changes).
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { DEFAULT_COMPANY_TIME_ZONE, todayIn } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveDashboard } from '../../db/dashboard';
import { writeSetting } from '../../db/settings';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { signIn } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { applyStartAnswers } from '../../test/start-answers';
import { person, timesheetJob } from '../../test/timesheet-fixtures';
import { waitUntil } from '../../test/waits';
import { DashboardPage } from './DashboardPage';

// The screen's own renders (not its figures'): DashboardPage asks keepsTimesheets on each one.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../db/foreman-today', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../db/foreman-today')>();
  return {
    ...real,
    keepsTimesheets: (user: Parameters<typeof real.keepsTimesheets>[0]) => {
      screenRenders.count += 1;
      return real.keepsTimesheets(user);
    },
  };
});

const today = todayIn(DEFAULT_COMPANY_TIME_ZONE);
const tiles = [{ key: 'openJobs', title: 'My open jobs', value: 3 }];
/** Renders the start may cause: online, the figures' new time (4 before TRUST-11's change). */
const RENDERS_ALLOWED = 2;

describe('the dashboard when a warm start’s answers arrive', () => {
  let commits = 0;
  const counted = () => (commits += 1);

  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Before the health check: the screen shows the device's data and refreshes nothing yet.
    act(() => networkStatus.setOnline(false));
    stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles }) });
    // What the last start left on the device.
    await writeSetting('sessionUser', person(7, 'foreman', 'Frank Foreman'));
    await db.jobs.bulkPut([timesheetJob(11), timesheetJob(12)]);
    await applyStartAnswers({ date: today, dayOff: false });
    await saveDashboard({ dashboardID: 1, tiles }, new Date('2020-01-15T07:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it(`[TRUST-11] renders its figures at most ${RENDERS_ALLOWED} times and the rest of the screen never when the answers equal what the device holds`, async () => {
    const routes = [
      {
        path: '/dashboard',
        element: (
          <Profiler id="dashboard" onRender={counted}>
            <DashboardPage />
          </Profiler>
        ),
      },
    ];
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: /J-11/ });
    await screen.findByText('My open jobs');
    await screen.findByText(/^Updated.*2020/);
    commits = 0;
    screenRenders.count = 0;

    // The start's answers: online; the same menu, lookups, templates, jobs, crew, week and zone;
    // the dashboard's figures (the same tiles, a new time).
    const fetched = stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles }) });
    act(() => networkStatus.setOnline(true));
    await act(() => applyStartAnswers({ date: today, dayOff: false }));
    await waitUntil(() => expect(fetched.to('/api/cmd')).toHaveLength(1));
    await waitUntil(() => expect(screen.getByText(/^Updated/).textContent).not.toContain('2020'));
    expect(screen.queryByText(/cached/i)).toBeNull();

    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(RENDERS_ALLOWED);
    // Today's jobs, what waits and the days to confirm: nothing of theirs changed, no render.
    expect(screenRenders.count).toBe(0);
  });
});
