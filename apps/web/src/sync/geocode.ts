// JOB-5: the address at a point, through the server's geocoder adapter. Answers null when there
// is no lookup to be had (offline, no geocoder configured, it failed): the form works without it.
import type { GpsCoordinates, ReverseGeocodeAnswer } from '@fieldops/contract';
import { call } from '../api/calls';
import { NetworkError } from '../api/errors';

export type GeocodeResult =
  { kind: 'found'; address: ReverseGeocodeAnswer } | { kind: 'unavailable' } | { kind: 'offline' };

const GEOCODE_TIMEOUT_MS = 8_000;

export async function reverseGeocode(position: GpsCoordinates): Promise<GeocodeResult> {
  try {
    const address = await call(
      'reverseGeocode',
      { query: { lat: position.latitude, lng: position.longitude } },
      { timeoutMs: GEOCODE_TIMEOUT_MS },
    );
    return { kind: 'found', address };
  } catch (error) {
    return error instanceof NetworkError ? { kind: 'offline' } : { kind: 'unavailable' };
  }
}
