// FIELD-4: a slow upload never blocks unrelated work. The runner over a fetch stub whose upload
// request hangs until the test releases it: other notes go meanwhile, those queued before the
// upload and those made while it is in flight; what depends on the upload waits for it, whatever
// its lane.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { IDENTITY, jpegBlob, signIn } from '../test/report-fixtures';
import { waitUntil } from '../test/waits';
import { addComment } from './actions';
import { addJobPhoto, deletePhoto } from './kinds/photo-actions';
import { addTask } from './enqueue';
import { noteTask } from './kinds/note';
import { createQueueRunner } from './runner';
import { createQueueStatus } from './status';
import { onWake } from './wake';

/** A server whose photo upload hangs until `release()`; `events` says what happened in order. */
function slowUploadServer() {
  const events: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const net = stubFetch({
    'POST /api/Image': async () => {
      await released;
      events.push('photo answered');
      return json({});
    },
    'POST /api/cmd': () => {
      const text = String(JSON.parse(net.requests.at(-1)!.body!).parameters[2].value);
      events.push(`note sent: ${text}`);
      return json({
        noteID: 1,
        noteType: 'General',
        text,
        createdDate: '2025-06-02',
        createdBy: IDENTITY.name,
      });
    },
    'DELETE /api/image': () => {
      events.push('photo delete sent');
      return json({});
    },
  });
  return { net, events, release };
}

const newRunner = () =>
  createQueueRunner({
    owner: () => IDENTITY.email,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });

async function queuePhoto(): Promise<number> {
  await addJobPhoto({ referenceCode: 'p-1', jobID: 5, locationNumber: '1', blob: jpegBlob() });
  return (await db.updateQueue.toArray()).find((task) => task.call === 'uploadImage')!.queueID;
}

describe('queue lanes', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[FIELD-4] while an upload hangs, a note queued before it is sent; a note that depends on the upload waits for it', async () => {
    await addComment(5, 'General', 'before the photo');
    const upload = await queuePhoto();
    // A note that must reach the server after the photo (dependsOn), and the photo's own delete.
    await addTask(
      db,
      noteTask(
        { jobID: 5, noteType: 'General', text: 'about the photo' },
        { taskName: 'Add note (General): about the photo', dependsOn: upload },
      ),
    );
    expect(await deletePhoto((await db.photos.get('p-1'))!)).toBe(true);
    const { net, events, release } = slowUploadServer();
    const runner = newRunner();

    const run = runner.trigger();
    // Newest first alone would have put the older note behind the hanging upload.
    await waitUntil(() => expect(events).toEqual(['note sent: before the photo']));
    expect(net.to('/api/Image')).toHaveLength(1);
    await waitUntil(async () => expect(await db.updateQueue.count()).toBe(3));
    expect(runner.isRunning()).toBe(true);
    expect(net.to('/api/image', 'DELETE')).toHaveLength(0);
    expect((await db.updateQueue.toArray()).map((task) => task.taskName).sort()).toEqual([
      'Add note (General): about the photo',
      'Delete a photo of location 1',
      'Upload a photo of location 1',
    ]);

    release();
    expect(await run).toBe('done');
    expect(events[1]).toBe('photo answered');
    expect(events.slice(2).sort()).toEqual(['note sent: about the photo', 'photo delete sent']);
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-4] a note made while an upload is in flight is sent at once, not after the upload', async () => {
    await queuePhoto();
    const { net, events, release } = slowUploadServer();
    const runner = newRunner();
    // Actions wake the queue as in the app (queue/index.ts).
    const stopWake = onWake(() => void runner.trigger('wake'));
    try {
      const run = runner.trigger();
      await waitUntil(() => expect(net.to('/api/Image')).toHaveLength(1));
      await addComment(5, 'General', 'while the photo uploads');
      await waitUntil(async () => expect(await db.updateQueue.count()).toBe(1));
      expect(events).toEqual(['note sent: while the photo uploads']);
      expect(runner.isRunning()).toBe(true);

      release();
      expect(await run).toBe('done');
      expect(events).toEqual(['note sent: while the photo uploads', 'photo answered']);
      expect(await db.updateQueue.count()).toBe(0);
    } finally {
      stopWake();
    }
  });
});
