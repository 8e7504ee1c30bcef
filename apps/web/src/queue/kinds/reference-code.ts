// A referenceCode made on the device for a report or a photo: a prefix and a random UUID, so it fits
// the contract's REFERENCE_CODE_PATTERN and sits in a URL path as it is. Beside the actions that
// store and queue those records; the gallery and the report screens both make them.
export function newReferenceCode(prefix: 'r' | 'p'): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
