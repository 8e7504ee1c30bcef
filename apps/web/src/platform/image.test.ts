import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_LONG_SIDE, downscalePhoto, fitWithin } from './image';

describe('photo downscale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[REPORT-5] keeps the long side at most 2048 px with the aspect ratio, and never enlarges', () => {
    expect(PHOTO_MAX_LONG_SIDE).toBe(2048);
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(2048, 100)).toEqual({ width: 2048, height: 100 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(20000, 5)).toEqual({ width: 2048, height: 1 });
    for (const [w, h] of [
      [5000, 4999],
      [12345, 678],
      [2049, 2049],
    ] as const) {
      const fitted = fitWithin(w, h);
      expect(Math.max(fitted.width, fitted.height)).toBe(2048);
      expect(Math.abs(fitted.width / fitted.height - w / h)).toBeLessThan(0.01 * (w / h) + 1 / fitted.height);
    }
  });

  it('[REPORT-5] decodes with createImageBitmap and encodes a JPEG of the fitted size (canvas mocked at the boundary)', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close })),
    );
    const drawn: unknown[][] = [];
    const encoded: unknown[] = [];
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: (...args: unknown[]) => drawn.push(args) };
      }
      async convertToBlob(options: unknown) {
        encoded.push(options);
        return new Blob(['jpeg'], { type: 'image/jpeg' });
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const result = await downscalePhoto(new Blob(['raw'], { type: 'image/png' }));
    expect(result).toMatchObject({ width: 2048, height: 1536 });
    expect(result.blob.type).toBe('image/jpeg');
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 2048, 1536]);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY }]);
    expect(close).toHaveBeenCalled();
  });
});
