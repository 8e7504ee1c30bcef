import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetTrackList, FleetItem } from '@fieldops/contract';
import { readCachedFleet, saveFleet } from '../../db/fleet';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { FleetListPage } from './FleetListPage';
import { filterFleet, mapPoints, NO_FILTER } from './fleet-filter';
import { DEFAULT_TILE_URL, tileAttribution, tileUrl } from './map-config';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const unit = (over: Partial<FleetItem> & Pick<FleetItem, 'id' | 'name'>): FleetItem => ({
  kind: 'vehicle',
  type: 'Pickup',
  status: 'active',
  latitude: 45.5,
  longitude: -122.6,
  lastSeen: minutesAgo(5),
  assignedTo: null,
  ...over,
});
const items: FleetItem[] = [
  unit({ id: 'V-101', name: 'Truck 101', type: 'Bucket truck', assignedTo: 'Frank Foreman' }),
  unit({
    id: 'V-104',
    name: 'Vac truck 104',
    type: 'Vacuum excavator',
    status: 'maintenance',
    lastSeen: minutesAgo(26 * 60),
  }),
  unit({ id: 'A-201', name: 'Generator 201', kind: 'asset', type: 'Generator', lastSeen: minutesAgo(2) }),
  unit({
    id: 'A-205',
    name: 'Pipe trailer 205',
    kind: 'asset',
    type: 'Trailer',
    status: 'offline',
    latitude: null,
    longitude: null,
    lastSeen: null,
  }),
];
const answer = (list = items): AssetTrackList => ({
  folder: 'all',
  generatedAt: new Date().toISOString(),
  items: list,
});

const listItems = () =>
  within(screen.getByRole('list', { name: 'Vehicles and assets' })).getAllByRole('listitem');

describe('fleet list', () => {
  beforeEach(async () => {
    await resetDb();
    act(() => networkStatus.setOnline(true));
    localStorage.setItem('currentSessionID', 'sid-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[MISC-2] loads the whole fleet, keeps it in the device database and shows last seen', async () => {
    const net = stubFetch({ 'GET /api/assettrack/all/list': json(answer()) });
    renderWithProviders(<FleetListPage />);
    expect(await screen.findByText('Truck 101')).toBeInTheDocument();
    expect(listItems()).toHaveLength(4);
    const truck = screen.getByRole('listitem', { name: 'Truck 101 (V-101)' });
    expect(within(truck).getByText('Last seen 5 minutes ago')).toBeInTheDocument();
    expect(within(truck).getByText('With Frank Foreman')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Pipe trailer 205 (A-205)' })).getByText(
        'Never reported a position',
      ),
    ).toBeInTheDocument();
    // Most recently seen first.
    expect(listItems()[0]).toHaveAccessibleName('Generator 201 (A-201)');
    expect(net.to('/api/assettrack/all/list')[0]!.url.searchParams.get('forcerefresh')).toBeNull();
    const saved = await readCachedFleet();
    expect(saved?.list.items.map((i) => i.id)).toEqual(items.map((i) => i.id));
  });

  it('[MISC-2] searches and filters by type and status', async () => {
    await saveFleet(answer());
    stubFetch({ 'GET /api/assettrack/all/list': json(answer()) });
    renderWithProviders(<FleetListPage />);
    await screen.findByText('Truck 101');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'frank');
    expect(listItems()).toHaveLength(1);
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('radio', { name: 'Assets' }));
    expect(listItems().map((li) => li.getAttribute('aria-label'))).toEqual([
      'Generator 201 (A-201)',
      'Pipe trailer 205 (A-205)',
    ]);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    expect(listItems().map((li) => li.getAttribute('aria-label'))).toEqual(['Vac truck 104 (V-104)']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'generator');
    expect(screen.getByText('No vehicle or asset matches the search and filters.')).toBeInTheDocument();
  });

  it('[MISC-2] offline and signed out (open route) it shows the copy saved on this device and asks nobody', async () => {
    await saveFleet(answer());
    localStorage.removeItem('currentSessionID');
    const net = stubFetch({});
    act(() => networkStatus.setOnline(false));
    renderWithProviders(<FleetListPage />);
    expect(await screen.findByText('Vac truck 104')).toBeInTheDocument();
    expect(screen.getByText(/Showing the fleet saved on this device/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('[MISC-2] [NAV-2] online but signed out, the open route fetches nothing and shows only the saved copy', async () => {
    await saveFleet(answer());
    localStorage.removeItem('currentSessionID');
    const net = stubFetch({ 'GET /api/assettrack/all/list': json(answer([])) });
    renderWithProviders(<FleetListPage />);
    expect(await screen.findByText('Vac truck 104')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    // Give a fetch the chance to start: none may, without a session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(net.requests).toHaveLength(0);
  });

  it('[MISC-2] offline with nothing saved says how to get it; signed out says to sign in', async () => {
    stubFetch({});
    act(() => networkStatus.setOnline(false));
    const view = renderWithProviders(<FleetListPage />);
    expect(
      await screen.findByText(/Offline, and the fleet has not been loaded on this device yet/),
    ).toBeInTheDocument();
    view.unmount();
    localStorage.removeItem('currentSessionID');
    act(() => networkStatus.setOnline(true));
    renderWithProviders(<FleetListPage />);
    expect(await screen.findByText(/Sign in once to load the fleet/)).toBeInTheDocument();
  });

  it('[MISC-2] Refresh asks the server to bypass its cache; a failed refresh keeps the saved copy', async () => {
    await saveFleet(answer());
    const moved = answer([{ ...items[0]!, status: 'idle' }]);
    let fail = false;
    const net = stubFetch({
      'GET /api/assettrack/all/list': () =>
        fail ? json({ error: 'internal', message: 'x', details: null }, 500) : json(moved),
    });
    renderWithProviders(<FleetListPage />);
    await waitFor(() => expect(listItems()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(net.to('/api/assettrack/all/list')).toHaveLength(2));
    expect(net.to('/api/assettrack/all/list')[1]!.url.searchParams.get('forcerefresh')).toBe('true');
    fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/could not be refreshed; showing the copy saved/)).toBeInTheDocument();
    expect(screen.getByText('Truck 101')).toBeInTheDocument();
  });

  it('[MISC-2] filters and map points are pure: positions only for those that reported one', () => {
    expect(filterFleet(items, { ...NO_FILTER, search: 'TRUCK 10' }).map((i) => i.id)).toEqual([
      'V-101',
      'V-104',
    ]);
    expect(filterFleet(items, { ...NO_FILTER, kind: 'asset', status: 'offline' }).map((i) => i.id)).toEqual([
      'A-205',
    ]);
    expect(mapPoints(items).map((p) => p.id)).toEqual(['V-101', 'V-104', 'A-201']);
  });

  // That the service worker never caches tiles is checked with its configuration (shell/pwa-options.test.ts).
  it('[MISC-2] tiles come from configuration (OpenStreetMap by default)', () => {
    expect(tileUrl({})).toBe(DEFAULT_TILE_URL);
    expect(tileUrl({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(tileAttribution({})).toBe('© OpenStreetMap contributors');
    expect(tileAttribution({ VITE_MAP_TILE_ATTRIBUTION: '© Example Maps' })).toBe('© Example Maps');
  });
});
