// SCALE-4: the blob store in an S3-compatible object store (Amazon S3, MinIO, Cloudflare R2 and
// the like; CI runs it against s3rver), through the AWS SDK v3. Bytes pass through as streams:
// a put of a stream is a multipart upload whose parts are sent as they fill, a get hands the
// response body on, so a large drive file is never held whole. Keys are the server's own
// (assertBlobKey), used as object keys as they are.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreSettings } from '../../config.js';
import { assertBlobKey, type BlobStore } from './blob-store.js';

/** What the client needs; read from S3_* (config.ts). */
export type S3Settings = ObjectStoreSettings;

/** Parts of a streamed put: S3's minimum is 5 MiB; two in flight bound the memory per upload. */
const PART_BYTES = 8 * 1_048_576;
const PARTS_IN_FLIGHT = 2;

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default adds a CRC trailer to every upload (aws-chunked), which not every
    // S3-compatible store accepts; checksums only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function s3BlobStore(client: S3Client, bucket: string): BlobStore {
  const store: BlobStore = {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: assertBlobKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    async putStream(key, body) {
      // A failed upload aborts its multipart upload: no parts left behind, no object under the key.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: assertBlobKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      const body = await store.getStream(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async getStream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertBlobKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('The S3 client answered without a stream');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertBlobKey(key) }));
    },
  };
  return store;
}
