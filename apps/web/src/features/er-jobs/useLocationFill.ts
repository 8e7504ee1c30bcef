// JOB-5: 'Use my location': the device position from the geolocation adapter, then, online and
// where the server has a geocoder, the address at that point. Each missing piece is said plainly;
// the form never depends on it.
import { useState } from 'react';
import { assertNever, type GpsCoordinates, type ReverseGeocodeAnswer } from '@fieldops/contract';
import { type GeolocationAdapter, geolocation } from '../../platform/geolocation';
import { networkStatus } from '../../platform/network-status';
import { reverseGeocode } from '../../sync/geocode';

export const POSITION_TIMEOUT_MS = 10_000;

export type LocationFill =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'noPosition' }
  | { state: 'found'; position: GpsCoordinates }
  | { state: 'addressFound'; position: GpsCoordinates }
  | { state: 'geocoderOffline'; position: GpsCoordinates }
  | { state: 'geocoderUnavailable'; position: GpsCoordinates };

export function useLocationFill(
  onAddress: (address: ReverseGeocodeAnswer) => void,
  adapter: GeolocationAdapter = geolocation,
) {
  const [fill, setFill] = useState<LocationFill>({ state: 'idle' });

  async function locate(): Promise<void> {
    setFill({ state: 'locating' });
    const position = await adapter.currentPosition(POSITION_TIMEOUT_MS);
    if (!position) return setFill({ state: 'noPosition' });
    if (!networkStatus.getSnapshot()) return setFill({ state: 'geocoderOffline', position });
    setFill({ state: 'found', position });
    const result = await reverseGeocode(position);
    if (result.kind === 'found') {
      onAddress(result.address);
      setFill({ state: 'addressFound', position });
    } else if (result.kind === 'offline') setFill({ state: 'geocoderOffline', position });
    else if (result.kind === 'unavailable') setFill({ state: 'geocoderUnavailable', position });
    else assertNever(result);
  }

  const position = 'position' in fill ? fill.position : null;
  return { fill, position, locate };
}
