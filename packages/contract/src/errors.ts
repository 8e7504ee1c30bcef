import { z } from 'zod';

/** Every error the server answers has this shape (SRV-1). */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  idempotencyMismatch: 'idempotency_key_reused',
  tooLarge: 'payload_too_large',
  /** REPORT-6: the bytes are not a JPEG, PNG or WebP image, not the type claimed, or two files in one (415). */
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  /** OPS-6: the server is at capacity for this kind of work (503 with Retry-After); try later. */
  busy: 'server_busy',
  internal: 'internal',
  /** JOB-5: no geocoder is configured (503); the form works without an address lookup. */
  geocoderUnavailable: 'geocoder_unavailable',
  /** JOB-5: the geocoder did not answer within GEOCODER_TIMEOUT_MS (504). */
  geocoderTimeout: 'geocoder_timeout',
  /** JOB-5: the geocoder answered with an error or something unreadable (502). */
  geocoderFailed: 'geocoder_failed',
} as const;
