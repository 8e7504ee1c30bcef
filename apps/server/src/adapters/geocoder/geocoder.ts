// JOB-5: reverse geocoding behind one interface (ARCHITECTURE: adapters for the outside world).
// There is no local implementation that could invent addresses, so "none configured" is a
// state the call answers (503) and the app handles by asking for the address.
import type { ReverseGeocodeAnswer } from '@fieldops/contract';
import type { AppConfig } from '../../config.js';
import { nominatimGeocoder } from './nominatim.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** The address at a point, or null when the service knows none there. */
  reverse(point: GeoPoint): Promise<ReverseGeocodeAnswer | null>;
}

/** The service did not answer in time ('timeout') or answered something unusable ('failed'). */
export class GeocoderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'GeocoderError';
  }
}

export function geocoderFor(config: Pick<AppConfig, 'geocoderUrl' | 'geocoderTimeoutMs' | 'publicUrl'>) {
  if (!config.geocoderUrl) return undefined;
  return nominatimGeocoder({
    baseUrl: config.geocoderUrl,
    timeoutMs: config.geocoderTimeoutMs,
    // Nominatim's usage policy asks every client to identify itself.
    userAgent: `FieldOps/0.1 (+${config.publicUrl})`,
  });
}
