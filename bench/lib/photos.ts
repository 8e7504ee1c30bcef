// Photo-like JPEGs made on the spot with sharp, so no binary files are checked in. Pure noise
// would not compress and would make every decode and encode look slower than with real photos;
// smooth colour fields with a fine grain compress about like a phone photo (a 4000×3000 at
// quality 90 is a few megabytes).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Generating gaussian noise is the slow part; photos of one size share it (their scenes differ).
const grains = new Map<string, Promise<Buffer>>();
function grainOf(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let grain = grains.get(key);
  if (!grain) {
    // With `noise`, sharp ignores `background`; its typings ask for one all the same.
    const noise = { type: 'gaussian', mean: 128, sigma: 24 } as const;
    grain = sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
      .raw()
      .toBuffer();
    grains.set(key, grain);
  }
  return grain;
}

export async function photoJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  // A tiny random image blown up with a cubic kernel: soft shapes and gradients.
  const coarse = { width: 48, height: 36, channels: 3 as const };
  const scene = await sharp(randomBytes(coarse.width * coarse.height * 3), { raw: coarse })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await grainOf(width, height);
  const raw = { width, height, channels: 3 as const };
  return sharp(scene, { raw })
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
}

/** A drawn signature as signature_pad makes it: strokes on a transparent canvas, as a PNG. */
export function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <path d="M20 150 C 120 20, 180 20, 240 120 S 400 180, 560 60" stroke="#000" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const dataUrl = (type: 'jpeg' | 'png', bytes: Uint8Array): string =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;
