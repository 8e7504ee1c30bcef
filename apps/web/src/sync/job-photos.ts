// REPORT-6, OFF-2: a job's photos come to the device with the job content (sync/job-content.ts);
// these fetch a photo's bytes: the small copy the sync keeps, or the full image opened on demand.
import { callPath, calls, PHOTO_COPY_WIDTH } from '@fieldops/contract';
import { requestBlob } from '../api/http';
import { readFullPhoto, saveFullPhoto } from '../db/photo-copies';

/** GET /api/Image/{ref}?width, with the session like every call. */
export function fetchPhoto(referenceCode: string, width?: number): Promise<Blob> {
  return requestBlob(callPath(calls.image.path, { ref: referenceCode }), {
    query: { width },
    headers: { Accept: 'image/jpeg' },
  });
}

export const fetchPhotoCopy = (referenceCode: string) => fetchPhoto(referenceCode, PHOTO_COPY_WIDTH);

/** The full image: the one kept on the device, else fetched (online) and kept afterwards. */
export async function loadFullPhoto(referenceCode: string): Promise<Blob> {
  const kept = await readFullPhoto(referenceCode);
  if (kept) return kept;
  const blob = await fetchPhoto(referenceCode);
  await saveFullPhoto(referenceCode, blob);
  return blob;
}
