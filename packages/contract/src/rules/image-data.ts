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
