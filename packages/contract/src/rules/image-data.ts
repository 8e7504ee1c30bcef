const JPEG_PREFIX = 'data:image/jpeg;base64,';
const PNG_PREFIX = 'data:image/png;base64,';

/** REPORT-5: base64 image data gets a jpeg data-URL prefix unless it has a jpeg or png one. */
export function withImagePrefix(base64: string): string {
  if (base64.startsWith(JPEG_PREFIX) || base64.startsWith(PNG_PREFIX)) return base64;
  return JPEG_PREFIX + base64;
}

/** REPORT-5: a photo whose referenceCode is empty, undefined or null is not saved. */
export function isSavableReferenceCode(code: string | null | undefined): code is string {
  if (code === null || code === undefined) return false;
  const text = code.trim();
  return text !== '' && text !== 'undefined' && text !== 'null';
}

/**
 * A referenceCode made on the device (photos, reports): letters, digits and `._:-`, at most 200,
 * so it sits in a URL path as it is (GET /api/Image/{ref}, the report save path) and can never
 * be read as a path by a file store. A UUID or `{timestamp}-{random}` fits.
 */
export const REFERENCE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export function isValidReferenceCode(code: string): boolean {
  return isSavableReferenceCode(code) && REFERENCE_CODE_PATTERN.test(code);
}
