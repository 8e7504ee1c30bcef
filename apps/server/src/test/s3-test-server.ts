// SCALE-4: an S3-compatible server for tests, s3rver from npm (a devDependency: nothing is
// downloaded at run time), started in this process on a free port with its objects in a fresh
// temporary folder. It not starting fails the test loudly: BLOB_STORE=s3 is never skipped.
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../adapters/blobs/s3.js';
import { tempDir } from './harness.js';

export interface TestS3 {
  settings: S3Settings;
  /** The configuration variables of a server using this store. */
  env: Record<string, string>;
  /** Where s3rver keeps a bucket's objects on disk (a test may damage one there). */
  objectFile(key: string): string;
  close(): Promise<void>;
}

const BUCKET = 'fieldops-test';

export async function startTestS3(): Promise<TestS3> {
  const directory = tempDir();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (cause) {
    throw new Error(`s3rver (the S3-compatible test server) could not start: ${String(cause)}`);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed test credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, credentials },
    env: {
      BLOB_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    objectFile: (key) => path.join(directory, BUCKET, `${key}._S3rver_object`),
    close: () => server.close(),
  };
}
