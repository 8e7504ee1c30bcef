import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { afterAnswer } from '../../http/after-answer.js';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../http/contract-route.js';
import { deleteImage, IMAGE_CACHE_CONTROL, imageForReader, listImages, uploadImage } from './service.js';

export interface ImageRouteDeps extends RouteDeps {
  blobs: BlobStore;
  imageBodyLimitBytes: number;
  imageMaxPixels: number;
}

/** REPORT-6: POST /api/Image, GET /api/Image/{ref}, DELETE /api/image, GET /api/images/byref. */
export function imageRoutes(app: FastifyInstance, deps: ImageRouteDeps): void {
  const { blobs } = deps;
  serveCall(
    app,
    deps,
    'uploadImage',
    ({ db, session, body, request }) =>
      uploadImage(
        { db, blobs, later: (run) => afterAnswer(request, run) },
        session.user,
        body,
        deps.imageMaxPixels,
      ),
    { bodyLimit: deps.imageBodyLimitBytes },
  );
  serveBinaryCall(app, deps, 'image', async ({ db, session, params, query }) => {
    const image = await imageForReader(db, blobs, session.user, params.ref, query);
    return { ...image, cacheControl: IMAGE_CACHE_CONTROL };
  });
  serveCall(app, deps, 'deleteImage', ({ db, session, query, request }) =>
    deleteImage({ db, blobs, later: (run) => afterAnswer(request, run) }, session.user, query),
  );
  serveCall(app, deps, 'imagesByRef', ({ db, session, query }) => listImages(db, session.user, query));
}
