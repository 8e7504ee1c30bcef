// The map draws names that come from the server: they must show as text, never as markup.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import L from 'leaflet';
import { renderWithProviders } from '../../test/render';
import { FleetMap } from './FleetMap';

describe('fleet map', () => {
  it('[MISC-2] a marker names its vehicle as text, so a name from the server cannot inject markup', async () => {
    const bindTooltip = vi.spyOn(L.Layer.prototype, 'bindTooltip');
    const label = 'Truck <img src="x" onerror="window.injected = 1"> (V-1)';
    const view = renderWithProviders(
      <FleetMap points={[{ id: 'V-1', label, latitude: 45.5, longitude: -122.6, status: 'active' }]} />,
    );
    await waitFor(() => expect(view.container.querySelectorAll('path.fleet-marker')).toHaveLength(1));
    const marker = bindTooltip.mock.contexts[0] as L.CircleMarker;
    marker.openTooltip();
    const tooltip = document.querySelector('.leaflet-tooltip');
    expect(tooltip?.textContent).toBe(label);
    expect(tooltip?.querySelector('img')).toBeNull();
  });
});
