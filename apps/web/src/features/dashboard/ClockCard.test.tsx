// CREW-1 on the crew member's dashboard: one big tap clocks in with no signal; the state says
// since when, where, and that it waits to be sent; the next tap clocks out. CREW-2: a job's fence
// reaches the device with the job, and arriving there offers to clock in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { PunchPosition } from '@fieldops/contract';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { writeSetting } from '../../db/settings';
import { positionFixes } from '../../platform/position-fix';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import { person, timesheetJob } from '../../test/timesheet-fixtures';
import { DashboardPage } from './DashboardPage';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const SITE = { latitude: 49.2827, longitude: -123.1207 };

describe('the crew clock on the dashboard', () => {
  beforeEach(async () => {
    await resetDb();
    await writeSetting('sessionUser', person(8, 'crew'));
    await db.jobs.put({ ...timesheetJob(12), jobNumber: 'J-4102', fence: { ...SITE, radiusM: 150 } });
  });
  afterEach(() => vi.restoreAllMocks());

  it('[CREW-1] one tap clocks in offline: the state names the time, the job and waiting to send', async () => {
    vi.spyOn(positionFixes, 'currentFix').mockResolvedValue({ ...SITE, accuracyM: 9 });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Not clocked in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Clocked in since .* at J-4102 · waiting to send/);
    const [punch] = await db.crewPunches.toArray();
    expect(punch!.punch).toMatchObject({
      kind: 'in',
      employeeID: 8,
      jobID: 12,
      position: { ...SITE, accuracyM: 9 },
    });
    expect(await db.updateQueue.count()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Clocked out at .* at J-4102/);
    expect(await db.updateQueue.count()).toBe(2);
  });

  it('[CREW-2] arriving at the site with the app open offers to clock in', async () => {
    const listeners: ((fix: PunchPosition) => void)[] = [];
    const fix = (at: PunchPosition) => act(() => listeners.forEach((listener) => listener(at)));
    vi.spyOn(positionFixes, 'watch').mockImplementation((listener) => {
      listeners.push(listener);
      return () => undefined;
    });
    vi.spyOn(positionFixes, 'currentFix').mockResolvedValue(null);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('Not clocked in');
    fix({ latitude: SITE.latitude + 0.01, longitude: SITE.longitude, accuracyM: 10 });
    expect(screen.queryByText('You are at J-4102. Clock in?')).toBeNull();
    fix({ ...SITE, accuracyM: 10 });
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in now' }));
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.queryByText('You are at J-4102. Clock in?')).toBeNull();
    expect(await screen.findByText(/No position: the punch is kept/)).toBeInTheDocument();
  });
});
