// TRUST-3: a busy server (the load shedder's 503, a 429) is not a lost connection. The fleet
// screen says the server is busy and that work is kept, never "check the connection" while online.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetTrackList } from '@fieldops/contract';
import { saveFleet } from '../../db/fleet';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { FleetListPage } from './FleetListPage';

const FLEET = 'GET /api/assettrack/all/list';
const busy = (status: number, error: string) => () =>
  new Response(JSON.stringify({ error, message: 'The server is at capacity', details: null }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '10' },
  });
const saved: AssetTrackList = {
  folder: 'all',
  generatedAt: new Date().toISOString(),
  items: [
    {
      id: 'V-101',
      name: 'Truck 101',
      kind: 'vehicle',
      type: 'Pickup',
      status: 'active',
      latitude: 45.5,
      longitude: -122.6,
      lastSeen: new Date().toISOString(),
      assignedTo: null,
    },
  ],
};

describe('fleet screen and a busy server', () => {
  beforeEach(async () => {
    await resetDb();
    act(() => networkStatus.setOnline(true));
    localStorage.setItem('currentSessionID', 'sid-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  for (const [status, error] of [
    [503, 'server_busy'],
    [429, 'rate_limited'],
  ] as const) {
    it(`[TRUST-3] a ${status} with nothing saved says the server is busy and work is kept, not "check the connection"`, async () => {
      stubFetch({ [FLEET]: busy(status, error) });
      renderWithProviders(<FleetListPage />);
      expect(
        await screen.findByText(/server is busy; the fleet will load when it has room/),
      ).toBeInTheDocument();
      expect(screen.getByText(/Your work is kept on this device and will be sent/)).toBeInTheDocument();
      expect(screen.queryByText(/connection/i)).toBeNull();
    });
  }

  it('[TRUST-3] any other failure while online does not speak of the connection either', async () => {
    stubFetch({ [FLEET]: json({ error: 'internal', message: 'x', details: null }, 500) });
    renderWithProviders(<FleetListPage />);
    expect(await screen.findByText('The fleet could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.queryByText(/connection/i)).toBeNull();
  });

  it('[TRUST-3] a busy refresh keeps the saved copy and says the server is busy', async () => {
    await saveFleet(saved);
    let shed = false;
    stubFetch({ [FLEET]: () => (shed ? busy(503, 'server_busy')() : json(saved)) });
    renderWithProviders(<FleetListPage />);
    await screen.findByText('Truck 101');
    shed = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(/server is busy; showing the copy saved on this device/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Truck 101')).toBeInTheDocument());
  });
});
