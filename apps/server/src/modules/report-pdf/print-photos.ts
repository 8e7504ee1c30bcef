// Photos at print size, made once per stored photo and kept in the blob store beside it
// (images/image-processing.ts printRenditionKey), so only the first PDF that shows a photo pays
// for shrinking it; every later PDF embeds the kept bytes. A rendition is keyed by the stored
// blob's key, which is new for every upload, so a photo uploaded again under the same reference
// never prints the old image. Deleting the photo deletes its rendition (images/service.ts).
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { pdfPhoto, printRenditionKey } from '../images/image-processing.js';

/** The photo stored under `blobKey` at print size; null when the stored photo is gone. */
export async function printPhoto(blobs: BlobStore, blobKey: string): Promise<Uint8Array | null> {
  const renditionKey = printRenditionKey(blobKey);
  const kept = await blobs.get(renditionKey);
  if (kept) return kept;
  const stored = await blobs.get(blobKey);
  if (!stored) return null;
  const photo = await pdfPhoto(stored);
  await blobs.put(renditionKey, photo);
  // A delete committed meanwhile removes the original, then the rendition. If the original is
  // still here, that second step comes after this put; if not, the rendition goes now. Either
  // way no rendition outlives its photo.
  if (!(await blobs.get(blobKey))) await blobs.delete(renditionKey);
  return photo;
}
