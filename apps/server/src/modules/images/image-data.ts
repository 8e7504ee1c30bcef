// REPORT-5/6: from the upload's base64 text to bytes we are willing to decode. The data-URL
// prefix is the claim (REPORT-5: no prefix means jpeg, as withImagePrefix adds); the bytes must
// prove it (image-bytes.ts). Every refusal says what was wrong in words a support person can use.
import { ERROR_CODES, withImagePrefix } from '@fieldops/contract';
import { badRequest, HttpError } from '../../http/errors.js';
import { imageEnd, isImageType, onlyPaddingAfter, sniffFileType, type ImageType } from './image-bytes.js';

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const unsupported = (message: string, details: unknown = null) =>
  new HttpError(415, ERROR_CODES.unsupportedMediaType, message, details);

const describe = (type: string) =>
  type === 'unknown' ? 'not a known image format' : `a ${type.toUpperCase()} file`;

export function decodeImageData(text: string): { claimed: ImageType; bytes: Buffer } {
  if (text.startsWith('data:') && !DATA_URL.test(text)) {
    throw unsupported('Only data:image/jpeg, image/png and image/webp (base64) are accepted');
  }
  const withPrefix = DATA_URL.test(text) ? text : withImagePrefix(text);
  const match = DATA_URL.exec(withPrefix);
  const claimed = (match?.[1] ?? 'jpeg') as ImageType;
  const body = withPrefix.slice(match?.[0].length ?? 0);
  if (body.length === 0 || !BASE64.test(body)) throw badRequest('The image data is not valid base64');
  return { claimed, bytes: Buffer.from(body, 'base64') };
}

/** Refuses anything but one whole image of the claimed type (see image-bytes.ts for why). */
export function checkImageBytes(bytes: Uint8Array, claimed: ImageType): ImageType {
  const actual = sniffFileType(bytes);
  if (!isImageType(actual)) {
    throw unsupported(`Only JPEG, PNG and WebP images are accepted; this is ${describe(actual)}`, { actual });
  }
  if (actual !== claimed) {
    throw unsupported(`The data says image/${claimed} but the bytes are ${describe(actual)}`, {
      claimed,
      actual,
    });
  }
  const end = imageEnd(bytes, actual);
  if (end === null) throw badRequest('The image data is damaged or incomplete');
  if (!onlyPaddingAfter(bytes, end)) {
    const extra = bytes.length - end;
    throw unsupported(
      `The file carries ${extra} bytes after the end of the image; a file that is two things at once is refused`,
      { trailingBytes: extra, trailingType: sniffFileType(bytes.subarray(end)) },
    );
  }
  return actual;
}
