// FIELD-8: the line printed under a photo saying when and where it was taken. The time is the
// wall-clock time the device wrote, with its offset, so a report shows 07:42 at the site whatever
// zone the server runs in. Standard-font safe: ASCII and the WinAnsi middle dot only.
import type { PhotoCapture } from '@fieldops/contract';

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** '2026-11-14 07:42 UTC-05:00' from '2026-11-14T07:42:10-05:00'; anything else as it is. */
export function formatCaptureTime(takenAt: string): string {
  const match = WALL_TIME.exec(takenAt);
  if (!match) return takenAt;
  const [, date, time, zone] = match;
  return `${date} ${time} UTC${zone === 'Z' ? '' : zone}`;
}

/** About a metre: more would claim a precision no phone has. */
export const formatPosition = (latitude: number, longitude: number): string =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** 'Taken … · lat, lng', either part alone, or null when the photo says nothing. */
export function captureCaption(
  capture: PhotoCapture | undefined,
  taken = 'Taken',
  /** UX-3: the report PDF passes the company zone's words (pdf-dates.ts). */
  formatTime: (takenAt: string) => string = formatCaptureTime,
): string | null {
  if (!capture) return null;
  const parts: string[] = [];
  if (capture.takenAt) parts.push(`${taken} ${formatTime(capture.takenAt)}`);
  if (capture.latitude !== null && capture.longitude !== null)
    parts.push(formatPosition(capture.latitude, capture.longitude));
  return parts.length > 0 ? parts.join(' \u00b7 ') : null;
}
