// Tests only: a tus 1.0.0 server in memory, reached through the client's transport seam (the one
// place a unit test of the client may fake the network). It keeps what it received, so a test can
// count bytes sent twice; `hold` makes a PATCH hang until aborted (a dead link).
import { type TusAnswer, type TusRequest, type TusTransport, TransportFailure } from './tus-transport';

interface StoredUpload {
  length: number;
  bytes: Uint8Array[];
  offset: number;
}

function answer(status: number, headers: Record<string, string> = {}, text = ''): TusAnswer {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, header: (name) => lower.get(name.toLowerCase()) ?? null, text };
}

export function createFakeTusServer() {
  const uploads = new Map<string, StoredUpload>();
  const log: { method: string; path: string; offset?: number; bytes?: number }[] = [];
  let created = 0;
  let receivedBytes = 0;
  /** Decides per PATCH (counted from 1) whether it hangs until aborted. */
  let hold: (patchNumber: number) => boolean = () => false;
  /** Runs before a PATCH is applied (e.g. to move the offset under the client). */
  let beforePatch: (id: string) => void = () => undefined;
  let patches = 0;

  const transport: TusTransport = async (request: TusRequest, { signal, onProgress }) => {
    if (signal.aborted) throw new TransportFailure('aborted');
    const id = request.path.split('/').pop() ?? '';
    const upload = uploads.get(id);
    const offset = Number(request.headers['Upload-Offset']);
    log.push({
      method: request.method,
      path: request.path,
      ...(request.method === 'PATCH' ? { offset, bytes: request.body?.size } : {}),
    });
    if (request.method === 'POST') {
      const newID = `upload-${++created}`;
      uploads.set(newID, { length: Number(request.headers['Upload-Length']), bytes: [], offset: 0 });
      return answer(201, { Location: `/api/uploads/${newID}`, 'Upload-Offset': '0' });
    }
    if (!upload)
      return answer(
        404,
        {},
        JSON.stringify({ error: 'not_found', message: 'No such upload', details: null }),
      );
    if (request.method === 'HEAD')
      return answer(200, { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) });
    if (request.method === 'PATCH' && request.body) {
      const body = request.body;
      if (hold(++patches)) {
        onProgress(Math.floor(body.size / 2));
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new TransportFailure('aborted'))),
        );
      }
      beforePatch(id);
      if (offset !== upload.offset) return answer(409, { 'Upload-Offset': String(upload.offset) });
      const bytes = new Uint8Array(await body.arrayBuffer());
      upload.bytes.push(bytes);
      upload.offset += bytes.length;
      receivedBytes += bytes.length;
      onProgress(bytes.length);
      return answer(204, { 'Upload-Offset': String(upload.offset) });
    }
    uploads.delete(id);
    return answer(204);
  };

  return {
    transport,
    uploads,
    log,
    /** Every byte any PATCH delivered, counting those delivered twice. */
    received: () => receivedBytes,
    holdPatches(decide: (patchNumber: number) => boolean) {
      hold = decide;
    },
    onBeforePatch(run: (id: string) => void) {
      beforePatch = run;
    },
    /** The bytes an upload holds, joined. */
    async contents(id: string): Promise<string> {
      return new Blob((uploads.get(id)?.bytes ?? []) as BlobPart[]).text();
    },
  };
}
