// FIELD-8: when and where a photo was taken, as the device read it (the photo's EXIF, else its
// own clock and position at capture). The same bounds on both sides: the device drops an EXIF
// time outside them (a camera whose clock was never set) rather than queue an upload the server
// would refuse, and the server refuses anything outside them with a 400.
import { z } from 'zod';

/** No photo of ours predates digital cameras in the field; 1970 or 0000 is an unset camera clock. */
export const CAPTURE_EARLIEST = '2000-01-01T00:00:00Z';
/**
 * How far ahead of the server's clock a capture time may be. Phones keep network time, but a
 * photo refused over a few minutes of drift would be lost to its report, so the margin is wide.
 */
export const CAPTURE_CLOCK_SKEW_MS = 60 * 60_000;

/** An ISO instant (offset or Z) between CAPTURE_EARLIEST and `now` plus the skew. */
export function isPlausibleCaptureTime(iso: string, now: Date = new Date()): boolean {
  const at = Date.parse(iso);
  return (
    Number.isFinite(at) && at >= Date.parse(CAPTURE_EARLIEST) && at <= now.getTime() + CAPTURE_CLOCK_SKEW_MS
  );
}

/**
 * The capture fields of an upload. `takenAt` keeps the offset the device gave, so a report prints
 * the wall-clock time at the site, not the server's zone. A position is both numbers or neither.
 */
export const PhotoCaptureFields = z.object({
  takenAt: z.iso
    // abort: a value that is no instant gets that one message, not a second about its range.
    .datetime({ offset: true, abort: true })
    .refine((value) => isPlausibleCaptureTime(value), {
      message: `A capture time from ${CAPTURE_EARLIEST.slice(0, 10)} up to now`,
    })
    .nullable()
    .optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});

/** For a schema's superRefine: a latitude without its longitude (or the reverse) is refused. */
export function checkPositionPair(
  value: { latitude?: number | null; longitude?: number | null },
  context: z.RefinementCtx,
): void {
  const hasLatitude = value.latitude !== null && value.latitude !== undefined;
  const hasLongitude = value.longitude !== null && value.longitude !== undefined;
  if (hasLatitude === hasLongitude) return;
  context.addIssue({
    code: 'custom',
    path: [hasLatitude ? 'longitude' : 'latitude'],
    message: 'A position needs both latitude and longitude',
  });
}

/** What the server answers about a stored photo's capture: null where the device sent nothing. */
export const PhotoCapture = z.object({
  takenAt: z.string().nullable().default(null),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
});
export type PhotoCapture = z.infer<typeof PhotoCapture>;
