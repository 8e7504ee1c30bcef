// FILES-3: what uploaded bytes really are, read from their structure, never from the name or the
// declared type (same rule as images: modules/images/image-bytes.ts). A pdf starts with %PDF and
// has an end-of-file marker; a jpeg or png is one whole image with nothing after it; text is UTF-8
// without NUL bytes and without the signature of a binary format.
import { FOLDER_UPLOAD_MAX_BYTES, type FolderUpload } from '@fieldops/contract';
import { ERROR_CODES, assertNever } from '@fieldops/contract';
import { badRequest, HttpError } from '../../http/errors.js';
import { imageEnd, onlyPaddingAfter, sniffFileType } from '../images/image-bytes.js';

const TYPE_NAMES: Record<FolderUpload['mimeType'], string> = {
  'application/pdf': 'pdf',
  'text/plain': 'text',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const mismatch = (declared: string, found: string) =>
  new HttpError(
    415,
    ERROR_CODES.unsupportedMediaType,
    `The file's bytes are not a ${TYPE_NAMES[declared as FolderUpload['mimeType']] ?? declared} file`,
    { declared, found },
  );

const tooLarge = (size: number) =>
  new HttpError(413, ERROR_CODES.tooLarge, `A file may have at most ${FOLDER_UPLOAD_MAX_BYTES} bytes`, {
    size,
    max: FOLDER_UPLOAD_MAX_BYTES,
  });

/** FIELD-3: a finished upload's bytes, if it was declared as the type the call names. */
export function uploadedFileBytes(
  upload: FolderUpload,
  finished: { fileType: string; bytes: Uint8Array },
): Uint8Array {
  if (finished.fileType !== upload.mimeType) {
    throw badRequest(`The upload was declared as ${finished.fileType}, not ${upload.mimeType}`, {
      path: 'mimeType',
    });
  }
  if (finished.bytes.length > FOLDER_UPLOAD_MAX_BYTES) throw tooLarge(finished.bytes.length);
  return finished.bytes;
}

/** The upload's bytes from its base64 text (a data-URL prefix of the same type is allowed). */
export function decodeUpload(upload: FolderUpload): Uint8Array {
  let text = (upload.base64 ?? '').trim();
  const prefix = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w=-]+)*;base64,/i.exec(text);
  if (prefix) {
    if (prefix[1]!.toLowerCase() !== upload.mimeType) {
      throw badRequest('The data URL names another type than mimeType', { path: 'base64' });
    }
    text = text.slice(prefix[0].length);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) {
    throw badRequest('The file is not valid base64', { path: 'base64' });
  }
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length === 0) throw badRequest('The file is empty', { path: 'base64' });
  if (bytes.length > FOLDER_UPLOAD_MAX_BYTES) throw tooLarge(bytes.length);
  return bytes;
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Throws 415 unless the bytes are a whole file of the declared type. */
export function checkUploadBytes(mimeType: FolderUpload['mimeType'], bytes: Uint8Array): void {
  const found = sniffFileType(bytes);
  switch (mimeType) {
    case 'application/pdf': {
      const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
      if (found !== 'pdf' || !tail.includes('%%EOF')) throw mismatch(mimeType, found);
      return;
    }
    case 'image/jpeg':
    case 'image/png': {
      const type = mimeType === 'image/jpeg' ? 'jpeg' : 'png';
      const end = found === type ? imageEnd(bytes, type) : null;
      if (end === null || !onlyPaddingAfter(bytes, end)) throw mismatch(mimeType, found);
      return;
    }
    case 'text/plain':
      // '<' starts html and svg too, but text is served as text/plain with nosniff: harmless.
      if ((found !== 'unknown' && found !== 'svg or html') || !isText(bytes)) throw mismatch(mimeType, found);
      return;
    default:
      // A type allowed in the contract with no check here would pass unread.
      return assertNever(mimeType);
  }
}
