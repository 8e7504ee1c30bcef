// OFFICE-9: where the photo map's tiles come from, as the field app's map (apps/web fleet
// map-config.ts): VITE_MAP_TILE_URL at build time, the server's MAP_TILE_URL allowing its origin;
// OpenStreetMap by default. The console is online only, so tiles are never kept.
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

const configured = (env: Record<string, unknown>, name: string): string | null => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

export const tileUrl = (env: Record<string, unknown> = import.meta.env): string =>
  configured(env, 'VITE_MAP_TILE_URL') ?? DEFAULT_TILE_URL;

/** The tile provider's required credit (a proper name: the same in every language). */
export const tileAttribution = (env: Record<string, unknown> = import.meta.env): string =>
  configured(env, 'VITE_MAP_TILE_ATTRIBUTION') ?? DEFAULT_ATTRIBUTION;
