// MISC-2: the map of last known positions, loaded lazily (Leaflet is ~40 kB gzip) so the list never
// waits for it. Markers are vector circles, not image icons: they draw with no tiles and no network.
// A tile that fails to load (offline) only adds a note; the markers and the list stay.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './fleet-map-a11y.css';
import { t } from '../../i18n/messages';
import type { MapPoint } from './fleet-filter';
import { STATUS_COLOURS, tileAttribution, tileUrl } from './map-config';

/** Leaflet puts a string tooltip in as HTML; names come from the server, so they go in as text. */
function tooltipText(label: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = label;
  return span;
}

export function FleetMap({ points }: { points: readonly MapPoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { zoomControl: false, attributionControl: true });
    // UX-1: Leaflet's own buttons are named in English; ours speak the device's language.
    L.control.zoom({ zoomInTitle: t('reports.zoomIn'), zoomOutTitle: t('reports.zoomOut') }).addTo(created);
    // CORS (crossOrigin): the service worker keeps tiles for offline (pwa-options.ts), and a CORS
    // answer is stored at its size, where an opaque one would count megabytes against the quota.
    L.tileLayer(tileUrl(), { maxZoom: 19, attribution: tileAttribution(), crossOrigin: true })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    const group = markers.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const point of points) {
      L.circleMarker([point.latitude, point.longitude], {
        radius: 8,
        color: '#ffffff',
        weight: 2,
        fillColor: STATUS_COLOURS[point.status],
        fillOpacity: 0.9,
        className: `fleet-marker fleet-marker-${point.status}`,
      })
        .bindTooltip(tooltipText(point.label))
        .addTo(group);
    }
    if (points.length > 0) {
      current.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [24, 24],
        maxZoom: 14,
      });
    }
  }, [points]);

  return (
    <Box>
      {tilesFailed && (
        <Alert color="gray" role="status" mb="xs">
          {t('fleet.tilesFailed')}
        </Alert>
      )}
      <div
        ref={container}
        role="region"
        aria-label={t('fleet.mapLabel')}
        data-testid="fleet-map"
        style={{ height: 320, borderRadius: 8 }}
      />
    </Box>
  );
}
