// The bytes of one upload sent in chunks over tus 1.0.0 (FIELD-3): created once, then each chunk
// PATCHed at the offset the server acknowledged. The upload's URL and acknowledged offset are saved
// on the device record after each step, so a cut link, a reload or a server restart resumes from
// the server's offset (HEAD first), never from zero. Retries belong to the queue (its backoff): a
// failure here ends the try.
import {
  UPLOADS_PATH,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MEDIA_TYPE,
  encodeUploadMetadata,
} from '@fieldops/contract';
import { ContractError } from '../api/errors';
import { type CallOptions, UPLOAD_STALL_MS, tusCall } from './tus-call';
import { type TusTransport, xhrTransport } from './tus-transport';

/**
 * A chunk: small enough that a cut costs little and a slow link shows progress often (8 s at
 * 256 kbit/s), big enough that a 10 MB file is 40 requests, not hundreds.
 */
export const UPLOAD_CHUNK_BYTES = Math.min(256 * 1024, UPLOAD_CHUNK_MAX_BYTES);

/** What the device keeps about an upload in progress (on the record holding its bytes). */
export interface UploadState {
  uploadUrl: string | null;
  uploadOffset: number;
}

export interface ResumableUpload {
  blob: Blob;
  /** tus Upload-Metadata pairs (purpose, jobID or folderID, filetype, filename). */
  metadata: Record<string, string | number | undefined>;
  /** The state saved by an earlier try, if any. */
  saved: UploadState | null;
  save(state: UploadState): Promise<void>;
  signal: AbortSignal;
  transport?: TusTransport;
  stallMs?: number;
  chunkBytes?: number;
  /** Bytes of the current chunk gone up (before the server acknowledges them). */
  onProgress?(bytesUp: number): void;
}

/** How many 409s (offset mismatch) one try resynchronises before it gives up. */
const MAX_RESYNCS = 3;

function offsetOf(header: string | null): number {
  const offset = Number(header);
  if (header === null || !Number.isSafeInteger(offset) || offset < 0)
    throw new ContractError(`The server answered no valid Upload-Offset (${header})`);
  return offset;
}

async function checksumOf(chunk: Blob): Promise<Record<string, string>> {
  // crypto.subtle exists only in secure contexts (https, localhost); the checksum is optional.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return {};
  const bytes = new Uint8Array(await chunk.arrayBuffer());
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return { 'Upload-Checksum': `sha256 ${btoa(String.fromCharCode(...digest))}` };
}

/** The upload's id: the last segment of its Location. */
export const uploadIDOf = (uploadUrl: string): string =>
  decodeURIComponent(new URL(uploadUrl, window.location.origin).pathname.split('/').pop() ?? '');

/** Sends what the server does not have yet; answers the completed upload's id. */
export async function sendResumable(upload: ResumableUpload): Promise<string> {
  const { blob } = upload;
  const call: CallOptions = {
    transport: upload.transport ?? xhrTransport,
    signal: upload.signal,
    stallMs: upload.stallMs ?? UPLOAD_STALL_MS,
  };
  const head = async (url: string) => {
    const answer = await tusCall({ method: 'HEAD', path: url, headers: {} }, call, [404, 410]);
    return answer.status === 200 || answer.status === 204 ? offsetOf(answer.header('Upload-Offset')) : null;
  };
  let url = upload.saved?.uploadUrl ?? null;
  let offset = url ? await head(url) : null;
  if (url && offset === null && upload.saved?.uploadOffset === blob.size) {
    // Complete, then gone: a final call consumed it and its answer was lost. Its replay must name
    // the same upload (the idempotency key's record holds that body: another id would be a 422).
    return uploadIDOf(url);
  }
  if (url === null || offset === null) {
    // Never created, or purged by the server (404): a new upload, from zero.
    const created = await tusCall(
      {
        method: 'POST',
        path: UPLOADS_PATH,
        headers: {
          'Upload-Length': String(blob.size),
          'Upload-Metadata': encodeUploadMetadata(upload.metadata),
        },
      },
      call,
    );
    const location = created.header('Location');
    if (!location) throw new ContractError('The server created an upload without a Location');
    url = new URL(location, window.location.origin).pathname;
    offset = 0;
  }
  await upload.save({ uploadUrl: url, uploadOffset: offset });
  const chunkBytes = upload.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  let resyncs = 0;
  while (offset < blob.size) {
    const chunk = blob.slice(offset, Math.min(offset + chunkBytes, blob.size));
    const answer = await tusCall(
      {
        method: 'PATCH',
        path: url,
        headers: {
          'Content-Type': UPLOAD_CHUNK_MEDIA_TYPE,
          'Upload-Offset': String(offset),
          ...(await checksumOf(chunk)),
        },
        body: chunk,
      },
      { ...call, onProgress: upload.onProgress },
      [409],
    );
    if (answer.status === 409) {
      // The server holds other bytes than we thought (an answer lost after it stored a chunk).
      if (++resyncs > MAX_RESYNCS) throw new ContractError('The upload offset keeps changing');
      const current = await head(url);
      if (current === null) {
        await upload.save({ uploadUrl: null, uploadOffset: 0 });
        return sendResumable({ ...upload, saved: null });
      }
      offset = current;
    } else {
      offset = offsetOf(answer.header('Upload-Offset'));
    }
    await upload.save({ uploadUrl: url, uploadOffset: offset });
  }
  return uploadIDOf(url);
}
