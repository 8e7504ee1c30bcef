// FIELD-3: the tus 1.0.0 header rules, kept apart from storage so each refusal reads in one place.
// Every refusal is an HttpError (the project's {error, message, details}); the plugin adds
// Tus-Resumable to every answer, and the headers a tus client needs with a refusal (Upload-Offset
// with a 409) travel on the error.
import {
  CHECKSUM_MISMATCH_STATUS,
  ERROR_CODES,
  TUS_CHECKSUM_ALGORITHMS,
  TUS_HEADERS,
  TUS_VERSION,
  type TusChecksumAlgorithm,
} from '@fieldops/contract';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.js';

/** A refusal with the headers tus says go with it. */
export class TusError extends HttpError {
  constructor(
    statusCode: number,
    code: ConstructorParameters<typeof HttpError>[1],
    message: string,
    details: unknown = null,
    headers: Record<string, string> = {},
  ) {
    super(statusCode, code, message, details);
    this.headers = headers;
  }
}

export const UPLOAD_NOT_FOUND = 'No such upload, or it is not yours';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
};

/** tus: a request without our protocol version is refused with the versions we speak (412). */
export function checkTusVersion(request: FastifyRequest): void {
  if (header(request, TUS_HEADERS.resumable) !== TUS_VERSION) {
    throw new TusError(
      412,
      ERROR_CODES.badRequest,
      `Send ${TUS_HEADERS.resumable}: ${TUS_VERSION}`,
      { received: header(request, TUS_HEADERS.resumable) ?? null },
      { [TUS_HEADERS.version]: TUS_VERSION },
    );
  }
}

/** A non-negative whole number header (Upload-Length, Upload-Offset), or a 400 naming it. */
export function byteCountHeader(request: FastifyRequest, name: string): number {
  const text = header(request, name);
  if (text === undefined || !/^\d{1,15}$/.test(text)) {
    throw badRequest(`${name} must be a whole number of bytes`, { header: name, received: text ?? null });
  }
  return Number(text);
}

export function metadataHeader(request: FastifyRequest): string {
  return header(request, TUS_HEADERS.metadata) ?? '';
}

export interface ChunkChecksum {
  algorithm: TusChecksumAlgorithm;
  digest: string;
}

/** Upload-Checksum: `<algorithm> <base64 digest>`, or undefined when the client sent none. */
export function checksumHeader(request: FastifyRequest): ChunkChecksum | undefined {
  const text = header(request, TUS_HEADERS.checksum);
  if (text === undefined) return undefined;
  const [algorithm, digest, ...rest] = text.trim().split(' ');
  if (!(TUS_CHECKSUM_ALGORITHMS as readonly string[]).includes(algorithm ?? '')) {
    throw badRequest(`${TUS_HEADERS.checksum} uses ${TUS_CHECKSUM_ALGORITHMS.join(' or ')}`, {
      received: algorithm ?? null,
    });
  }
  if (!digest || rest.length > 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(digest)) {
    throw badRequest(`${TUS_HEADERS.checksum} is "<algorithm> <base64 digest>"`);
  }
  return { algorithm: algorithm as TusChecksumAlgorithm, digest };
}

/** tus checksum extension: a chunk whose digest differs is dropped with 460. */
export function checkChecksum(bytes: Uint8Array, checksum: ChunkChecksum | undefined): void {
  if (!checksum) return;
  const actual = createHash(checksum.algorithm).update(bytes).digest('base64');
  if (actual !== checksum.digest) {
    throw new HttpError(
      CHECKSUM_MISMATCH_STATUS,
      ERROR_CODES.badRequest,
      "The chunk's checksum does not match its bytes; nothing was stored, send it again",
      { algorithm: checksum.algorithm },
    );
  }
}

/** tus: a chunk for another offset than the stored one is refused with the stored offset (409). */
export const offsetConflict = (stored: number, sent: number) =>
  new TusError(
    409,
    ERROR_CODES.conflict,
    `The upload is at byte ${stored}, not ${sent}: ask HEAD for the offset and continue from there`,
    { offset: stored, sent },
    { [TUS_HEADERS.offset]: String(stored) },
  );
