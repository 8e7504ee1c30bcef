// REPORT-5: photos are downscaled on the device before they are stored, so a day of photos fits:
// the long side at most 2048 px, re-encoded as JPEG at quality 0.85. createImageBitmap decodes off
// the main thread (and applies the EXIF orientation); OffscreenCanvas encodes where it exists.
export const PHOTO_MAX_LONG_SIDE = 2048;
export const PHOTO_JPEG_QUALITY = 0.85;

/** The size that fits `maxLongSide` keeping the aspect ratio; never enlarged; whole pixels, at least 1. */
export function fitWithin(
  width: number,
  height: number,
  maxLongSide = PHOTO_MAX_LONG_SIDE,
): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxLongSide) return { width, height };
  const scale = maxLongSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface DownscaledPhoto {
  blob: Blob;
  width: number;
  height: number;
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
}

/** Decodes an image file and answers it as a JPEG whose long side is at most PHOTO_MAX_LONG_SIDE. */
export async function downscalePhoto(file: Blob): Promise<DownscaledPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Older engines know no 'from-image' (a TypeError); they apply EXIF orientation by default.
    if (!(error instanceof TypeError)) throw error;
    bitmap = await createImageBitmap(file);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    return { blob: await encode(bitmap, width, height), width, height };
  } finally {
    bitmap.close();
  }
}
