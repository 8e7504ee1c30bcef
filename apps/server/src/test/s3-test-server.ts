// SCALE-4: an S3-compatible server for tests, s3rver from npm (a devDependency: nothing is
// downloaded at run time), started in this process on a free port with its objects in a fresh
// temporary folder. It not starting fails the test loudly: BLOB_STORE=s3 is never skipped.
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../adapters/blobs/s3.js';
import { tempDir } from './harness.js';

export interface TestS3 {
  settings: S3Settings;
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
  return {
    settings: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver's fixed test credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    objectFile: (key) => path.join(directory, BUCKET, `${key}._S3rver_object`),
    close: () => server.close(),
  };
}
