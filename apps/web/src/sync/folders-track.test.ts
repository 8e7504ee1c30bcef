import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceFolder } from '@fieldops/contract';
import { db } from '../db/database';
import { removeFolderFromDevice } from '../queue/actions/files';
import { resetDb } from '../test/db';
import { signIn } from '../test/report-fixtures';
import { trackFolderByInput } from './folders-track';

const FOLDER = 'safety-library-demo';
const library: DeviceFolder = {
  folderID: FOLDER,
  name: 'Safety library',
  jobID: null,
  jobNumber: null,
  tracked: true,
};

describe('adding a folder', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
  });

  it('[FILES-1] a folder added again before its removal was sent stays tracked: the removal is dropped', async () => {
    await db.trackedFolders.put({
      folderID: FOLDER,
      crewFolderID: '',
      files: [],
      status: 'Synced',
      jobID: null,
      jobNumber: null,
      updatedDate: '',
    });
    await removeFolderFromDevice((await db.trackedFolders.get(FOLDER))!, 'Safety library');
    const [mine] = await db.updateQueue.toArray();
    expect(mine).toMatchObject({ procedure: 'UntrackFolder' });
    // Another account's removal of the same folder is theirs: it stays.
    await db.updateQueue.put({ ...mine!, queueID: mine!.queueID + 1, owner: 'grace@acme.example' });

    const result = await trackFolderByInput(FOLDER, { online: true, track: async () => library });

    expect(result).toEqual({ ok: true, folder: library });
    expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Syncing');
    expect((await db.updateQueue.toArray()).map((task) => task.owner)).toEqual(['grace@acme.example']);
  });
});
