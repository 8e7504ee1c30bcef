// OFFICE-9: a pin per photo that has a position, on Leaflet (as the field app's fleet map). Pins
// are vector circles: they draw with no icon images. Each pin's tooltip names the photo's time, and
// clicking it selects the photo on the timeline.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { OfficeJobPhoto } from '@fieldops/contract';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import { tileAttribution, tileUrl } from './map-config';

type Placed = OfficeJobPhoto & { latitude: number; longitude: number };
export const isPlaced = (photo: OfficeJobPhoto): photo is Placed =>
  photo.latitude !== null && photo.longitude !== null;

/** Leaflet puts a string tooltip in as HTML; the label goes in as text. */
function tooltipText(label: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = label;
  return span;
}

export interface PhotoMapProps {
  photos: readonly OfficeJobPhoto[];
  label: (photo: OfficeJobPhoto) => string;
  onSelect: (photo: OfficeJobPhoto) => void;
}

export default function PhotoMap({ photos, label, onSelect }: PhotoMapProps) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { zoomControl: false });
    L.control.zoom({ zoomInTitle: t('photos.zoomIn'), zoomOutTitle: t('photos.zoomOut') }).addTo(created);
    L.tileLayer(tileUrl(), { maxZoom: 19, attribution: tileAttribution() }).addTo(created);
    pins.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [t]);

  useEffect(() => {
    const current = map.current;
    const group = pins.current;
    if (!current || !group) return;
    group.clearLayers();
    const placed = photos.filter(isPlaced);
    for (const photo of placed) {
      L.circleMarker([photo.latitude, photo.longitude], {
        radius: 8,
        color: '#ffffff',
        weight: 2,
        fillColor: '#1c7ed6',
        fillOpacity: 0.9,
        className: 'photo-pin',
      })
        .bindTooltip(tooltipText(label(photo)))
        .on('click', () => onSelect(photo))
        .addTo(group);
    }
    if (placed.length > 0) {
      current.fitBounds(L.latLngBounds(placed.map((p) => [p.latitude, p.longitude])), {
        padding: [24, 24],
        maxZoom: 17,
      });
    } else current.setView([0, 0], 1);
  }, [photos, label, onSelect]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('photos.mapLabel')}
      data-testid="photo-map"
      style={{ height: 360, borderRadius: 8 }}
    />
  );
}
