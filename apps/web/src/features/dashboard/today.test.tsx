import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COMPANY_TIME_ZONE, addDays, todayIn } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveDashboard } from '../../db/dashboard';
import { writeSetting } from '../../db/settings';
import { networkStatus } from '../../platform/network-status';
import { addTask } from '../../queue/enqueue';
import { resetDb } from '../../test/db';
import { stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { foremanDay, person, timesheetJob } from '../../test/timesheet-fixtures';
import { signIn } from '../../test/report-fixtures';
import { DashboardPage } from './DashboardPage';

const today = todayIn(DEFAULT_COMPANY_TIME_ZONE);
const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/jobs/:jobID/job-page', element: <p>job page</p> },
  { path: '/queue-list', element: <p>queue page</p> },
  { path: '/ts-jobs', element: <p>day page</p> },
];
const tiles = [
  { key: 'signedInAs', title: 'Signed in as', value: 'Frank Foreman' },
  { key: 'openJobs', title: 'My open jobs', value: 3 },
];

async function foremanWithToday(role: 'foreman' | 'crew' = 'foreman') {
  await writeSetting('sessionUser', person(7, role, 'Frank Foreman'));
  await db.jobs.bulkPut([timesheetJob(11), timesheetJob(12), timesheetJob(13)]);
  const day = (date: string, jobID: number, status: 'draft' | 'confirmed') => ({
    date,
    foremanID: 7,
    timesheet: { ...foremanDay(7, date, jobID), status },
    queueID: null,
  });
  await db.timesheetDays.bulkPut([
    day(today, 12, 'draft'),
    day(addDays(today, -1), 11, 'confirmed'),
    day(addDays(today, -2), 13, 'draft'),
  ]);
  await saveDashboard({ dashboardID: 1, tiles });
}

async function queueOne() {
  await addTask(db, {
    kind: 'http',
    url: '/api/Image',
    method: 'POST',
    payload: { referenceCode: 'p1' },
    taskName: 'Upload p1',
    typeObject: 'Image', // the photo upload kind (queue/kinds/image.ts)
    dependsOn: null,
  });
}

describe('dashboard: a foreman’s actions first', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => networkStatus.setOnline(false));
    stubFetch({});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[TRUST-8] leads with today’s jobs, what waits and the days to confirm, each a tap away; the user’s name comes last', async () => {
    await foremanWithToday();
    await queueOne();
    const { router } = renderRoutes(routes, '/dashboard');
    const jobs = await screen.findByRole('list', { name: 'Today’s jobs' });
    expect(
      within(jobs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/jobs/12/job-page']);
    const waiting = await screen.findByRole('link', { name: /1 change waiting to be sent/ });
    expect(waiting).toHaveAttribute('href', '/queue-list');
    const days = screen.getByRole('list', { name: 'Days to confirm or explain' });
    expect(
      within(days)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/ts-jobs?date=${addDays(today, -2)}`, `/ts-jobs?date=${today}`]);
    // The sections come in that order, and the server's tiles after them, the user's name last.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Today’s jobs',
      'Waiting to be sent',
      'Days to confirm or explain',
      'More figures',
    ]);
    const figures = await screen.findAllByRole('listitem');
    expect(figures.at(-1)).toHaveTextContent('Signed in asFrank Foreman');
    await userEvent.click(within(jobs).getByRole('link', { name: /J-12/ }));
    expect(router.state.location.pathname).toBe('/jobs/12/job-page');
  });

  it('[TRUST-11] the cached figures show only once the sections above them are in, so nothing on screen moves down', async () => {
    await foremanWithToday();
    renderRoutes(routes, '/dashboard');
    // Before the device's answer: its loading line, and no figures that it would push down.
    expect(screen.getByRole('status')).toHaveTextContent('Loading today’s work…');
    expect(screen.queryByRole('heading', { name: 'More figures' })).toBeNull();
    await screen.findByRole('heading', { name: 'More figures' });
    expect(screen.getByRole('heading', { name: 'Today’s jobs' })).toBeInTheDocument();
    expect(await screen.findByText('My open jobs')).toBeVisible();
  });

  it('[TRUST-8] before today’s timesheet, lists the open jobs on the device and offers to start the day', async () => {
    await writeSetting('sessionUser', person(7, 'foreman'));
    await db.jobs.bulkPut([timesheetJob(21), { ...timesheetJob(22), status: 'Closed' }]);
    renderRoutes(routes, '/dashboard');
    const jobs = await screen.findByRole('list', { name: 'Your jobs' });
    expect(
      within(jobs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/jobs/21/job-page']);
    expect(screen.getByRole('link', { name: 'Start today’s timesheet' })).toHaveAttribute(
      'href',
      `/ts-jobs?date=${today}`,
    );
    expect(screen.getByText('Nothing is waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('Every day up to today is confirmed.')).toBeInTheDocument();
  });

  it('[TRUST-8] crew see their jobs and what waits, not timesheet days; an empty device says so', async () => {
    await writeSetting('sessionUser', person(8, 'crew'));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(/No jobs on this device yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Days to confirm or explain' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start today’s timesheet' })).toBeNull();
    expect(screen.getByRole('link', { name: /Nothing is waiting/ })).toHaveAttribute('href', '/queue-list');
  });
});
