// The job site's pin on a Leaflet map: a click places it; the latitude and longitude fields beside
// it (JobForm) set it too, so it works with no tiles at all. The pin is a vector circle (no image).
import { Alert, Box } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './site-map.css';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { NO_PIN_VIEW, PIN_ZOOM, tileAttribution, tileUrl } from './map-config';

export interface Pin {
  latitude: number;
  longitude: number;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function SitePin({ pin, onPick }: { pin: Pin | null; onPick?: (pin: Pin) => void }) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: NO_PIN_VIEW.center, zoom: NO_PIN_VIEW.zoom });
    L.tileLayer(tileUrl(), { maxZoom: 19, attribution: tileAttribution(), crossOrigin: true })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current?.({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    marker.current?.remove();
    marker.current = null;
    if (latitude === undefined || longitude === undefined) return;
    marker.current = L.circleMarker([latitude, longitude], {
      radius: 9,
      color: '#ffffff',
      weight: 2,
      fillColor: '#e03131',
      fillOpacity: 0.95,
      className: 'site-pin',
    }).addTo(current);
    current.setView([latitude, longitude], Math.max(current.getZoom(), PIN_ZOOM));
  }, [latitude, longitude]);

  return (
    <Box>
      {tilesFailed && (
        <Alert color="gray" role="status" mb="xs">
          {t('jobs.tilesFailed')}
        </Alert>
      )}
      <div
        ref={container}
        role="region"
        aria-label={t('jobs.mapLabel')}
        data-testid="site-map"
        style={{ height: 280, borderRadius: 4 }}
      />
    </Box>
  );
}
