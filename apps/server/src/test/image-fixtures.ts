// Images for the reports-area tests, made on the spot with sharp or by hand, so no binary files
// are checked in: real photos, signatures, and the hostile files the upload must refuse.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy photo (noise does not compress, so sizes are realistic). */
export async function photoJpeg(width = 640, height = 480, quality = 80): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export function photoPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°": stored upright, so width and height swap. */
export function rotatedJpeg(width = 120, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const dataUrl = (type: 'jpeg' | 'png' | 'webp', bytes: Uint8Array) =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A drawn signature as signature_pad makes it: strokes on a transparent canvas. */
export async function signaturePng(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <path d="M20 150 C 120 20, 180 20, 240 120 S 400 180, 560 60" stroke="#000" stroke-width="6" fill="none"/></svg>`;
  return dataUrl('png', await sharp(Buffer.from(svg)).png().toBuffer());
}

/** An untouched signature_pad canvas: fully transparent, "not signed". */
export async function blankSignaturePng(): Promise<string> {
  const bytes = await sharp({
    create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return dataUrl('png', bytes);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A decompression bomb: a complete, valid 1-bit greyscale PNG of width × height pixels (200 MP by
 * default) that is a few kB on the wire; decoded to 8 bits it would need `width × height` bytes.
 */
export function pngBomb(width = 20_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte + packed pixels, all zero
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny real GIF (1×1) and the start of a PDF: files of types the server does not take. */
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A ZIP's local-file header and a bit of HTML: what gets appended to make a polyglot. */
export const ZIP_TAIL = Buffer.concat([
  Buffer.from('PK\x03\x04', 'binary'),
  Buffer.from('\x14\x00\x00\x00payload.html', 'binary'),
]);
export const HTML_TAIL = Buffer.from('<html><script>alert(document.cookie)</script></html>');
