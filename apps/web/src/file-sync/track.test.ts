import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceFolder } from '@fieldops/contract';
import { HttpError, NetworkError } from '../api/errors';
import { db } from '../db/database';
import { createQueueRunner } from '../queue/runner';
import { createQueueStatus } from '../queue/status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { signIn } from '../test/report-fixtures';
import { waitUntil } from '../test/waits';
import { removeFolderFromDevice } from './actions';
import { createFolderSync } from './pull';
import { readFolderNames } from './store';
import { trackFolderByInput } from './track';
import { syncedFolder } from '../test/folder-fixtures';

const FOLDER = 'safety-library-demo';
const library: DeviceFolder = {
  folderID: FOLDER,
  name: 'Safety library',
  jobID: null,
  jobNumber: null,
  tracked: true,
};

const runner = () =>
  createQueueRunner({ hasSession: () => true, networkRetryMs: null, status: createQueueStatus() });

describe('adding a folder', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[FILES-1] a folder added again before its removal was sent stays tracked: the removal is dropped', async () => {
    await db.trackedFolders.put(syncedFolder(FOLDER));
    await removeFolderFromDevice((await db.trackedFolders.get(FOLDER))!, 'Safety library');
    const [mine] = await db.updateQueue.toArray();
    expect(mine).toMatchObject({ procedure: 'UntrackFolder' });
    // Another account's removal of the same folder is theirs: it stays.
    await db.updateQueue.put({ ...mine!, queueID: mine!.queueID + 1, owner: 'grace@acme.example' });

    const result = await trackFolderByInput(FOLDER, { online: true, track: async () => library });

    expect(result).toEqual({ ok: true, queued: false, folder: library });
    expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Syncing');
    expect((await db.updateQueue.toArray()).map((task) => task.owner)).toEqual(['grace@acme.example']);
  });

  it('[FILES-1] [QUEUE-1] offline, the folder is kept waiting with exactly one TrackFolder queued; a queued removal is dropped', async () => {
    await db.trackedFolders.put(syncedFolder(FOLDER));
    await removeFolderFromDevice((await db.trackedFolders.get(FOLDER))!, 'Safety library');
    const track = vi.fn(async () => library);

    const result = await trackFolderByInput(FOLDER, { online: false, track });

    expect(result).toEqual({ ok: true, queued: true, folderID: FOLDER });
    expect(track).not.toHaveBeenCalled();
    expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Syncing');
    const tasks = await db.updateQueue.toArray();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      kind: 'procedure',
      procedure: 'TrackFolder',
      parameters: [{ name: 'folderID', value: FOLDER }],
      typeObject: 'TrackFolder',
      state: 'waiting',
    });
    expect(tasks[0]!.idempotencyKey).toEqual(expect.any(String));
    // Added twice: the second is refused, nothing more queued.
    expect(await trackFolderByInput(FOLDER, { online: false })).toEqual({ ok: false, reason: 'already' });
    expect(await db.updateQueue.count()).toBe(1);
  });

  it('[FILES-1] [QUEUE-1] online without an answer (no network, 5xx) it is queued; an unknown folder is refused at once', async () => {
    const noNetwork = await trackFolderByInput(FOLDER, {
      online: true,
      track: async () => {
        throw new NetworkError('offline');
      },
    });
    expect(noNetwork).toEqual({ ok: true, queued: true, folderID: FOLDER });
    const down = await trackFolderByInput('OtherFolder123', {
      online: true,
      track: async () => {
        throw new HttpError(503, null);
      },
    });
    expect(down).toMatchObject({ ok: true, queued: true });
    const unknown = await trackFolderByInput('UnknownFolder123', {
      online: true,
      track: async () => {
        throw new HttpError(404, null);
      },
    });
    expect(unknown).toEqual({ ok: false, reason: 'not-found' });
    expect(await db.trackedFolders.get('UnknownFolder123')).toBeUndefined();
    expect(await db.updateQueue.count()).toBe(2);
    for (const input of ['abc', 'https://example.com/drive/folders/abcdefghijklmnop']) {
      expect(await trackFolderByInput(input, { online: false })).toMatchObject({ ok: false });
    }
    expect(await db.trackedFolders.count()).toBe(2);
  });

  it('[FILES-1] [QUEUE-1] the folder sync keeps a waiting folder; once sent it is a normal tracked folder and a sync fetches it', async () => {
    await trackFolderByInput(FOLDER, { online: false });
    const listed: string[] = [];
    let granted: DeviceFolder[] = [];
    const sync = createFolderSync({
      fetchDeviceFolders: async () => granted,
      fetchListing: async (folderID) => {
        listed.push(folderID);
        return { folderID, name: 'Safety library', jobID: null, files: [], folders: [] };
      },
      fetchFile: async () => new Blob([]),
      isOnline: () => true,
      sessionID: () => 'sid-1',
      intervalMs: 60_000,
    });
    // Not granted yet: kept (not dropped), not listed.
    expect(await sync.syncOnce()).toMatchObject({ status: 'synced' });
    expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Syncing');
    expect(listed).toEqual([]);

    sync.start();
    await waitUntil(() => expect(sync.isRunning()).toBe(false));
    granted = [library];
    const http = stubFetch({ 'POST /api/cmd?TrackFolder': json(library) });
    expect(await runner().trigger()).toBe('done');
    sync.stop();

    expect(http.to('/api/cmd')).toHaveLength(1);
    expect(await db.updateQueue.count()).toBe(0);
    expect(await db.trackedFolders.get(FOLDER)).toMatchObject({ jobID: null, status: expect.any(String) });
    expect(await readFolderNames()).toEqual({ [FOLDER]: 'Safety library' });
    await waitUntil(() => expect(listed).toEqual([FOLDER]));
    await waitUntil(async () => expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Synced'));
  });
});
