// FIELD-8: when and where a photo was taken, decided the moment it is taken or picked: what its
// EXIF says, else the device's clock at that moment and the device's position. Never the time it
// is uploaded, which for an offline day can be the evening. The position is asked at most once
// per pick and never holds the photo up for long: denied, unavailable or slow is no position.
import { type GpsCoordinates, type PhotoCapture, isPlausibleCaptureTime } from '@fieldops/contract';
import { readExifCapture, type ExifCapture } from './exif';
import { type GeolocationAdapter, geolocation as deviceGeolocation } from './geolocation';

/** Long enough for a cached or quick fix, short enough that nobody waits on a photo for it. */
export const CAPTURE_POSITION_TIMEOUT_MS = 3_000;

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `date` as ISO with this device's offset ('2026-11-14T07:42:10-05:00'): the wall time stays readable. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`
  );
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const EXIF_OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * The EXIF time as an instant. Without OffsetTimeOriginal the camera's time is read in this
 * device's zone (the phone that took it is the phone holding it). An unset camera clock (1970,
 * 0000, a date that does not exist, ahead of now) is no time at all: the device's clock stands in.
 */
export function exifTakenAt(exif: ExifCapture, now: Date): string | null {
  const parts = EXIF_DATE.exec(exif.dateTimeOriginal ?? '')
    ?.slice(1)
    .map(Number);
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  let iso: string;
  if (exif.offsetTimeOriginal && EXIF_OFFSET.test(exif.offsetTimeOriginal)) {
    iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${exif.offsetTimeOriginal}`;
  } else {
    const local = new Date(year, month - 1, day, hour, minute, second);
    // Date rolls 2026:02:30 over into March: a date that does not exist is refused, not moved.
    if (local.getMonth() !== month - 1 || local.getDate() !== day || local.getHours() !== hour) return null;
    iso = isoWithOffset(local);
  }
  return isPlausibleCaptureTime(iso, now) ? iso : null;
}

export interface PhotoCaptureOptions {
  now?: () => Date;
  geolocation?: GeolocationAdapter;
  positionTimeoutMs?: number;
}

export type ReadPhotoCapture = (file: Blob) => Promise<PhotoCapture>;

/**
 * A reader for one pick of photos (one camera shot, or several files chosen at once). Read the
 * file before it is downscaled; run it beside the downscale, so the position wait overlaps work.
 */
export function photoCaptureReader({
  now = () => new Date(),
  geolocation = deviceGeolocation,
  positionTimeoutMs = CAPTURE_POSITION_TIMEOUT_MS,
}: PhotoCaptureOptions = {}): ReadPhotoCapture {
  let here: Promise<GpsCoordinates | null> | undefined;
  const devicePosition = () => (here ??= geolocation.currentPosition(positionTimeoutMs));
  return async (file) => {
    const pickedAt = now();
    const exif = await readExifCapture(file);
    const position =
      exif.latitude !== null && exif.longitude !== null
        ? { latitude: exif.latitude, longitude: exif.longitude }
        : await devicePosition();
    return {
      takenAt: exifTakenAt(exif, pickedAt) ?? isoWithOffset(pickedAt),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    };
  };
}
