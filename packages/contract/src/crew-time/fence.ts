// CREW-2: a job site's fence (its location and a radius) and what a punch's position says about
// it. Pure, shared: the server flags the punch it keeps, the device shows the same flag at once and
// decides when a worker has arrived at a site (with hysteresis, so a fix wobbling on the line does
// not remind him twice).
import type { PunchFlag, PunchPosition } from './punches.js';

/** The radius when the office has set none: a yard, a trench and the trucks beside it. */
export const DEFAULT_FENCE_RADIUS_M = 150;
export const MIN_FENCE_RADIUS_M = 25;
export const MAX_FENCE_RADIUS_M = 5_000;
/** A fix worse than this cannot say which side of a fence the worker is on. */
export const PUNCH_ACCURACY_LIMIT_M = 100;
/** Leaving counts only this far beyond the radius, so one wobbling fix is not a new arrival. */
export const ARRIVAL_HYSTERESIS_M = 50;

export interface SiteFence {
  latitude: number;
  longitude: number;
  radiusM: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine; metres-exact at a site's scale). */
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A job's fence, or null when the job has no location (then no fence flag can be raised). */
export function fenceOf(job: {
  latitude: number | null;
  longitude: number | null;
  fenceRadiusM?: number | null;
}): SiteFence | null {
  if (job.latitude === null || job.longitude === null) return null;
  return {
    latitude: job.latitude,
    longitude: job.longitude,
    radiusM: job.fenceRadiusM ?? DEFAULT_FENCE_RADIUS_M,
  };
}

export interface FenceCheck {
  flags: PunchFlag[];
  distanceM: number | null;
}

/** What a position says against a fence: flags for the foreman, never a refusal. */
export function checkFence(fence: SiteFence | null, position: PunchPosition | null): FenceCheck {
  if (position === null) return { flags: ['noFix'], distanceM: null };
  const flags: PunchFlag[] = position.accuracyM > PUNCH_ACCURACY_LIMIT_M ? ['poorAccuracy'] : [];
  if (fence === null) return { flags, distanceM: null };
  const distance = Math.round(distanceM(fence, position));
  if (distance > fence.radiusM) flags.push('outsideFence');
  return { flags, distanceM: distance };
}

/**
 * Arrival with hysteresis: outside → inside when a good fix is within the radius; inside →
 * outside only beyond radius + ARRIVAL_HYSTERESIS_M. A poor fix changes nothing. `arrived` is true
 * on the one step that enters.
 */
export function nextSiteState(
  inside: boolean,
  fence: SiteFence,
  position: PunchPosition,
): { inside: boolean; arrived: boolean } {
  if (position.accuracyM > PUNCH_ACCURACY_LIMIT_M) return { inside, arrived: false };
  const distance = distanceM(fence, position);
  if (!inside && distance <= fence.radiusM) return { inside: true, arrived: true };
  if (inside && distance > fence.radiusM + ARRIVAL_HYSTERESIS_M) return { inside: false, arrived: false };
  return { inside, arrived: false };
}
