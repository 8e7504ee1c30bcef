// Where image bytes live (ARCHITECTURE: adapters for the outside world). A local folder under
// DATA_DIR by default; the database, or an S3-compatible object store (SCALE-4), when several
// server instances must share the bytes. Keys are made by the server
// (newBlobKey, and derivedBlobKey for renditions of those), never from request text, and every
// implementation refuses any other shape.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * SCALE-4: stores what the stream yields without holding it whole where the store allows
   * (folder, object store); a failed stream leaves no blob under the key.
   */
  putStream(key: string, body: Readable): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream (for answers and copies that need not hold them), or null. */
  getStream(key: string): Promise<Readable | null>;
  /** Removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
}

const BLOB_KEY = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/** `images/3f/3f9c….jpg`: 128 random bits, fanned out over 256 folders. */
export function newBlobKey(kind: 'images' | 'drive' | 'uploads', extension: 'jpg' | 'bin'): string {
  const id = randomBytes(16).toString('hex');
  return `${kind}/${id.slice(0, 2)}/${id}.${extension}`;
}

/** `images/3f/3f9c….jpg.print-1200-q70.jpg`: a blob made from the blob under `key`. */
const DERIVED_BLOB_KEY = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z]{3,4}\.[a-z0-9-]{1,32}\.[a-z]{3,4}$/;

/**
 * The key of a rendition of the blob under `key` (a smaller copy, say). It is made from a
 * server-made key, so it is one too; the blob it derives from names it, and whoever deletes that
 * blob deletes the renditions it knows of.
 */
export function derivedBlobKey(key: string, rendition: string, extension: 'jpg'): string {
  return assertBlobKey(`${assertBlobKey(key)}.${rendition}.${extension}`);
}

export function assertBlobKey(key: string): string {
  if (!BLOB_KEY.test(key) && !DERIVED_BLOB_KEY.test(key))
    throw new Error(`Not a blob key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
