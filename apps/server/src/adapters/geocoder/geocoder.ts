// JOB-5: reverse geocoding behind one interface (ARCHITECTURE: adapters for the outside world).
// There is no local implementation that could invent addresses, so "none configured" is a
// state the call answers (503) and the app handles by asking for the address.
import type { ReverseGeocodeAnswer } from '@fieldops/contract';

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
