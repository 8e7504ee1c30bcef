// The map's chunk failing to load (offline after an update, or Leaflet throwing) must leave the list.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { saveFleet } from '../../db/fleet';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { FleetListPage } from './FleetListPage';

vi.mock('./FleetMap', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('fleet map failure', () => {
  beforeEach(async () => {
    await resetDb();
    act(() => networkStatus.setOnline(false));
  });

  it('[MISC-2] the list works when the map cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({});
    await saveFleet({
      folder: 'all',
      generatedAt: new Date().toISOString(),
      items: [
        {
          id: 'V-101',
          kind: 'vehicle',
          name: 'Truck 101',
          type: 'Pickup',
          status: 'active',
          latitude: 45.5,
          longitude: -122.6,
          lastSeen: null,
          assignedTo: null,
        },
      ],
    });
    renderWithProviders(<FleetListPage />);
    expect(
      await screen.findByText('The map could not be shown. The list above has every position.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Truck 101 (V-101)' })).toBeInTheDocument();
  });
});
