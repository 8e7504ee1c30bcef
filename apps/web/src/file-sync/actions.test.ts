import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLDER_UPLOAD_MAX_BYTES } from '@fieldops/contract';
import { db } from '../db/database';
import { onStorageError } from '../db/storage-errors';
import { resetDb } from '../test/db';
import { applySuccess, readSuccess, successTables } from '../queue/effects';
import { sendTask } from '../queue/send';
import { FolderUploadPayload } from './kinds/folder-upload';
import { json, stubFetch } from '../test/fetch-stub';
import { signIn } from '../test/report-fixtures';
import { removeFolderFromDevice, uploadFileToFolder, uploadName } from './actions';
import { uploadRecordID } from './store';
import { queueTrackFolder } from './track';
import { syncedFolder } from '../test/folder-fixtures';

const FOLDER = 'safety-library-demo';

describe('uploading into a folder through the queue', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await db.trackedFolders.put(syncedFolder(FOLDER));
  });

  it('[FILES-3] a file is kept on the device and its upload queued in one go; success makes it the drive file', async () => {
    const blob = new Blob(['Backfill done.\n'], { type: 'text/plain' });
    const result = await uploadFileToFolder(FOLDER, { name: 'Note.txt', blob });
    expect(result.ok).toBe(true);
    const queueID = (result as { queueID: number }).queueID;
    const task = (await db.updateQueue.get(queueID))!;
    expect(task).toMatchObject({
      kind: 'http',
      method: 'POST',
      url: `/api/filemanager/folder/${FOLDER}/base64`,
      typeObject: 'FolderUpload',
    });
    // FIELD-2: the task holds no bytes; they wait in the upload's record.
    expect(task.kind === 'http' && task.payload).toEqual({ name: 'Note.txt', mimeType: 'text/plain' });
    expect(await db.files.get(uploadRecordID(queueID))).toMatchObject({
      name: 'Note.txt',
      parentFolderID: FOLDER,
      tag: 'new',
    });

    // The queue sends it to the contract's path, and the answer replaces the local record.
    const answer = {
      id: 'DriveFile0000001',
      name: 'Note.txt',
      mimeType: 'text/plain',
      size: 15,
      modifiedDate: '2026-05-01T10:00:00.000Z',
      parentFolderID: FOLDER,
    };
    const http = stubFetch({ [`POST /api/filemanager/folder/${FOLDER}/base64`]: json(answer) });
    const sent = await sendTask(task, new AbortController().signal);
    expect(JSON.parse(http.requests[0]!.body!)).toEqual({
      name: 'Note.txt',
      mimeType: 'text/plain',
      base64: btoa('Backfill done.\n'),
    });
    const success = readSuccess(task, sent);
    await db.transaction('rw', successTables(db), () => applySuccess(db, task, success));
    expect(await db.files.get(uploadRecordID(queueID))).toBeUndefined();
    const stored = (await db.files.get('DriveFile0000001'))!;
    expect(stored).toMatchObject({
      tag: 'synced',
      modifiedDate: answer.modifiedDate,
      parentFolderID: FOLDER,
    });
    expect(await stored.blob!.text()).toBe('Backfill done.\n');
  });

  it('[FILES-3] other types, oversize files and removed folders are refused on the device; nothing is queued', async () => {
    expect(
      await uploadFileToFolder(FOLDER, {
        name: 'a.docx',
        blob: new Blob(['x'], { type: 'application/msword' }),
      }),
    ).toEqual({ ok: false, reason: 'wrongType' });
    const big = new Blob([new Uint8Array(FOLDER_UPLOAD_MAX_BYTES + 1)], { type: 'application/pdf' });
    expect(await uploadFileToFolder(FOLDER, { name: 'big.pdf', blob: big })).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    await removeFolderFromDevice((await db.trackedFolders.get(FOLDER))!, 'Safety library');
    const queued = await db.updateQueue.count();
    expect(
      await uploadFileToFolder(FOLDER, { name: 'a.txt', blob: new Blob(['x'], { type: 'text/plain' }) }),
    ).toEqual({ ok: false, reason: 'noFolder' });
    expect(await db.updateQueue.count()).toBe(queued);
    expect(await db.files.count()).toBe(0);
  });
  it('[FILES-3] [DB-3] [FIELD-7] a full disk refuses the upload with its own reason, for the button to tell once: nothing is queued', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const put = vi.spyOn(db.files, 'put').mockRejectedValue(quota);
    const told: string[] = [];
    const stop = onStorageError((kind) => told.push(kind));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const blob = new Blob(['%PDF-1.4\n%%EOF'], { type: 'application/pdf' });
      expect(await uploadFileToFolder(FOLDER, { name: 'plan.pdf', blob })).toEqual({
        ok: false,
        reason: 'storageFull',
      });
    } finally {
      put.mockRestore();
      stop();
    }
    expect(told).toEqual([]); // the upload button says it; the shell's notifier must not say it again
    expect(await db.updateQueue.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });

  it('[FILES-3] a name the server would refuse is made acceptable before the upload is queued', async () => {
    const long = `${'Site survey '.repeat(30)}.pdf`;
    const blob = new Blob(['%PDF-1.4\n%%EOF'], { type: 'application/pdf' });
    const result = await uploadFileToFolder(FOLDER, { name: long, blob });
    if (!result.ok) throw new Error('not queued');
    const task = (await db.updateQueue.get(result.queueID))!;
    const payload = FolderUploadPayload.parse(task.kind === 'http' ? task.payload : null);
    expect(payload.name).toHaveLength(200);
    expect(payload.name.endsWith('.pdf')).toBe(true);
    expect(uploadName('a\u0007b/c.txt')).toBe('a_b_c.txt');
    expect(uploadName('..')).toBe('file');
  });

  it('[FILES-1] [QUEUE-1] removing a folder still waiting to be added drops its TrackFolder; an answer may have been lost, so it is untracked', async () => {
    const WAITING = 'WaitingFolder123';
    expect(await queueTrackFolder(WAITING)).toBe('queued');
    expect(await queueTrackFolder(WAITING)).toBe('already');
    const [track] = await db.updateQueue.toArray();
    expect(track).toMatchObject({ procedure: 'TrackFolder', typeObject: 'TrackFolder' });

    await removeFolderFromDevice((await db.trackedFolders.get(WAITING))!, WAITING);

    expect((await db.trackedFolders.get(WAITING))?.status).toBe('deleted');
    const tasks = await db.updateQueue.toArray();
    expect(tasks.map((task) => task.kind === 'procedure' && task.procedure)).toEqual(['UntrackFolder']);
  });
});
