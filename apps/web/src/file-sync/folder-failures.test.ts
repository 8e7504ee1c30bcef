// OFF-1: a folder is Synced only when every file it should hold is on the device; a failed
// download or listing is kept with its reason, and the sync tries again by itself until it is whole.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceFolder, DriveFileMeta, DriveFolderListing } from '@fieldops/contract';
import { HttpError, NetworkError } from '../api/errors';
import { db } from '../db/database';
import type { LocalFile } from '../db/report-types';
import { resetDb } from '../test/db';
import { waitUntil } from '../test/waits';
import { createFolderSync, type FolderSyncDeps } from './pull';

const SAFETY = 'safety-library-demo';
const PERMITS = 'permits-folder-0001';
const file = (id: string, name: string, folder = SAFETY): DriveFileMeta => ({
  id,
  name,
  mimeType: 'text/plain',
  size: 10,
  modifiedDate: '2026-05-01T10:00:00.000Z',
  parentFolderID: folder,
});
const FILES = [
  file('txtFile000001', 'a.txt'),
  file('txtFile000002', 'b.txt'),
  file('txtFile000003', 'c.txt', PERMITS),
];
const folder = (folderID: string): DeviceFolder => ({
  folderID,
  name: folderID,
  jobID: null,
  jobNumber: null,
  tracked: true,
});

/** A drive whose downloads and listings fail while `broken` says so. */
function flakyDrive() {
  const broken = { files: new Set<string>(), listings: new Set<string>() };
  const deps: FolderSyncDeps = {
    database: db,
    isOnline: () => true,
    hasSession: () => true,
    retry: { baseMs: 20, maxMs: 80 },
    fetchDeviceFolders: async () => [folder(SAFETY), folder(PERMITS)],
    fetchListing: async (id): Promise<DriveFolderListing> => {
      if (broken.listings.has(id)) throw new NetworkError('Failed to fetch');
      return {
        folderID: id,
        name: id,
        jobID: null,
        files: FILES.filter((f) => f.parentFolderID === id),
        folders: [],
      };
    },
    fetchFile: async (meta: LocalFile) => {
      if (broken.files.has(meta.name)) throw new HttpError(503, null);
      return new Blob([`bytes of ${meta.name}`], { type: meta.mimeType });
    },
  };
  return { broken, deps };
}

describe('folder sync failures', () => {
  beforeEach(resetDb);

  it('[OFF-1] a folder with a failed download stays Syncing with how many and why, and becomes Synced by itself once the drive answers', async () => {
    const { broken, deps } = flakyDrive();
    broken.files.add('b.txt');
    const sync = createFolderSync(deps);
    expect(await sync.syncOnce()).toEqual({ status: 'synced', downloaded: 2 });
    const failing = await db.trackedFolders.get(SAFETY);
    expect(failing?.status).toBe('Syncing');
    expect(failing?.failure).toMatchObject({ files: 1, reason: 'The server answered with an error (503).' });
    const stuck = await db.files.get('txtFile000002');
    expect(stuck?.tag).toBe('new');
    expect(stuck?.downloadError).toBe('The server answered with an error (503).');
    expect((await db.trackedFolders.get(PERMITS))?.status).toBe('Synced');

    broken.files.clear();
    await waitUntil(async () => expect((await db.trackedFolders.get(SAFETY))?.status).toBe('Synced'));
    const healed = await db.trackedFolders.get(SAFETY);
    expect(healed?.failure).toBeUndefined();
    const arrived = await db.files.get('txtFile000002');
    expect(await arrived?.blob?.text()).toBe('bytes of b.txt');
    expect(arrived?.downloadError).toBeUndefined();
    sync.stop();
  });

  it('[OFF-1] a folder whose listing fails says so and the other folders still sync; retries stop when stopped', async () => {
    const { broken, deps } = flakyDrive();
    broken.listings.add(PERMITS);
    let listings = 0;
    const sync = createFolderSync({
      ...deps,
      fetchListing: (id) => {
        listings += 1;
        return deps.fetchListing!(id);
      },
    });
    await sync.syncOnce();
    expect((await db.trackedFolders.get(PERMITS))?.failure).toMatchObject({
      files: 0,
      reason: 'No connection to the server.',
    });
    expect((await db.trackedFolders.get(SAFETY))?.status).toBe('Synced');
    // It tries again by itself (backoff), and a stopped sync tries no more.
    await waitUntil(() => expect([listings >= 4, sync.isRetryScheduled()]).toEqual([true, true]));
    sync.stop();
    expect(sync.isRetryScheduled()).toBe(false);
    await sync.syncOnce(); // still failing, but a stopped sync schedules nothing more
    expect(sync.isRetryScheduled()).toBe(false);
  });
});
