import { describe, expect, it } from 'vitest';
import { ImageMeta, ImageUpload } from '../reports.js';
import { CAPTURE_CLOCK_SKEW_MS, isPlausibleCaptureTime } from './photo-capture.js';

const upload = { referenceCode: 'p-1', jobID: 5, locationNumber: '1', base64: 'AAAA' };
const issuesOf = (body: Record<string, unknown>) =>
  ImageUpload.safeParse({ ...upload, ...body }).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('photo capture fields', () => {
  it('[FIELD-8] an upload may carry when and where the photo was taken, and none of it is required', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ takenAt: null, latitude: null, longitude: null })).toEqual([]);
    const parsed = ImageUpload.parse({
      ...upload,
      takenAt: '2026-11-14T07:42:00-05:00',
      latitude: 40.7128,
      longitude: -74.006,
    });
    // The offset is kept: the PDF prints the wall-clock time at the site.
    expect(parsed).toMatchObject({
      takenAt: '2026-11-14T07:42:00-05:00',
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it('[FIELD-8] refuses a position out of range or half given, and a capture time not an instant, before 2000 or in the future', () => {
    expect(issuesOf({ latitude: 90.01, longitude: 0 })).toEqual(['latitude']);
    expect(issuesOf({ latitude: 0, longitude: -180.5 })).toEqual(['longitude']);
    expect(issuesOf({ latitude: 12 })).toEqual(['longitude']);
    expect(issuesOf({ longitude: 12, latitude: null })).toEqual(['latitude']);
    expect(issuesOf({ latitude: Number.NaN, longitude: 1 })).toEqual(['latitude']);
    for (const takenAt of ['2026-11-14 07:42:00', '2026-11-14T07:42:00', 'yesterday', '1999-12-31T23:59:59Z'])
      expect(issuesOf({ takenAt }), takenAt).toEqual(['takenAt']);
    const tooLate = new Date(Date.now() + CAPTURE_CLOCK_SKEW_MS + 60_000).toISOString();
    expect(issuesOf({ takenAt: tooLate })).toEqual(['takenAt']);
  });

  it('[FIELD-8] a capture time is plausible from 2000 up to the clock skew ahead of now', () => {
    const now = new Date('2026-11-14T12:00:00Z');
    expect(isPlausibleCaptureTime('2000-01-01T00:00:00Z', now)).toBe(true);
    expect(isPlausibleCaptureTime('1970-01-01T00:00:00Z', now)).toBe(false);
    expect(isPlausibleCaptureTime('2026-11-14T12:59:00Z', now)).toBe(true);
    expect(isPlausibleCaptureTime('2026-11-14T13:01:00Z', now)).toBe(false);
    expect(isPlausibleCaptureTime('not a date', now)).toBe(false);
  });

  it('[FIELD-8] a stored image answered by an older server reads as no capture', () => {
    const meta = ImageMeta.parse({
      referenceCode: 'p-1',
      jobID: 5,
      locationNumber: '1',
      reportCode: null,
      fileName: null,
      width: 10,
      height: 10,
      bytes: 100,
      createdDate: '2026-11-15T10:00:00.000Z',
      createdBy: 'Carlos',
    });
    expect(meta).toMatchObject({ takenAt: null, latitude: null, longitude: null });
  });
});
