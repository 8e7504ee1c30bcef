import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveDashboard } from '../../db/dashboard';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { DashboardPage } from './DashboardPage';

// The screen holds links (TRUST-8): it renders inside a router, as in the app.
const showDashboard = () => renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');

const tiles = [
  { title: 'Open jobs', value: 12 },
  { title: 'Reports this week', value: '7' },
];

describe('dashboard', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => networkStatus.setOnline(true));
  });
  afterEach(() => {
    // Unmount first: going back online must not wake a mounted screen.
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[MISC-1] loads dashboard 1 with GetDashboard, caches it and shows the tiles', async () => {
    let release: (r: Response) => void = () => undefined;
    const net = stubFetch({ 'POST /api/cmd': () => new Promise<Response>((r) => (release = r)) });
    showDashboard();
    expect(await screen.findByText('Loading the dashboard…')).toBeInTheDocument();
    release(json({ dashboardID: 1, tiles }));
    expect(await screen.findByText('Open jobs')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(JSON.parse(net.requests[0]!.body!)).toEqual({
      procedure: 'GetDashboard',
      parameters: [{ name: 'dashboardID', value: 1 }],
    });
  });

  it('[START-4] offline, the dashboard comes from the local cache', async () => {
    await saveDashboard({ dashboardID: 1, tiles });
    const net = stubFetch({});
    act(() => networkStatus.setOnline(false));
    showDashboard();
    expect(await screen.findByText('Reports this week')).toBeInTheDocument();
    expect(screen.getByText('Offline: showing the figures saved on this device.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('[START-4] keeps the cached figures when the refresh fails', async () => {
    await saveDashboard({ dashboardID: 1, tiles });
    stubFetch({ 'POST /api/cmd': new TypeError('Failed to fetch') });
    showDashboard();
    expect(await screen.findByText('Open jobs')).toBeInTheDocument();
  });

  it('[START-4] offline with nothing cached, says so instead of failing', async () => {
    const net = stubFetch({});
    act(() => networkStatus.setOnline(false));
    showDashboard();
    expect(await screen.findByText(/has not been saved on this device yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(net.requests).toHaveLength(0);
  });

  it('[MISC-1] says when there are no figures, and offers a retry when loading fails', async () => {
    stubFetch({ 'POST /api/cmd': json({ error: 'internal', message: 'down', details: null }, 500) });
    showDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles: [] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No dashboard figures yet.')).toBeInTheDocument();
  });

  it('[TRUST-3] a busy server (503 of the shedder) is worded as busy with the work kept, not as a failure', async () => {
    stubFetch({
      'POST /api/cmd': () =>
        new Response(JSON.stringify({ error: 'server_busy', message: 'at capacity', details: null }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        }),
    });
    showDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server is busy; the figures will load when it has room. Your work is kept on this device',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/could not be loaded|connection/);
  });
});
