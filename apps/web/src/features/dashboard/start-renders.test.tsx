// TRUST-11: on a warm start the dashboard is on screen from the device before the start's answers
// come; answers equal to what the device holds must not render it again (on a cheap phone each
// render of the screen was a long task). The figures' refresh changes one line ("Updated …").
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

const today = todayIn(DEFAULT_COMPANY_TIME_ZONE);
const tiles = [{ key: 'openJobs', title: 'My open jobs', value: 3 }];
/** Renders of the dashboard's screen the start's answers may cause: the figures' new time. */
const RENDERS_ALLOWED = 1;

describe('the dashboard when a warm start’s answers arrive', () => {
  let commits = 0;
  const counted = () => (commits += 1);

  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => networkStatus.setOnline(true));
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
  });

  it(`[TRUST-11] renders at most ${RENDERS_ALLOWED} time when the answers equal what the device holds`, async () => {
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
    // The screen's own refresh of the figures (online) has answered and been stored.
    await screen.findByRole('link', { name: /J-11/ });
    await waitUntil(() => expect(screen.getByText(/^Updated/).textContent).not.toContain('2020'));
    commits = 0;

    // The start's answers: the same menu, lookups, templates, jobs, crew, week and zone, then the
    // dashboard's figures (the same tiles, a new time).
    await act(() => applyStartAnswers({ date: today, dayOff: false }));
    await act(() => saveDashboard({ dashboardID: 1, tiles }, new Date('2030-06-15T07:00:00Z')));
    await waitUntil(() => expect(screen.getByText(/^Updated/).textContent).toContain('2030'));

    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(RENDERS_ALLOWED);
  });
});
