// INT-1: the routes that are not contract calls (tus uploads, health probes, this document), written
// out by hand in OpenAPI 3.1: their bodies are bytes or their answers fixed, so no zod schema
// describes them. openapi.test.ts checks that every registered route has an operation here or
// from the contract, so a new plain route cannot go undocumented.
import {
  ERROR_CODES,
  TUS_HEADERS,
  TUS_VERSION,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOADS_PATH,
} from '@fieldops/contract';
import { LIVENESS_PATH } from '../health-port.js';
import { OPENAPI_PATH } from './paths.js';

const READINESS_PATH = '/api/health/ready';
const session = [{ sid: [] }];
const header = (name: string, description: string, example: string, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' },
  example,
});
const tusResumable = header(
  TUS_HEADERS.resumable,
  'The tus protocol version the client speaks.',
  TUS_VERSION,
);
const uploadID = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The upload id from the Location of the creating POST.',
  schema: { type: 'string', format: 'uuid' },
  example: '0f8e2c3a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
};
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
});
const noContent = (description: string) => ({ description });

/** The error body every refusal carries (spec: `{error, message, details}`). */
export const errorAnswerSchema = {
  type: 'object',
  required: ['error', 'message', 'details'],
  properties: {
    error: { type: 'string', description: 'A stable code', examples: [ERROR_CODES.tooLarge] },
    message: { type: 'string', description: 'What went wrong, for a person' },
    details: { description: 'What the server knows about the mistake (fields, limits) or null' },
  },
};

export const plainRoutePaths = {
  [UPLOADS_PATH]: {
    options: {
      operationId: 'uploadDiscovery',
      tags: ['uploads'],
      summary: 'tus discovery: version, extensions, largest upload and checksum algorithms',
      responses: {
        '204': {
          description: 'The tus capabilities, in Tus-* headers',
          headers: {
            [TUS_HEADERS.version]: { schema: { type: 'string' }, example: TUS_VERSION },
            [TUS_HEADERS.extension]: { schema: { type: 'string' }, example: 'creation,checksum,termination' },
            [TUS_HEADERS.checksumAlgorithm]: { schema: { type: 'string' }, example: 'sha1,sha256' },
          },
        },
      },
    },
    post: {
      operationId: 'uploadCreate',
      tags: ['uploads'],
      summary: 'tus creation: start a resumable upload of a photo or folder file',
      security: session,
      parameters: [
        tusResumable,
        header(TUS_HEADERS.length, 'The whole upload, in bytes.', '524288'),
        header(
          TUS_HEADERS.metadata,
          'tus metadata: filetype and purpose, base64 values.',
          'filetype aW1hZ2UvanBlZw==',
        ),
      ],
      responses: {
        '201': noContent('Created: Location names the upload, Upload-Offset is 0'),
        '400': refusal('A missing or malformed header'),
        '413': refusal('Larger than the purpose allows'),
      },
    },
  },
  [`${UPLOADS_PATH}/{id}`]: {
    head: {
      operationId: 'uploadOffset',
      tags: ['uploads'],
      summary: 'tus core: how many bytes the server holds (resume from Upload-Offset)',
      security: session,
      parameters: [uploadID, tusResumable],
      responses: {
        '200': noContent('Upload-Offset and Upload-Length'),
        '404': noContent('No such upload of yours'),
      },
    },
    patch: {
      operationId: 'uploadChunk',
      tags: ['uploads'],
      summary: `tus core: append a chunk of at most ${UPLOAD_CHUNK_MAX_BYTES} bytes at Upload-Offset`,
      security: session,
      parameters: [
        uploadID,
        tusResumable,
        header(TUS_HEADERS.offset, 'Where the chunk starts; must equal the server offset.', '0'),
        header(
          TUS_HEADERS.checksum,
          'tus checksum: algorithm and base64 digest of the chunk.',
          'sha256 47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
          false,
        ),
      ],
      requestBody: {
        required: true,
        content: {
          'application/offset+octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
      responses: {
        '204': noContent('Stored: Upload-Offset is the new offset'),
        '409': refusal('The offset is not where the upload is'),
        '413': refusal('The chunk goes past the upload length'),
        '415': refusal('The body is not application/offset+octet-stream'),
        '460': refusal('The checksum does not match the bytes'),
      },
    },
    delete: {
      operationId: 'uploadTerminate',
      tags: ['uploads'],
      summary: 'tus termination: drop an unfinished upload',
      security: session,
      parameters: [uploadID, tusResumable],
      responses: { '204': noContent('Dropped'), '404': refusal('No such upload of yours') },
    },
  },
  [LIVENESS_PATH]: {
    get: {
      operationId: 'liveness',
      tags: ['health'],
      summary: 'Liveness: the process answers',
      responses: {
        '200': {
          description: 'Alive',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { live: { const: true } } },
              example: { live: true },
            },
          },
        },
      },
    },
  },
  [READINESS_PATH]: {
    get: {
      operationId: 'readiness',
      tags: ['health'],
      summary: 'Readiness: the database answers, so the instance can serve',
      responses: {
        '200': {
          description: 'Ready',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { ready: { const: true } } },
              example: { ready: true },
            },
          },
        },
        '503': refusal('The database does not answer'),
      },
    },
  },
  [OPENAPI_PATH]: {
    get: {
      operationId: 'openApiDocument',
      tags: ['docs'],
      summary: 'This document (OpenAPI 3.1)',
      responses: {
        '200': {
          description: 'The OpenAPI document',
          content: {
            'application/json': {
              schema: { type: 'object' },
              example: { openapi: '3.1.0', info: { title: 'FieldOps API', version: '0.1.0' }, paths: {} },
            },
          },
        },
      },
    },
  },
};
