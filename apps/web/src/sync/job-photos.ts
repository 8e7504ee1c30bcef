// REPORT-6: the job's photos kept on the server, for the gallery. Read live while online and not
// kept on the device: the gallery shows this device's photos from the database and adds these.
import type { ImageMeta } from '@fieldops/contract';
import { call } from '../api/calls';
import { binaryUrl } from '../api/http';

export function loadServerPhotos(jobID: number): Promise<ImageMeta[]> {
  return call('imagesByRef', { query: { jobID } });
}

/** The address of a server photo's thumbnail (GET /api/Image/{ref}?width), with the session like every call. */
export function serverPhotoUrl(referenceCode: string, width: number): string {
  return binaryUrl(`/api/Image/${referenceCode}`, { width });
}
