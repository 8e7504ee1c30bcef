// FIELD-3: tus requests as the app's client sends them (sid appended, Tus-Resumable on each), so
// the upload tests read as the protocol's steps.
import { createHash } from 'node:crypto';
import { encodeUploadMetadata, TUS_VERSION, UPLOAD_CHUNK_MEDIA_TYPE, UPLOADS_PATH } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';

const withSid = (url: string, sid: string) =>
  `${url}${url.includes('?') ? '&' : '?'}sid=${encodeURIComponent(sid)}`;
const TUS = { 'tus-resumable': TUS_VERSION };

export function createUpload(
  app: FastifyInstance,
  sid: string,
  length: number,
  metadata: Record<string, string | number | undefined>,
) {
  return app.inject({
    method: 'POST',
    url: withSid(UPLOADS_PATH, sid),
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': encodeUploadMetadata(metadata) },
  });
}

export function headUpload(app: FastifyInstance, sid: string, location: string) {
  return app.inject({ method: 'HEAD', url: withSid(location, sid), headers: TUS });
}

export function patchUpload(
  app: FastifyInstance,
  sid: string,
  location: string,
  offset: number,
  chunk: Uint8Array,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PATCH',
    url: withSid(location, sid),
    headers: { ...TUS, 'content-type': UPLOAD_CHUNK_MEDIA_TYPE, 'upload-offset': String(offset), ...headers },
    payload: Buffer.from(chunk),
  });
}

export function deleteUpload(app: FastifyInstance, sid: string, location: string) {
  return app.inject({ method: 'DELETE', url: withSid(location, sid), headers: TUS });
}

export const sha1 = (bytes: Uint8Array) => `sha1 ${createHash('sha1').update(bytes).digest('base64')}`;

/** Creates an upload and sends `bytes` in `chunks` PATCHes; answers its Location. */
export async function uploadInChunks(
  app: FastifyInstance,
  sid: string,
  bytes: Uint8Array,
  metadata: Record<string, string | number | undefined>,
  chunks = 3,
): Promise<string> {
  const created = await createUpload(app, sid, bytes.length, metadata);
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const location = created.headers.location as string;
  const size = Math.ceil(bytes.length / chunks);
  for (let offset = 0; offset < bytes.length; offset += size) {
    const chunk = bytes.subarray(offset, offset + size);
    const answer = await patchUpload(app, sid, location, offset, chunk, { 'upload-checksum': sha1(chunk) });
    if (answer.statusCode !== 204) throw new Error(`PATCH answered ${answer.statusCode}: ${answer.body}`);
  }
  return location;
}
