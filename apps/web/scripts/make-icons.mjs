// Writes the PWA icons (SHELL-7) as real PNG files with only Node's built-in zlib, so the repo
// needs no image tool and the icons can be rebuilt: `node apps/web/scripts/make-icons.mjs`.
// The mark is a white "F" on the theme blue; the maskable variant keeps it inside the 80 % safe zone.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { URL, fileURLToPath } from 'node:url';

const BLUE = [0x1c, 0x4e, 0x80];
const WHITE = [0xff, 0xff, 0xff];
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `inF(x, y)` in unit coordinates (0..1) of the glyph box. */
function inF(x, y) {
  const stem = x >= 0.15 && x <= 0.35 && y >= 0.1 && y <= 0.9;
  const top = x >= 0.15 && x <= 0.85 && y >= 0.1 && y <= 0.28;
  const middle = x >= 0.15 && x <= 0.7 && y >= 0.44 && y <= 0.6;
  return stem || top || middle;
}

function icon(size, glyphScale) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const offset = (1 - glyphScale) / 2;
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const gx = (x / size - offset) / glyphScale;
      const gy = (y / size - offset) / glyphScale;
      const colour = inF(gx, gy) ? WHITE : BLUE;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}icon-192.png`, icon(192, 0.8));
writeFileSync(`${outDir}icon-512.png`, icon(512, 0.8));
writeFileSync(`${outDir}icon-maskable-512.png`, icon(512, 0.6));
writeFileSync(`${outDir}apple-touch-icon-180.png`, icon(180, 0.8));
