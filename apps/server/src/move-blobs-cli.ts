// SCALE-4: `npm run move-blobs -- --from database|local`, run once with the environment the
// servers will have on the bucket (BLOB_STORE=s3, S3_*, and the DATABASE_URL or DATA_DIR the
// blobs are in now). Copies every blob into the bucket, reads each copy back and checks its
// SHA-256; exits 1 naming every blob that does not match, so the switch waits until none.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseBlobSource, folderBlobSource, moveBlobs } from './adapters/blobs/move.js';
import { s3BlobStore, s3ClientFor } from './adapters/blobs/s3.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';

const USAGE = 'Usage: move-blobs --from database|local   (with BLOB_STORE=s3 and S3_* set)';

async function main(args: string[]): Promise<boolean> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  const config = loadConfig(process.env);
  if (!config.objectStore) throw new Error(`${USAGE}\nBLOB_STORE is ${config.blobStore}, not s3.`);
  const bucket = s3BlobStore(s3ClientFor(config.objectStore), config.objectStore.bucket);
  const from = values.from;
  if (from !== 'database' && from !== 'local') throw new Error(USAGE);
  const handle = from === 'database' ? openDatabase(config) : undefined;
  try {
    const source = handle
      ? databaseBlobSource(handle.db)
      : folderBlobSource(path.join(config.dataDir, 'blobs'));
    let bytes = 0;
    const { moved, mismatched } = await moveBlobs(source, bucket, (blob) => {
      bytes += blob.bytes;
      if (process.stdout.isTTY) process.stdout.write(`\rcopied ${blob.key}`);
    });
    const into = `s3 bucket ${config.objectStore.bucket}`;
    process.stdout.write(`\nCopied ${moved.length} blobs (${bytes} bytes) from ${from} into the ${into}.\n`);
    for (const blob of mismatched) {
      const found = blob.found ? `SHA-256 ${blob.found}` : 'no object';
      process.stderr.write(
        `MISMATCH ${blob.key}: the source has SHA-256 ${blob.expected}, the bucket ${found}\n`,
      );
    }
    if (mismatched.length > 0)
      process.stderr.write(`${mismatched.length} blobs do not match: run it again.\n`);
    else process.stdout.write(`Every copy read back with its source's SHA-256.\n`);
    return mismatched.length === 0;
  } finally {
    await handle?.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (allMatch) => {
    if (!allMatch) process.exitCode = 1;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
