// FIELD-3 through the queue: a large queued photo or folder file goes up in chunks first and its
// final call names the finished upload instead of carrying base64; a cut try ends like no answer
// (nothing counted) and the next try resumes. The tus server is the in-memory one; the final calls
// go through the app's fetch stub.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { uploadFileToFolder } from '../file-sync/actions';
import { uploadRecordID } from '../file-sync/store';
import { createNetworkStatus } from '../platform/network-status';
import { addJobPhoto } from '../queue/kinds/photo-actions';
import { createQueueRunner } from '../queue/runner';
import { createQueueStatus } from '../queue/status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { syncedFolder } from '../test/folder-fixtures';
import { IDENTITY, signIn } from '../test/report-fixtures';
import { createFakeTusServer } from './fake-tus-server';
import { tuneUploads } from './upload-record';

const FOLDER = 'safety-library-demo';
const SIZE = 600 * 1024;
const CHUNK = 256 * 1024;

const runner = () =>
  createQueueRunner({
    owner: () => IDENTITY.email,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });

describe('queued uploads over the resumable client', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await db.trackedFolders.put(syncedFolder(FOLDER));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tuneUploads({});
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[FIELD-3] a large photo and a large folder file go up in chunks; their final calls name the uploads', async () => {
    const server = createFakeTusServer();
    tuneUploads({ transport: server.transport, chunkBytes: CHUNK });
    const photo = new Blob([new Uint8Array(SIZE).fill(7)], { type: 'image/jpeg' });
    await addJobPhoto({ referenceCode: 'p-1', jobID: 5, locationNumber: '1', blob: photo });
    const file = await uploadFileToFolder(FOLDER, {
      name: 'Plan.pdf',
      blob: new Blob(['%PDF'.repeat(SIZE / 4)], { type: 'application/pdf' }),
    });
    if (!file.ok) throw new Error('not queued');
    const net = stubFetch({
      'POST /api/Image': json({}),
      [`POST /api/filemanager/folder/${FOLDER}/base64`]: json({
        id: 'DriveFile0000001',
        name: 'Plan.pdf',
        mimeType: 'application/pdf',
        size: SIZE,
        modifiedDate: '2026-05-01T10:00:00.000Z',
        parentFolderID: FOLDER,
      }),
    });

    expect(await runner().trigger()).toBe('done');
    const image = JSON.parse(net.to('/api/Image')[0]!.body!);
    const folder = JSON.parse(net.to(`/api/filemanager/folder/${FOLDER}/base64`)[0]!.body!);
    expect(image).toMatchObject({ referenceCode: 'p-1', jobID: 5 });
    expect(image).not.toHaveProperty('base64');
    expect(folder).toEqual({ name: 'Plan.pdf', mimeType: 'application/pdf', upload: expect.any(String) });
    expect([image.upload, folder.upload].sort()).toEqual(['upload-1', 'upload-2']);
    for (const id of ['upload-1', 'upload-2']) expect(server.uploads.get(id)?.offset).toBe(SIZE);
    expect(server.received()).toBe(2 * SIZE);
    expect(server.log.filter((r) => r.method === 'PATCH')).toHaveLength(6);
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-3] a stalled upload ends the try like no answer (no try counted); the next try resumes where the server is', async () => {
    const server = createFakeTusServer();
    server.holdPatches((n) => n === 2);
    tuneUploads({ transport: server.transport, chunkBytes: CHUNK, stallMs: 200 });
    const file = await uploadFileToFolder(FOLDER, {
      name: 'Plan.pdf',
      blob: new Blob(['%PDF'.repeat(SIZE / 4)], { type: 'application/pdf' }),
    });
    if (!file.ok) throw new Error('not queued');
    const net = stubFetch({
      [`POST /api/filemanager/folder/${FOLDER}/base64`]: json({
        id: 'DriveFile0000001',
        name: 'Plan.pdf',
        mimeType: 'application/pdf',
        size: SIZE,
        modifiedDate: '2026-05-01T10:00:00.000Z',
        parentFolderID: FOLDER,
      }),
    });

    expect(await runner().trigger()).toBe('network');
    expect(await db.updateQueue.get(file.queueID)).toMatchObject({ counterTries: 0 });
    expect(await db.files.get(uploadRecordID(file.queueID))).toMatchObject({ uploadOffset: CHUNK });
    expect(net.requests).toHaveLength(0);

    expect(await runner().trigger()).toBe('done');
    expect(server.received()).toBe(SIZE);
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    expect(await db.updateQueue.count()).toBe(0);
  });
});
