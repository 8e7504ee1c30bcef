// FIELD-3: the resumable client against a tus server in memory (the client's transport seam).
// What is proved: a cut try resumes from the offset the server acknowledged, kept on the photo
// record; a 409 resyncs through HEAD; an upload the server no longer knows starts over; progress
// is written as chunks are acknowledged; a request that moves nothing gives up, a slow one does not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors';
import { db } from '../db/database';
import type { LocalPhoto } from '../db/report-types';
import { resetDb } from '../test/db';
import { signIn } from '../test/report-fixtures';
import { ASYNC_WAIT_MS } from '../test/wait-sizes';
import { createFakeTusServer } from './fake-tus-server';
import { type UploadState, sendResumable } from './resumable-upload';
import { type TusTransport, TransportFailure } from './tus-transport';
import { sendRecordUpload, tuneUploads, uploadFraction } from './upload-record';

const CHUNK = 1_000;
const SIZE = 4_500;
const text = 'abcdefghij'.repeat(SIZE / 10);
const photoBlob = () => new Blob([text], { type: 'image/jpeg' });

async function putPhoto(extra: Partial<LocalPhoto> = {}): Promise<void> {
  await db.photos.put({
    referenceCode: 'p-1',
    jobID: 5,
    locationNumber: '1',
    blob: photoBlob(),
    status: 'queued',
    ...extra,
  } as LocalPhoto);
}

function upload(server: ReturnType<typeof createFakeTusServer>, signal = new AbortController().signal) {
  return db.photos.get('p-1').then((photo) =>
    sendRecordUpload({
      holder: { table: 'photos', key: 'p-1' },
      record: { ...photo!, blob: photo!.blob! },
      metadata: { purpose: 'image', jobID: 5, filetype: 'image/jpeg' },
      signal,
      database: db,
      transport: server.transport,
    }),
  );
}

const step = (r: { method: string; offset?: number }) =>
  r.offset === undefined ? r.method : `${r.method} ${r.offset}`;

