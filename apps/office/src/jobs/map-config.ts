// Where the site map's tiles come from: VITE_MAP_TILE_URL at build time (the server's MAP_TILE_URL
// allows its origin in the CSP), OpenStreetMap by default, as in the field app's fleet map.
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

const configured = (env: Record<string, unknown>, name: string): string | null => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

export const tileUrl = (env: Record<string, unknown> = import.meta.env) =>
  configured(env, 'VITE_MAP_TILE_URL') ?? DEFAULT_TILE_URL;

export const tileAttribution = (env: Record<string, unknown> = import.meta.env) =>
  configured(env, 'VITE_MAP_TILE_ATTRIBUTION') ?? DEFAULT_ATTRIBUTION;

/** Where the map looks before a pin is set: the continental US, zoomed out. */
export const NO_PIN_VIEW = { center: [39.5, -98.35] as [number, number], zoom: 4 };
export const PIN_ZOOM = 15;
