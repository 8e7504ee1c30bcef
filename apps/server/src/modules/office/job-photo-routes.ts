// OFFICE-9: the office's calls for a job's photos: the list (timeline and map) and each photo's
// bytes. The office sees the company's jobs; only an image stored on this job is reachable here.
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { notFound } from '../../http/errors.js';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../http/contract-route.js';
import { IMAGE_CACHE_CONTROL, imageByReference } from '../images/service.js';
import { officeJobPhotos } from './job-photos.js';

const NO_PHOTO = 'No such photo of this job';

export function officeJobPhotoRoutes(app: FastifyInstance, office: RouteDeps & { blobs: BlobStore }): void {
  serveCall(app, office, 'officeJobPhotos', ({ db, params }) => officeJobPhotos(db, params.id));
  serveBinaryCall(app, office, 'officeJobPhoto', async ({ db, params }) => {
    const photo = await imageByReference(db, params.id, params.ref);
    if (!photo) throw notFound(NO_PHOTO);
    return {
      mediaType: 'image/jpeg',
      etag: `"${photo.blob_key}"`,
      cacheControl: IMAGE_CACHE_CONTROL,
      bytes: async () => {
        const stream = await office.blobs.getStream(photo.blob_key);
        if (!stream) throw notFound(NO_PHOTO);
        return stream;
      },
    };
  });
}
