// The geocoder of the configuration (JOB-5): none unless GEOCODER_URL is set. The factory sits
// apart from the interface (geocoder.ts) so implementations import the interface without
// importing their own factory back.
import type { AppConfig } from '../../config.js';
import type { Geocoder } from './geocoder.js';
import { nominatimGeocoder } from './nominatim.js';

export function geocoderFor(
  config: Pick<AppConfig, 'geocoderUrl' | 'geocoderTimeoutMs' | 'publicUrl'>,
): Geocoder | undefined {
  if (!config.geocoderUrl) return undefined;
  return nominatimGeocoder({
    baseUrl: config.geocoderUrl,
    timeoutMs: config.geocoderTimeoutMs,
    // Nominatim's usage policy asks every client to identify itself.
    userAgent: `FieldOps/0.1 (+${config.publicUrl})`,
  });
}
