import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HTML_TAIL, photoJpeg, photoPng, pngBomb, ZIP_TAIL } from '../../test/image-fixtures.js';
import { imageEnd, onlyPaddingAfter, sniffFileType } from './image-bytes.js';
import { normalizeImage } from './image-processing.js';

describe('image bytes', () => {
  it('[REPORT-6] the end of a JPEG, PNG and WebP is found from their structure, past entropy data', async () => {
    const jpeg = await photoJpeg(300, 200, 90);
    const progressive = await sharp(jpeg).jpeg({ progressive: true }).toBuffer();
    const png = await photoPng();
    const webp = await sharp(png).webp().toBuffer();
    expect(imageEnd(jpeg, 'jpeg')).toBe(jpeg.length);
    expect(imageEnd(progressive, 'jpeg')).toBe(progressive.length);
    expect(imageEnd(png, 'png')).toBe(png.length);
    expect(imageEnd(webp, 'webp')).toBe(webp.length);
    expect(sniffFileType(webp)).toBe('webp');
    const polyglot = Buffer.concat([jpeg, ZIP_TAIL, HTML_TAIL]);
    expect(imageEnd(polyglot, 'jpeg')).toBe(jpeg.length);
    expect(onlyPaddingAfter(polyglot, jpeg.length)).toBe(false);
    expect(onlyPaddingAfter(Buffer.concat([png, Buffer.alloc(16)]), png.length)).toBe(true);
    expect(imageEnd(jpeg.subarray(0, 400), 'jpeg')).toBeNull();
    expect(imageEnd(png.subarray(0, png.length - 12), 'png')).toBeNull();
  });

  it('[REPORT-6] sharp itself refuses a bomb by its pixel limit, and normalizeImage says how large it was', async () => {
    const bomb = pngBomb(20_000, 10_000);
    await expect(sharp(bomb, { limitInputPixels: 40_000_000 }).toBuffer()).rejects.toThrow(/pixel limit/);
    await expect(normalizeImage(bomb, 40_000_000)).rejects.toMatchObject({ statusCode: 413 });
    const ok = await normalizeImage(await photoPng(50, 40), 40_000_000);
    expect(ok).toMatchObject({ width: 50, height: 40 });
    expect(sniffFileType(ok.jpeg)).toBe('jpeg');
  });
});
