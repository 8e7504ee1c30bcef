import { describe, expect, it } from 'vitest';
import { exifJpegFile, jpegWithExif } from '../test/exif-jpeg';
import { EXIF_READ_LIMIT, parseExifCapture, readExifCapture } from './exif';

const NOTHING = { dateTimeOriginal: null, offsetTimeOriginal: null, latitude: null, longitude: null };

describe('EXIF capture reader', () => {
  it('[FIELD-8] reads DateTimeOriginal, its offset and the GPS position, in either byte order', async () => {
    for (const byteOrder of ['II', 'MM'] as const) {
      const capture = await readExifCapture(
        exifJpegFile({
          dateTimeOriginal: '2026:11:14 07:42:10',
          offsetTimeOriginal: '-05:00',
          gps: { latitude: 40.7128, longitude: -74.006 },
          byteOrder,
        }),
      );
      expect(capture.dateTimeOriginal).toBe('2026:11:14 07:42:10');
      expect(capture.offsetTimeOriginal).toBe('-05:00');
      expect(capture.latitude).toBeCloseTo(40.7128, 6);
      expect(capture.longitude).toBeCloseTo(-74.006, 6);
    }
    const south = parseExifCapture(jpegWithExif({ gps: { latitude: -33.8688, longitude: 151.2093 } }));
    expect(south.latitude).toBeCloseTo(-33.8688, 6);
    expect(south.longitude).toBeCloseTo(151.2093, 6);
    expect(south.dateTimeOriginal).toBeNull();
  });

  it('[FIELD-8] a file without EXIF, not a JPEG, cut short or lying about its offsets says nothing', async () => {
    expect(parseExifCapture(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toEqual(NOTHING);
    expect(parseExifCapture(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual(
      NOTHING,
    );
    expect(await readExifCapture(new Blob([]))).toEqual(NOTHING);
    const whole = jpegWithExif({
      dateTimeOriginal: '2026:11:14 07:42:10',
      gps: { latitude: 1, longitude: 2 },
    });
    for (let cut = 0; cut < whole.length; cut += 7) {
      const capture = parseExifCapture(whole.subarray(0, cut));
      // Whatever a cut file yields is either nothing or what the whole file says; never garbage.
      if (capture.dateTimeOriginal !== null) expect(capture.dateTimeOriginal).toBe('2026:11:14 07:42:10');
      if (capture.latitude !== null) expect(capture.latitude).toBeCloseTo(1, 6);
    }
    const lying = jpegWithExif({ dateTimeOriginal: '2026:11:14 07:42:10' });
    new DataView(lying.buffer).setUint32(12 + 4, 0xfffffff0, true); // IFD0 offset far past the end
    expect(parseExifCapture(lying)).toEqual(NOTHING);
  });

  it('[FIELD-8] reads no more than the first 128 KB of a photo: EXIF placed after them is not looked for', async () => {
    const exif = jpegWithExif({ dateTimeOriginal: '2026:11:14 07:42:10' });
    // Two full APP2 segments (2 + 65535 bytes each) between SOI and the EXIF segment.
    const padding = new Uint8Array(2 * 65_537);
    for (const at of [0, 65_537]) padding.set([0xff, 0xe2, 0xff, 0xff], at);
    const late = new Blob([exif.subarray(0, 2), padding, exif.subarray(2)], { type: 'image/jpeg' });
    expect(late.size).toBeGreaterThan(EXIF_READ_LIMIT);
    expect(await readExifCapture(late)).toEqual(NOTHING);
    const early = new Blob([exif.subarray(0, 2), padding.subarray(0, 65_537), exif.subarray(2)]);
    expect((await readExifCapture(early)).dateTimeOriginal).toBe('2026:11:14 07:42:10');
  });
});
