import { describe, expect, it, vi } from 'vitest';
import type { GpsCoordinates } from '@fieldops/contract';
import { exifJpegFile } from '../test/exif-jpeg';
import type { GeolocationAdapter } from './geolocation';
import { CAPTURE_POSITION_TIMEOUT_MS, isoWithOffset, photoCaptureReader } from './photo-capture';

const PICKED_AT = new Date('2026-11-15T18:30:00Z');
const HERE = { latitude: 45.5231, longitude: -122.6765 };

function device(position: GpsCoordinates | null) {
  const currentPosition = vi.fn(async () => position);
  return { geolocation: { currentPosition } satisfies GeolocationAdapter, currentPosition };
}

describe('photo capture', () => {
  it('[FIELD-8] a photo keeps the EXIF capture time (its offset kept) and position, and the device is not asked', async () => {
    const { geolocation, currentPosition } = device(HERE);
    const read = photoCaptureReader({ now: () => PICKED_AT, geolocation });
    const capture = await read(
      exifJpegFile({
        dateTimeOriginal: '2026:11:14 07:42:10',
        offsetTimeOriginal: '-05:00',
        gps: { latitude: 40.7128, longitude: -74.006 },
      }),
    );
    expect(capture.takenAt).toBe('2026-11-14T07:42:10-05:00');
    expect(capture.latitude).toBeCloseTo(40.7128, 6);
    expect(capture.longitude).toBeCloseTo(-74.006, 6);
    expect(currentPosition).not.toHaveBeenCalled();
  });

  it('[FIELD-8] an EXIF time without offset is the wall time in this device zone', async () => {
    const read = photoCaptureReader({ now: () => PICKED_AT, geolocation: device(null).geolocation });
    const capture = await read(exifJpegFile({ dateTimeOriginal: '2026:11:14 07:42:10' }));
    expect(capture.takenAt).toBe(isoWithOffset(new Date(2026, 10, 14, 7, 42, 10)));
    expect(capture.takenAt?.slice(0, 19)).toBe('2026-11-14T07:42:10');
    expect(Date.parse(capture.takenAt ?? '')).toBe(new Date(2026, 10, 14, 7, 42, 10).getTime());
  });

  it('[FIELD-8] without EXIF, or with an unset camera clock, the device clock at the pick and its position (asked once per pick)', async () => {
    const { geolocation, currentPosition } = device(HERE);
    const read = photoCaptureReader({ now: () => PICKED_AT, geolocation });
    const files = [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'plain.jpg', { type: 'image/jpeg' }),
      exifJpegFile({ dateTimeOriginal: '1970:01:01 00:00:00' }),
      exifJpegFile({ dateTimeOriginal: '0000:00:00 00:00:00' }),
      exifJpegFile({ dateTimeOriginal: '2026:02:30 10:00:00' }),
      exifJpegFile({ dateTimeOriginal: '2027:06:01 10:00:00' }),
    ];
    for (const file of files) {
      const capture = await read(file);
      expect(Date.parse(capture.takenAt ?? ''), file.name).toBe(PICKED_AT.getTime());
      expect(capture).toMatchObject(HERE);
    }
    expect(currentPosition).toHaveBeenCalledTimes(1);
    expect(currentPosition).toHaveBeenCalledWith(CAPTURE_POSITION_TIMEOUT_MS);
  });

  it('[FIELD-8] no position (permission denied, no fix in time) is no position, and the photo is still taken', async () => {
    const read = photoCaptureReader({ now: () => PICKED_AT, geolocation: device(null).geolocation });
    const capture = await read(new Blob(['not an image']));
    expect(capture).toMatchObject({ latitude: null, longitude: null });
    expect(Date.parse(capture.takenAt ?? '')).toBe(PICKED_AT.getTime());
  });

  it('[FIELD-8] the browser adapter answers null at once when the permission is denied', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } satisfies GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      const capture = await photoCaptureReader({ now: () => PICKED_AT })(new Blob(['x']));
      expect(capture).toMatchObject({ latitude: null, longitude: null });
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
