// A Nominatim-compatible reverse geocoder (OpenStreetMap's, or a self-hosted one). The base URL
// comes from configuration only and redirects are refused, so a request can never make the
// server call any other host (no SSRF through this call).
import { z } from 'zod';
import { GeocoderError, type GeoPoint, type Geocoder } from './geocoder.js';

/** ~1 m: enough for a street address, and no more of the crew's position than needed. */
const COORDINATE_DECIMALS = 5;

const NominatimAnswer = z.object({
  error: z.string().optional(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      hamlet: z.string().optional(),
      municipality: z.string().optional(),
    })
    .optional(),
});

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
}

export function nominatimGeocoder({ baseUrl, timeoutMs, userAgent }: NominatimOptions): Geocoder {
  return {
    async reverse({ latitude, longitude }: GeoPoint) {
      const url = new URL(`${baseUrl}/reverse`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: latitude.toFixed(COORDINATE_DECIMALS),
        lon: longitude.toFixed(COORDINATE_DECIMALS),
        zoom: '18',
        addressdetails: '1',
      }).toString();
      let body: unknown;
      try {
        const answer = await fetch(url, {
          headers: { Accept: 'application/json', 'User-Agent': userAgent },
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!answer.ok) throw new GeocoderError('failed', `The geocoder answered ${answer.status}`);
        body = await answer.json();
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new GeocoderError('timeout', `The geocoder did not answer within ${timeoutMs} ms`);
        }
        throw new GeocoderError('failed', 'The geocoder could not be reached');
      }
      const parsed = NominatimAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderError('failed', 'The geocoder answered something unreadable');
      const { error, address } = parsed.data;
      if (error || !address) return null;
      const address1 = [address.house_number, address.road].filter(Boolean).join(' ');
      const city =
        address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality ?? '';
      return address1 || city ? { address1, city } : null;
    },
  };
}