describe('resumable uploads (tus client)', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    tuneUploads({ chunkBytes: CHUNK });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tuneUploads({});
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('[FIELD-3] a try stopped mid-upload resumes from the offset the server acknowledged, kept on the photo', async () => {
    await putPhoto();
    const server = createFakeTusServer();
    const stop = new AbortController();
    server.holdPatches((n) => n === 3);
    const first = upload(server, stop.signal);
    await vi.waitFor(() => expect(server.log.filter((r) => r.method === 'PATCH')).toHaveLength(3));
    stop.abort();
    await expect(first).rejects.toBeInstanceOf(NetworkError);
    expect(await db.photos.get('p-1')).toMatchObject({
      uploadUrl: '/api/uploads/upload-1',
      uploadOffset: 2 * CHUNK,
    });

    // A new try (after a reload the record is all that is left) asks the server first, then goes on.
    server.holdPatches(() => false);
    const id = await upload(server);
    expect(id).toBe('upload-1');
    expect(server.log.filter((r) => r.method === 'POST')).toHaveLength(1);
    const resumed = server.log.slice(server.log.findLastIndex((r) => r.method === 'HEAD'));
    expect(resumed.map(step)).toEqual(['HEAD', 'PATCH 2000', 'PATCH 3000', 'PATCH 4000']);
    expect(server.received()).toBe(SIZE);
    expect(await server.contents('upload-1')).toBe(text);
  });

  it('[FIELD-3] a 409 (the server holds more than the client thought) resyncs through HEAD, sending nothing twice', async () => {
    await putPhoto();
    const server = createFakeTusServer();
    let moved = false;
    server.onBeforePatch((id) => {
      const stored = server.uploads.get(id)!;
      // The second chunk already arrived once (an answer lost on the way back, a proxy's retry).
      if (!moved && stored.offset === CHUNK) {
        moved = true;
        stored.bytes.push(new TextEncoder().encode(text.slice(CHUNK, 2 * CHUNK)));
        stored.offset = 2 * CHUNK;
      }
    });
    expect(await upload(server)).toBe('upload-1');
    const patchesAndHeads = server.log.filter((r) => r.method !== 'POST');
    expect(patchesAndHeads.map(step)).toEqual([
      'PATCH 0',
      'PATCH 1000',
      'HEAD',
      'PATCH 2000',
      'PATCH 3000',
      'PATCH 4000',
    ]);
    expect(await server.contents('upload-1')).toBe(text);
  });

  it('[FIELD-3] an upload the server no longer knows (404 on HEAD, purged) starts over from zero', async () => {
    await putPhoto({ uploadUrl: '/api/uploads/purged', uploadOffset: 3_000 });
    const server = createFakeTusServer();
    expect(await upload(server)).toBe('upload-1');
    expect(server.log.slice(0, 3).map((r) => `${r.method} ${r.path}`)).toEqual([
      'HEAD /api/uploads/purged',
      'POST /api/uploads',
      'PATCH /api/uploads/upload-1',
    ]);
    expect(server.received()).toBe(SIZE);
    expect(await db.photos.get('p-1')).toMatchObject({
      uploadUrl: '/api/uploads/upload-1',
      uploadOffset: SIZE,
    });
  });

  it('[FIELD-3] a complete upload gone from the server (its final call stored it, the answer was lost) is named again, not resent', async () => {
    await putPhoto({ uploadUrl: '/api/uploads/consumed', uploadOffset: SIZE });
    const server = createFakeTusServer();
    expect(await upload(server)).toBe('consumed');
    expect(server.log.map(step)).toEqual(['HEAD']);
    expect(server.received()).toBe(0);
  });

  it('[FIELD-3] progress is written on the record as each chunk is acknowledged', async () => {
    await putPhoto();
    const server = createFakeTusServer();
    const seen: (number | null)[] = [];
    const watch = (changes: object, _key: unknown, photo: LocalPhoto) => {
      seen.push(uploadFraction({ ...photo, ...(changes as Partial<LocalPhoto>) }));
    };
    db.photos.hook('updating', watch);
    try {
      await upload(server);
    } finally {
      db.photos.hook('updating').unsubscribe(watch);
    }
    expect(seen).toEqual([0, 1_000 / SIZE, 2_000 / SIZE, 3_000 / SIZE, 4_000 / SIZE, 1]);
    expect(uploadFraction(await db.photos.get('p-1'))).toBe(1);
  });

  it('[FIELD-3] a request that moves no byte for the stall time gives up like a lost connection', async () => {
    const server = createFakeTusServer();
    server.holdPatches((n) => n === 2);
    const states: UploadState[] = [];
    const started = Date.now();
    const failure = sendResumable({
      blob: photoBlob(),
      metadata: { purpose: 'image', jobID: 5, filetype: 'image/jpeg' },
      saved: null,
      save: async (state) => void states.push(state),
      signal: new AbortController().signal,
      transport: server.transport,
      stallMs: 300,
      chunkBytes: CHUNK,
    });
    await expect(failure).rejects.toThrow(new NetworkError('No progress for 0.3 s'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(states.at(-1)).toEqual({ uploadUrl: '/api/uploads/upload-1', uploadOffset: CHUNK });
  });

  it('[FIELD-3] a slow request that keeps moving bytes is not cut, however long it takes in all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // 10 progress events 100 ms apart: 1 s in all, more than three times the stall time.
    const slow: TusTransport = (request, { signal, onProgress }) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new TransportFailure('aborted')));
        if (request.method === 'POST')
          return resolve({
            status: 201,
            header: (h) => (h === 'Location' ? '/api/uploads/u' : null),
            text: '',
          });
        let step = 0;
        const tick = () => {
          onProgress(++step * 100);
          if (step < 10) setTimeout(tick, 100);
          else
            resolve({ status: 204, header: (h) => (h === 'Upload-Offset' ? String(SIZE) : null), text: '' });
        };
        setTimeout(tick, 100);
      });
    let settled: string | Error | null = null;
    sendResumable({
      blob: photoBlob(),
      metadata: { purpose: 'image', jobID: 5, filetype: 'image/jpeg' },
      saved: null,
      save: async () => undefined,
      signal: new AbortController().signal,
      transport: slow,
      stallMs: 300,
      chunkBytes: SIZE,
    }).then(
      (id) => (settled = id),
      (error: Error) => (settled = error),
    );
    // Fake time moves only while the test waits (really) for the upload to settle: the chunk's
    // checksum is computed by the platform, outside fake time.
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(50);
        expect(settled).not.toBeNull();
      },
      { timeout: ASYNC_WAIT_MS, interval: 10 },
    );
    expect(settled).toBe('u');
  });
});
