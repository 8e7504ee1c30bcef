// JOB-5: GET /api/geocode/reverse. The app calls it only when online; every failure is a clear
// status the ER form treats as "type the address" (the form never depends on it).
import { ERROR_CODES } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { GeocoderError, type Geocoder } from '../../adapters/geocoder/geocoder.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { HttpError, notFound } from '../../http/errors.js';

export function geocodeRoutes(app: FastifyInstance, deps: RouteDeps & { geocoder: Geocoder | undefined }) {
  serveCall(app, deps, 'reverseGeocode', async ({ query }) => {
    if (!deps.geocoder) {
      throw new HttpError(
        503,
        ERROR_CODES.geocoderUnavailable,
        'No address lookup is configured on this server',
      );
    }
    try {
      const address = await deps.geocoder.reverse({ latitude: query.lat, longitude: query.lng });
      if (!address) throw notFound('No address is known at this point');
      return address;
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error;
      throw error.kind === 'timeout'
        ? new HttpError(504, ERROR_CODES.geocoderTimeout, error.message)
        : new HttpError(502, ERROR_CODES.geocoderFailed, error.message);
    }
  });
}
