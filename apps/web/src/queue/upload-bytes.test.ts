// FIELD-2: upload bytes never sit in a task. The queue's counts and lists read tasks through the
// owner index and never touch the records holding the bytes; the runner reads them only to send
// that task, as the base64 the server takes; nothing is left behind; a restart loses nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, FieldOpsDatabase } from '../db/database';
import { uploadFileToFolder } from '../file-sync/actions';
import { uploadRecordID } from '../file-sync/store';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { syncedFolder } from '../test/folder-fixtures';
import { IDENTITY, jpegBlob, signIn } from '../test/report-fixtures';
import { addComment } from './actions';
import { addJobPhoto } from './kinds/photo-actions';
import { countUnsent } from './hooks';
import { discardTask } from './manage';
import { readQueueScreen } from './read-tasks';
import { type QueueRunnerDeps, createQueueRunner } from './runner';
import { createQueueStatus } from './status';

const FOLDER = 'safety-library-demo';
/** Under RESUMABLE_UPLOAD_MIN_BYTES: larger bytes go up in chunks first (FIELD-3, src/uploads). */
const SIZE = 200 * 1024;
/** Text the test can recognise in a request body. */
const bigFile = () => new Blob(['A'.repeat(SIZE)], { type: 'text/plain' });

const runner = (deps: QueueRunnerDeps = {}) =>
  createQueueRunner({
    owner: () => IDENTITY.email,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
    ...deps,
  });

const driveFile = (id: string, name: string) => ({
  id,
  name,
  mimeType: 'text/plain',
  size: SIZE,
  modifiedDate: '2026-05-01T10:00:00.000Z',
  parentFolderID: FOLDER,
});

async function queueUploads(): Promise<number> {
  const file = await uploadFileToFolder(FOLDER, { name: 'Survey.txt', blob: bigFile() });
  if (!file.ok) throw new Error('not queued');
  await addJobPhoto({ referenceCode: 'p-1', jobID: 5, locationNumber: '1', blob: jpegBlob() });
  return file.queueID;
}

/** Every way a Dexie table can be read, spied on. */
function spyReads(table: typeof db.files | typeof db.photos) {
  const methods = [
    'get',
    'bulkGet',
    'toArray',
    'where',
    'filter',
    'toCollection',
    'orderBy',
    'each',
  ] as const;
  return methods.map((method) => vi.spyOn(table, method));
}

describe('upload bytes out of the queue', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await db.trackedFolders.put(syncedFolder(FOLDER));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[FIELD-2] a queued upload holds no bytes in its task: they wait in the file or photo record it names', async () => {
    const fileTask = await queueUploads();
    const tasks = await db.updateQueue.toArray();
    expect(tasks).toHaveLength(2);
    for (const task of tasks) {
      expect(JSON.stringify(task).length).toBeLessThan(1_000);
      expect(task.kind === 'http' && task.payload).not.toHaveProperty('base64');
    }
    expect((await db.files.get(uploadRecordID(fileTask)))?.blob?.size).toBe(SIZE);
    expect((await db.photos.get('p-1'))?.blob?.size).toBe(jpegBlob().size);
  });

  it('[FIELD-2] counting and listing the queue never reads upload bytes: one index, no scan', async () => {
    await queueUploads();
    for (let i = 0; i < 30; i++) await addComment(5, 'General', `note ${i}`);
    const byteReads = [...spyReads(db.files), ...spyReads(db.photos)];
    const blobReads = [vi.spyOn(Blob.prototype, 'arrayBuffer'), vi.spyOn(Blob.prototype, 'text')];
    const scans = [vi.spyOn(db.updateQueue, 'toArray'), vi.spyOn(db.updateQueue, 'filter')];
    const indexes = vi.spyOn(db.updateQueue, 'where');

    expect(await countUnsent()).toBe(32);
    const screen = await readQueueScreen(db, IDENTITY.email, 25);
    expect(screen.tasks).toHaveLength(25);
    expect(screen.tasks.map((task) => task.taskName).slice(0, 2)).toEqual([
      'Add note (General): note 29',
      'Add note (General): note 28',
    ]);
    expect(screen).toMatchObject({ total: 32, skipped: 0 });

    for (const spy of [...byteReads, ...blobReads, ...scans]) expect(spy).not.toHaveBeenCalled();
    expect(new Set(indexes.mock.calls.map(([index]) => String(index)))).toEqual(
      new Set(['owner', '[owner+state]']),
    );
  });

  it("[FIELD-2] the runner reads an upload's bytes only to send it, as the base64 the server takes", async () => {
    await queueUploads();
    const net = stubFetch({
      [`POST /api/filemanager/folder/${FOLDER}/base64`]: json(driveFile('DriveFile0000001', 'Survey.txt')),
      'POST /api/Image': json({}),
    });
    expect(await runner().trigger()).toBe('done');
    const [file] = net.to(`/api/filemanager/folder/${FOLDER}/base64`);
    expect(JSON.parse(file!.body!)).toEqual({
      name: 'Survey.txt',
      mimeType: 'text/plain',
      base64: btoa('A'.repeat(SIZE)),
    });
    const [photo] = net.to('/api/Image');
    const raw = btoa(String.fromCharCode(...new Uint8Array(await jpegBlob().arrayBuffer())));
    expect(JSON.parse(photo!.body!)).toMatchObject({
      referenceCode: 'p-1',
      base64: `data:image/jpeg;base64,${raw}`,
    });
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-2] a sent upload or a discarded one leaves no upload bytes behind', async () => {
    const sent = await queueUploads();
    const discarded = await uploadFileToFolder(FOLDER, { name: 'Draft.txt', blob: bigFile() });
    if (!discarded.ok) throw new Error('not queued');
    await discardTask(discarded.queueID);
    expect(await db.files.get(uploadRecordID(discarded.queueID))).toBeUndefined();

    stubFetch({
      [`POST /api/filemanager/folder/${FOLDER}/base64`]: json(driveFile('DriveFile0000001', 'Survey.txt')),
      'POST /api/Image': json({}),
    });
    expect(await runner().trigger()).toBe('done');
    // The sent file's record became the drive's document (its bytes are the synced copy); no
    // `upload:` record is left, and the photo is the sent photo of the gallery.
    expect((await db.files.toArray()).map((file) => file.id)).toEqual(['DriveFile0000001']);
    expect(await db.files.get(uploadRecordID(sent))).toBeUndefined();
    expect(await db.photos.get('p-1')).toMatchObject({ status: 'sent', queueID: null });
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-2] an upload queued before a restart (a new Dexie instance) still sends its bytes', async () => {
    await queueUploads();
    db.close();
    const reopened = new FieldOpsDatabase();
    try {
      const net = stubFetch({
        [`POST /api/filemanager/folder/${FOLDER}/base64`]: json(driveFile('DriveFile0000001', 'Survey.txt')),
        'POST /api/Image': json({}),
      });
      expect(await runner({ database: reopened }).trigger()).toBe('done');
      const [file] = net.to(`/api/filemanager/folder/${FOLDER}/base64`);
      expect(JSON.parse(file!.body!)).toMatchObject({ base64: btoa('A'.repeat(SIZE)) });
      expect(net.to('/api/Image')).toHaveLength(1);
      expect(await reopened.updateQueue.count()).toBe(0);
    } finally {
      reopened.close();
      await db.open();
    }
  });
});
