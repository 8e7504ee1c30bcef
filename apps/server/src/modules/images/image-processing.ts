// REPORT-6: everything sharp does for us, in one place: refuse images with too many pixels
// before decoding them, re-encode uploads as clean JPEGs, and render stored images resized.
// Exported for the benchmark (bench/ calls renderImage directly as the baseline-free path).
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { ERROR_CODES } from '@fieldops/contract';
import { derivedBlobKey } from '../../adapters/blobs/blob-store.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { createDecodePool } from './decode-pool.js';

/** Stored images are at most this long on their long side; the device sends 2048 already. */
export const STORED_MAX_SIDE = 4_096;
const STORED_JPEG_QUALITY = 85;

export type RenderFormat = 'jpeg' | 'png' | 'webp';

export const MEDIA_TYPES: Record<RenderFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  new HttpError(
    413,
    ERROR_CODES.tooLarge,
    `The image is ${width}×${height} pixels; at most ${(maxPixels / 1e6).toFixed(0)} megapixels are accepted`,
    { width, height, maxPixels },
  );

/** sharp's own refusals, as client errors; anything else is ours and stays a 500. */
function asClientError(error: unknown, maxPixels: number): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new HttpError(413, ERROR_CODES.tooLarge, `The image has more than ${maxPixels} pixels`);
  }
  if (
    /unsupported image format|corrupt|premature end|invalid|bad seek|vipsload|read error|unexpected end/i.test(
      message,
    )
  ) {
    return badRequest('The image data is damaged or incomplete');
  }
  return error instanceof Error ? error : new Error(message);
}

/** OPS-6: one decode per core at a time, a short line behind them, 503 beyond (decode-pool.ts). */
const decodes = createDecodePool(availableParallelism(), 4 * availableParallelism());

export interface NormalizedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the size in the header first (no pixels decoded), then decodes with sharp's own
 * `limitInputPixels` at the same limit as a second lock, turns the image upright (EXIF orientation), flattens transparency on white, and
 * encodes a JPEG without any metadata (sharp drops EXIF, GPS and comments unless asked to keep them).
 * The decode waits for a place in the decode pool (OPS-6).
 */
export async function normalizeImage(bytes: Uint8Array, maxPixels: number): Promise<NormalizedImage> {
  try {
    // Reading the header decodes no pixels, so it may look at any size; the decode below may not.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    const width = header.width ?? 0;
    const height = header.height ?? 0;
    if (width <= 0 || height <= 0) throw badRequest('The image has no size');
    if (width * height > maxPixels) throw tooManyPixels(width, height, maxPixels);
    const { data, info } = await decodes.run(() =>
      sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: STORED_JPEG_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw asClientError(error, maxPixels);
  }
}

/** A stored image in another format and/or narrower (never wider than it is). */
export async function renderImage(
  stored: Uint8Array,
  options: { format?: RenderFormat; width?: number },
): Promise<Buffer> {
  const format = options.format ?? 'jpeg';
  let pipeline = sharp(stored, { limitInputPixels: STORED_MAX_SIDE * STORED_MAX_SIDE });
  if (options.width) pipeline = pipeline.resize({ width: options.width, withoutEnlargement: true });
  if (format === 'png') return pipeline.png().toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 80 }).toBuffer();
  return pipeline.jpeg({ quality: 80 }).toBuffer();
}

const PRINT_MAX_SIDE = 1_200;
const PRINT_JPEG_QUALITY = 70;

/** A photo for a PDF page: at most `maxSide` pixels long, as a small JPEG. */
export function pdfPhoto(stored: Uint8Array, maxSide = PRINT_MAX_SIDE): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: STORED_MAX_SIDE * STORED_MAX_SIDE })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: PRINT_JPEG_QUALITY })
    .toBuffer();
}

/**
 * Where pdfPhoto's rendition of the blob under `blobKey` is kept (report-pdf makes it at the
 * first PDF). Blob keys are write-once (random, unique per upload), so the key is the version: a
 * photo uploaded again under the same reference has a new blob key and no rendition yet. The
 * name holds the size and quality, so changing either makes new renditions instead of reusing
 * the old ones.
 */
export function printRenditionKey(blobKey: string): string {
  return derivedBlobKey(blobKey, `print-${PRINT_MAX_SIDE}-q${PRINT_JPEG_QUALITY}`, 'jpg');
}
