// MISC-2: where map tiles come from. Configured at build time (VITE_MAP_TILE_URL, with the same
// origin allowed by the server's MAP_TILE_URL for the CSP); OpenStreetMap by default. Tiles are
// not precached; the service worker keeps the tiles a map loaded (bounded, issue 14 item 5).
import { t } from '../../i18n/messages';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function tileUrl(env: Record<string, unknown> = import.meta.env): string {
  const configured = env['VITE_MAP_TILE_URL'];
  return typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_TILE_URL;
}

/** The tile provider's required credit: VITE_MAP_TILE_ATTRIBUTION with another tile server. */
export function tileAttribution(env: Record<string, unknown> = import.meta.env): string {
  const configured = env['VITE_MAP_TILE_ATTRIBUTION'];
  return typeof configured === 'string' && configured.trim() ? configured.trim() : t('fleet.mapAttribution');
}

export const STATUS_COLOURS = {
  active: '#2f9e44',
  idle: '#1c7ed6',
  maintenance: '#f08c00',
  offline: '#868e96',
} as const;
