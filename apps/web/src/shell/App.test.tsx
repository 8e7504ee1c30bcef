import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@fieldops/contract';
import { networkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { Providers } from '../test/render';
import { App } from './App';
import { appRoutes } from './routes';
import { startDeps } from './start-deps';

describe('app start', () => {
  afterEach(() => {
    // Unmount first: going back online must not wake a mounted screen.
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[SHELL-4] [START-1] shows the splash while starting, then login when online with no user', async () => {
    await resetDb();
    // The health check starts after the first paint: its answer is held until it is asked.
    const asked = new Promise<(r: Response) => void>((onAsked) =>
      stubFetch({ 'GET /api/server': () => new Promise<Response>(onAsked) }),
    );
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/dashboard'] });
    render(<App router={router} deps={{ ...startDeps(router), trackNetwork: () => () => undefined }} />, {
      wrapper: Providers,
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    (await asked)(json({ Database: 'fieldops', DBStatus: 'success', Server: 'api-1' }));
    expect(
      await screen.findByRole('button', { name: 'Sign in with your company account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('[UX-4] with a user on the device, the dashboard and its cached menu show before the health check answers', async () => {
    await resetDb();
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    const { saveMenuItems } = await import('../db/menu');
    await saveMenuItems([{ title: 'Fleet', url: '/fleet-list', icon: 'truck' }]);
    // The server never answers during this test: everything seen comes from the device.
    const net = stubFetch({ 'GET /api/server': () => new Promise<Response>(() => undefined) });
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/dashboard'] });
    render(<App router={router} deps={{ ...startDeps(router), trackNetwork: () => () => undefined }} />, {
      wrapper: Providers,
    });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Fleet' })).toBeInTheDocument();
    // The start sequence did run, after that paint, and is still waiting on the health answer.
    await waitFor(() => expect(net.to('/api/server')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('[START-1] [START-4] offline with a user: offline toast, banner, and the cached menu on the dashboard', async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    const { saveMenuItems } = await import('../db/menu');
    await saveMenuItems([{ title: 'Fleet', url: '/fleet-list', icon: 'truck' }]);
    const net = stubFetch({ 'GET /api/server': new TypeError('Failed to fetch') });
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/dashboard'] });
    render(<App router={router} deps={{ ...startDeps(router), trackNetwork: () => () => undefined }} />, {
      wrapper: Providers,
    });
    expect(await screen.findByText('NETWORK IS OFFLINE!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fleet' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Network is offline')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    // The start sends no command offline (no menu refresh, syncs or device registration). The
    // dashboard screen refreshes itself when it mounts while the app still counts as online: the
    // start runs after the first paint, so that refresh may go out before the health check fails
    // (a phone on Wi-Fi without internet does the same) and its failure leaves the cached figures.
    const commands = net.to('/api/cmd').map((request) => new URL(request.url).searchParams.get('proc'));
    expect(commands.filter((proc) => proc !== 'GetDashboard')).toEqual([]);
  });
});
