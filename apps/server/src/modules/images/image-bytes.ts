// REPORT-6: what the uploaded bytes really are, read from their structure, never from the name
// or the claimed type. An upload is refused unless its bytes are one whole JPEG, PNG or WebP
// image of the type the data URL claims, with nothing after the image's end. Bytes after the end
// are how polyglots are made (a JPEG with a ZIP or an HTML page appended is still a valid JPEG
// to a decoder): we never serve the original bytes (everything is re-encoded), but a file that is
// two things at once is refused rather than trusted. Zero padding some encoders add is allowed.
import { assertNever } from '@fieldops/contract';

export type ImageType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { name: string; bytes: readonly number[]; at?: number }[] = [
  { name: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { name: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'gif', bytes: ascii('GIF8') },
  { name: 'pdf', bytes: ascii('%PDF') },
  { name: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'bmp', bytes: ascii('BM') },
  { name: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: 'heic', bytes: ascii('ftyp'), at: 4 },
  { name: 'svg or html', bytes: ascii('<') },
];

/** The kind of file the bytes are, by their leading magic bytes ('unknown' when none matches). */
export function sniffFileType(bytes: Uint8Array): string {
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return SIGNATURES.find((s) => startsWith(bytes, s.bytes, s.at ?? 0))?.name ?? 'unknown';
}

export const isImageType = (type: string): type is ImageType =>
  type === 'jpeg' || type === 'png' || type === 'webp';

/** Where the image's own structure ends, or null when it is cut short or malformed. */
export function imageEnd(bytes: Uint8Array, type: ImageType): number | null {
  switch (type) {
    case 'png':
      return pngEnd(bytes);
    case 'jpeg':
      return jpegEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
    default:
      return assertNever(type);
  }
}

/** True when the bytes after `end` are only zero padding. */
export function onlyPaddingAfter(bytes: Uint8Array, end: number): boolean {
  for (let i = end; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function pngEnd(bytes: Uint8Array): number | null {
  const data = view(bytes);
  let pos = 8;
  while (pos + 12 <= bytes.length) {
    const length = data.getUint32(pos);
    const next = pos + 12 + length;
    if (next > bytes.length) return null;
    if (startsWith(bytes, ascii('IEND'), pos + 4)) return next;
    pos = next;
  }
  return null;
}

/** Walks the JPEG's segments; after each scan, skips entropy-coded data to the next marker. */
function jpegEnd(bytes: Uint8Array): number | null {
  const data = view(bytes);
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    while (bytes[pos] === 0xff) pos++; // fill bytes
    const marker = bytes[pos++];
    if (marker === undefined) return null;
    if (marker === 0xd9) return pos; // EOI
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (pos + 2 > bytes.length) return null;
    pos += data.getUint16(pos);
    if (marker !== 0xda) continue;
    // Entropy-coded data: 0xFF is escaped as FF 00; FF D0..D7 are restart markers inside it.
    while (pos < bytes.length) {
      if (bytes[pos] === 0xff) {
        const next = bytes[pos + 1];
        if (next === undefined) return null;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      pos++;
    }
  }
  return null;
}

function webpEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 12) return null;
  const size = view(bytes).getUint32(4, true);
  const end = 8 + size + (size % 2); // RIFF chunks are padded to an even length
  return end <= bytes.length ? end : null;
}
