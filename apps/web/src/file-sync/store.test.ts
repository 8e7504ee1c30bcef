import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { clearUserCache } from '../db/local-database';
import { type LocalFile, reportPdfID } from '../db/report-types';
import { readSetting, writeSetting } from '../db/settings';
import { resetDb } from '../test/db';
import { signIn } from '../test/report-fixtures';
import { uploadFileToFolder } from './actions';
import { readFolderNames, saveFolderNames, uploadRecordID } from './store';

const JOB_FOLDER = 'JobFolder0001xyz';
const document = (id: string, name: string): LocalFile => ({
  id,
  name,
  mimeType: 'application/pdf',
  size: 8,
  tag: 'synced',
  path: name,
  relativePath: name,
  rootFolderID: JOB_FOLDER,
  parentFolderID: JOB_FOLDER,
  parents: [JOB_FOLDER],
  modifiedDate: '2026-05-01T10:00:00.000Z',
  jobID: 5,
  blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
});

describe('log out and drive folders', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
  });

  it("[FILES-1] [QUEUE-9] log out drops the user's folders and downloaded documents, but keeps a file still waiting to upload", async () => {
    await db.trackedFolders.put({
      folderID: JOB_FOLDER,
      crewFolderID: '',
      files: ['pdfFile000001'],
      status: 'Synced',
      jobID: 5,
      jobNumber: 'ER-5',
      updatedDate: '',
    });
    await db.files.bulkPut([
      document('pdfFile000001', 'Crew plan.pdf'),
      { ...document(reportPdfID(5, 'cbilling', 'r-1'), 'cbilling.pdf'), parentFolderID: '' },
    ]);
    await saveFolderNames([{ folderID: JOB_FOLDER, name: 'ER-5 crew' }]);
    await writeSetting('lastFolderSync', '2026-05-01T10:00:00.000Z');
    const upload = await uploadFileToFolder(JOB_FOLDER, {
      name: 'Daily log.txt',
      blob: new Blob(['Backfilled trench 3.\n'], { type: 'text/plain' }),
    });
    if (!upload.ok) throw new Error('not queued');

    await clearUserCache();

    expect(await db.trackedFolders.count()).toBe(0);
    expect((await db.files.toArray()).map((f) => f.id)).toEqual([uploadRecordID(upload.queueID)]);
    expect(await readFolderNames()).toEqual({});
    expect(await readSetting('lastFolderSync')).toBeUndefined();
    expect((await db.updateQueue.toArray()).map((task) => task.queueID)).toEqual([upload.queueID]);
  });
});
