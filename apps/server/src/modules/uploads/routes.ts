// FIELD-3: tus 1.0.0 (core, creation, checksum, termination) at /api/uploads. Plain Fastify routes
// in their own plugin, not contract calls: the bodies are raw bytes, so only this plugin parses
// application/offset+octet-stream (every body here arrives as bytes, JSON included, and is judged
// by the handler). Auth is the sid query parameter as for every call; OPTIONS (discovery) needs none.
import {
  ERROR_CODES,
  TUS_CHECKSUM_ALGORITHMS,
  TUS_EXTENSIONS,
  TUS_HEADERS,
  TUS_VERSION,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MEDIA_TYPE,
  UploadID,
  uploadPath,
  UPLOADS_PATH,
} from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import type { RouteDeps } from '../../http/contract-route.js';
import { requireSession } from '../../http/auth.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { isoNow } from '../../db/dialect.js';
import { spendUploadAllowance, type UploadAllowance } from './cost-limit.js';
import { createUpload, type UploadLimits } from './creation.js';
import {
  byteCountHeader,
  checkChecksum,
  checksumHeader,
  checkTusVersion,
  metadataHeader,
  offsetConflict,
  TusError,
  UPLOAD_NOT_FOUND,
} from './protocol.js';
import { appendChunk, deleteUpload, uploadOfUser } from './repository.js';
import { deleteChunkObjects } from './service.js';

export interface UploadRouteDeps extends RouteDeps {
  drive: DriveAdapter;
  limits: UploadLimits;
  /** OPS-6: what one session may upload per minute (cost-limit.ts). */
  allowance: UploadAllowance;
  /** The blob store: chunk objects are deleted there. */
  blobs: BlobStore;
  /** SCALE-4: set (the blob store) when chunks' bytes go to objects, not rows (BLOB_STORE=s3). */
  chunkBlobs: BlobStore | undefined;
}

const tooLarge = (message: string, details: unknown) =>
  new HttpError(413, ERROR_CODES.tooLarge, message, details);

export function uploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): void {
  void app.register(async (tus) => {
    tus.removeAllContentTypeParsers();
    tus.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Every answer, refusals included, says which protocol it speaks; a refusal adds its headers.
    tus.addHook('onSend', async (_request, reply) => {
      reply.header(TUS_HEADERS.resumable, TUS_VERSION);
    });
    tus.addHook('onError', async (_request, reply, error) => {
      if (error instanceof TusError) reply.headers(error.headers);
    });
    const authenticated = requireSession(deps.sessions);
    const sessionOf = (request: FastifyRequest) => request.authSession!.user;
    const ownUpload = async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      const row = UploadID.safeParse(id).success
        ? await uploadOfUser(deps.db, id, sessionOf(request).userID)
        : undefined;
      if (!row) throw notFound(UPLOAD_NOT_FOUND);
      return row;
    };

    tus.options(UPLOADS_PATH, async (_request, reply) =>
      reply
        .code(204)
        .headers({
          [TUS_HEADERS.version]: TUS_VERSION,
          [TUS_HEADERS.extension]: TUS_EXTENSIONS.join(','),
          [TUS_HEADERS.maxSize]: String(Math.max(deps.limits.image, deps.limits.folder)),
          [TUS_HEADERS.checksumAlgorithm]: TUS_CHECKSUM_ALGORITHMS.join(','),
        })
        .send(),
    );

    tus.post(UPLOADS_PATH, { onRequest: authenticated }, async (request, reply) => {
      checkTusVersion(request);
      if (request.headers['upload-defer-length'] !== undefined) {
        throw badRequest('Upload-Defer-Length is not supported: send Upload-Length');
      }
      if (Buffer.isBuffer(request.body) && request.body.length > 0) {
        throw badRequest('Create the upload without a body, then send its bytes with PATCH');
      }
      const uploadID = await createUpload(deps, sessionOf(request), {
        length: byteCountHeader(request, TUS_HEADERS.length),
        metadataHeader: metadataHeader(request),
      });
      return reply
        .code(201)
        .headers({ location: uploadPath(uploadID), [TUS_HEADERS.offset]: '0' })
        .send();
    });

    tus.route({
      method: 'HEAD',
      url: `${UPLOADS_PATH}/:id`,
      onRequest: authenticated,
      handler: async (request, reply) => {
        checkTusVersion(request);
        const row = await ownUpload(request);
        return reply
          .code(200)
          .headers({
            [TUS_HEADERS.offset]: String(row.upload_offset),
            [TUS_HEADERS.length]: String(row.upload_length),
            [TUS_HEADERS.metadata]: row.metadata,
            'cache-control': 'no-store',
          })
          .send();
      },
    });

    tus.patch(
      `${UPLOADS_PATH}/:id`,
      { onRequest: authenticated, bodyLimit: UPLOAD_CHUNK_MAX_BYTES },
      async (request, reply) => {
        checkTusVersion(request);
        const row = await ownUpload(request);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== UPLOAD_CHUNK_MEDIA_TYPE) {
          throw new HttpError(
            415,
            ERROR_CODES.unsupportedMediaType,
            `A chunk is sent as ${UPLOAD_CHUNK_MEDIA_TYPE}`,
            {
              received: type || null,
            },
          );
        }
        const offset = byteCountHeader(request, TUS_HEADERS.offset);
        const checksum = checksumHeader(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (offset !== row.upload_offset) throw offsetConflict(row.upload_offset, offset);
        if (offset + bytes.length > row.upload_length) {
          throw tooLarge(`The chunk goes past the upload's length of ${row.upload_length} bytes`, {
            offset,
            chunk: bytes.length,
            length: row.upload_length,
          });
        }
        checkChecksum(bytes, checksum);
        // OPS-6: a chunk costs its bytes from the session's allowance (429 with Retry-After over it).
        await spendUploadAllowance(
          deps.db,
          request.authSession!.sessionId,
          { bytes: bytes.length, pixels: 0 },
          deps.allowance,
        );
        if (
          bytes.length > 0 &&
          !(await appendChunk(deps.db, row.upload_id, offset, bytes, isoNow(), deps.chunkBlobs))
        ) {
          // Another request carrying this chunk won the race: report where the upload is now.
          const now = await ownUpload(request);
          throw offsetConflict(now.upload_offset, offset);
        }
        return reply
          .code(204)
          .header(TUS_HEADERS.offset, String(offset + bytes.length))
          .send();
      },
    );

    tus.delete(`${UPLOADS_PATH}/:id`, { onRequest: authenticated }, async (request, reply) => {
      checkTusVersion(request);
      const row = await ownUpload(request);
      const chunkObjects = await deps.db.transaction().execute((trx) => deleteUpload(trx, row.upload_id));
      await deleteChunkObjects(deps.blobs, chunkObjects);
      return reply.code(204).send();
    });
  });
}
