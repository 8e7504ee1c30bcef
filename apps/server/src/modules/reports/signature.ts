// REPORT-7: a signature is stored with its report as a PNG data URL. The contract checks its
// shape; here the server checks it is really one PNG (same rules as uploaded images), not too
// large, and not blank: signature_pad's empty canvas is a fully transparent image, and "an empty
// signature does not count as signed".
import sharp from 'sharp';
import { SIGNATURE_PREFIX } from '@fieldops/contract';
import { HttpError } from '../../http/errors.js';
import { checkImageBytes } from '../images/image-data.js';

/** A phone canvas at 3× is about 3 MP; nothing bigger is a signature. */
export const SIGNATURE_MAX_PIXELS = 4_000_000;

export type SignatureCheck = { ok: true } | { ok: false; blank: boolean; message: string };

export function signatureBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
}

export async function checkSignature(dataUrl: string): Promise<SignatureCheck> {
  const bytes = signatureBytes(dataUrl);
  try {
    checkImageBytes(bytes, 'png');
    const { width = 0, height = 0 } = await sharp(bytes, {
      limitInputPixels: SIGNATURE_MAX_PIXELS,
    }).metadata();
    if (width * height > SIGNATURE_MAX_PIXELS)
      return { ok: false, blank: false, message: 'The signature image is too large' };
    const { channels } = await sharp(bytes, { limitInputPixels: SIGNATURE_MAX_PIXELS }).stats();
    // One uniform colour in every channel (transparent included) means nothing was drawn.
    if (channels.every((c) => c.min === c.max))
      return { ok: false, blank: true, message: 'The signature is empty' };
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, blank: false, message: error.message };
    return { ok: false, blank: false, message: 'The signature image is damaged' };
  }
}
