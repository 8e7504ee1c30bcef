import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceFolder, DriveFileMeta, DriveFolderListing } from '@fieldops/contract';
import { db } from '../db/database';
import { type LocalFile, reportPdfID } from '../db/report-types';
import { readSetting } from '../db/settings';
import { discardTask } from '../queue/manage';
import { resetDb } from '../test/db';
import { waitUntil } from '../test/waits';
import { signIn } from '../test/report-fixtures';
import { uploadFileToFolder } from './actions';
import { createFolderSync, type FolderSyncDeps } from './pull';
import { uploadRecordID } from './store';

const FOLDER = 'safety-library-demo';
const JOB_FOLDER = 'JobFolder0001xyz';
const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const meta = (
  id: string,
  name: string,
  mimeType: string,
  modifiedDate = at(0),
  size = 10,
): DriveFileMeta => ({
  id,
  name,
  mimeType,
  size,
  modifiedDate,
  parentFolderID: FOLDER,
});
const deviceFolder = (folderID: string, jobID: number | null = null): DeviceFolder => ({
  folderID,
  name: folderID === FOLDER ? 'Safety library' : 'ER-1',
  jobID,
  jobNumber: jobID ? `ER-${jobID}` : null,
  tracked: jobID === null,
});

/** A drive the sync talks to: folders and their listings, files' bytes by id. */
function fakeServer(files: DriveFileMeta[], folders: DeviceFolder[] = [deviceFolder(FOLDER)]) {
  const state = { files, folders, fetched: [] as string[], listed: [] as string[], toasts: [] as string[] };
  const deps: FolderSyncDeps = {
    database: db,
    isOnline: () => true,
    hasSession: () => true,
    fetchDeviceFolders: async () => state.folders,
    fetchListing: async (id): Promise<DriveFolderListing> => {
      state.listed.push(id);
      return {
        folderID: id,
        name: 'Safety library',
        jobID: null,
        files: state.files.filter((f) => f.parentFolderID === id),
        folders: [],
      };
    },
    fetchFile: async (file: LocalFile) => {
      state.fetched.push(file.name);
      return new Blob([`bytes of ${file.name} at ${file.modifiedDate}`], { type: file.mimeType });
    },
    toast: (message) => state.toasts.push(message),
  };
  return { state, deps };
}

const pdf = meta('pdfFile000001', 'plan.pdf', 'application/pdf');
const txt = meta('txtFile000001', 'notes.txt', 'text/plain');
const jpg = meta('jpgFile000001', 'photo.jpg', 'image/jpeg');
const png = meta('pngFile000001', 'marker.png', 'image/png');
const docx = meta(
  'docFile000001',
  'specs.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
);
const zip = meta('zipFile000001', 'old.zip', 'application/zip');

describe('folder sync', () => {
  beforeEach(resetDb);

  it("[SYNC-5] toasts 'Syncing' and 'Downloaded {file name}', stores Blobs and records the last sync", async () => {
    const { state, deps } = fakeServer([pdf, txt]);
    const result = await createFolderSync({ ...deps, now: () => new Date(at(30)) }).syncOnce();
    expect(result).toEqual({ status: 'synced', downloaded: 2 });
    expect(state.toasts).toEqual(['Syncing', 'Downloaded plan.pdf', 'Downloaded notes.txt']);
    const stored = await db.files.get(pdf.id);
    expect(stored?.blob).toBeInstanceOf(Blob);
    expect(await stored!.blob!.text()).toBe(`bytes of plan.pdf at ${at(0)}`);
    expect(await readSetting('lastFolderSync')).toBe(at(30));
  });

  it('[SYNC-5] does nothing offline or without a session; starts at once and then every interval', async () => {
    const { state, deps } = fakeServer([pdf]);
    expect(await createFolderSync({ ...deps, isOnline: () => false }).syncOnce()).toEqual({
      status: 'skipped',
    });
    expect(await createFolderSync({ ...deps, hasSession: () => false }).syncOnce()).toEqual({
      status: 'skipped',
    });
    expect(state.listed).toEqual([]);
    const sync = createFolderSync({ ...deps, intervalMs: 40 });
    sync.start();
    await waitUntil(() => expect(state.listed.length).toBeGreaterThanOrEqual(3));
    sync.stop();
  });

  it('[SYNC-6] a folder is Syncing while its files download and Synced after; deleted folders and ids below 1 are ignored', async () => {
    const { state, deps } = fakeServer(
      [pdf],
      [
        deviceFolder(FOLDER),
        deviceFolder(JOB_FOLDER, 7),
        deviceFolder('-3'),
        deviceFolder('0'),
        deviceFolder('short'),
      ],
    );
    await db.trackedFolders.put({
      folderID: JOB_FOLDER,
      crewFolderID: '',
      files: [],
      status: 'deleted',
      jobID: 7,
      jobNumber: 'ER-7',
      updatedDate: at(0),
    });
    const seen: string[] = [];
    await createFolderSync({
      ...deps,
      fetchFile: async (file) => {
        seen.push((await db.trackedFolders.get(FOLDER))!.status);
        return deps.fetchFile!(file);
      },
    }).syncOnce();
    expect(seen).toEqual(['Syncing']);
    expect((await db.trackedFolders.get(FOLDER))?.status).toBe('Synced');
    expect(state.listed).toEqual([FOLDER]);
    expect((await db.trackedFolders.get(JOB_FOLDER))?.status).toBe('deleted');
  });

  it('[SYNC-7] each file goes new, downloading, completed, synced', async () => {
    const { deps } = fakeServer([pdf, txt]);
    const tags: Record<string, string[]> = { [pdf.id]: [], [txt.id]: [] };
    // Every write of a tag, as Dexie applies it (creating: put; updating: update and modify).
    const created = (key: string, record: LocalFile) => void tags[key]?.push(record.tag);
    const updated = (changes: Partial<LocalFile>, key: string) => {
      if (changes.tag) tags[key]?.push(changes.tag);
      return undefined;
    };
    db.files.hook('creating', created);
    db.files.hook('updating', updated);
    try {
      await createFolderSync(deps).syncOnce();
    } finally {
      db.files.hook('creating').unsubscribe(created);
      db.files.hook('updating').unsubscribe(updated);
    }
    expect(tags[pdf.id]).toEqual(['new', 'downloading', 'completed', 'synced']);
    expect(tags[txt.id]).toEqual(['new', 'downloading', 'completed', 'synced']);
  });

  it('[SYNC-8] only pdf, plain text, jpeg and png files are downloaded', async () => {
    const { state, deps } = fakeServer([pdf, txt, jpg, png, docx, zip]);
    await createFolderSync(deps).syncOnce();
    expect(state.fetched.sort()).toEqual(['marker.png', 'notes.txt', 'photo.jpg', 'plan.pdf']);
    expect((await db.files.toArray()).map((f) => f.name).sort()).toEqual([
      'marker.png',
      'notes.txt',
      'photo.jpg',
      'plan.pdf',
    ]);
  });

  it('[SYNC-7] a file changed on the drive is downloaded again; a file removed is removed; report PDFs stay', async () => {
    const { state, deps } = fakeServer([pdf, txt]);
    await db.files.put({ ...(await seedReportPdf()) });
    const sync = createFolderSync(deps);
    await sync.syncOnce();
    state.files = [{ ...pdf, modifiedDate: at(5), size: 11 }];
    state.fetched = [];
    state.toasts = [];
    await sync.syncOnce();
    expect(state.fetched).toEqual(['plan.pdf']);
    expect(state.toasts).toEqual(['Syncing', 'Downloaded plan.pdf']);
    expect(await (await db.files.get(pdf.id))!.blob!.text()).toBe(`bytes of plan.pdf at ${at(5)}`);
    expect(await db.files.get(txt.id)).toBeUndefined();
    expect(await db.files.get(reportPdfID(5, 'cbilling', 'r-1'))).toBeDefined();
    // Unchanged: nothing is downloaded the third time.
    state.fetched = [];
    await sync.syncOnce();
    expect(state.fetched).toEqual([]);
  });

  it('[SYNC-5] a folder the server no longer grants leaves the device with its files', async () => {
    const { state, deps } = fakeServer([pdf]);
    const sync = createFolderSync(deps);
    await sync.syncOnce();
    state.folders = [];
    await sync.syncOnce();
    expect(await db.trackedFolders.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });

  it('[SYNC-5] a full disk stops the file sync with a message and leaves jobs and the queue untouched', async () => {
    const { state, deps } = fakeServer([pdf, txt, jpg]);
    await db.jobs.put({
      jobID: 5,
      jobNumber: 'J-5',
      address1: 'a',
      city: 'c',
      locations: [],
      crewFolder: '',
      crewFolderID: '',
      imageRefs: [],
      updatedDate: at(0),
    });
    await db.updateQueue.put({
      queueID: 1,
      kind: 'http',
      url: '/api/x',
      method: 'POST',
      payload: {},
      taskName: 'x',
      typeObject: 'Note',
      counterTries: 0,
      updatedDate: at(0),
      idempotencyKey: 'k'.repeat(20),
      dependsOn: null,
      lastError: null,
      state: 'waiting',
      owner: null,
    });
    const jobsBefore = await db.jobs.toArray();
    const queueBefore = await db.updateQueue.toArray();
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const update = db.files.update.bind(db.files);
    // The disk fills up when the first file's bytes are written (the browser's QuotaExceededError).
    const fullDisk = ((key, changes) =>
      (changes as Partial<LocalFile>).blob ? Promise.reject(quota) : update(key, changes)) as typeof update;
    const spy = vi.spyOn(db.files, 'update').mockImplementation(fullDisk);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await createFolderSync(deps).syncOnce();
    spy.mockRestore();
    expect(result).toEqual({ status: 'quota', downloaded: 0 });
    expect(state.fetched).toEqual(['plan.pdf']);
    expect(state.toasts.at(-1)).toMatch(/This device is full: file sync stopped/);
    expect(await readSetting('folderSyncStopped')).toBe('quota');
    expect(await db.jobs.toArray()).toEqual(jobsBefore);
    expect(await db.updateQueue.toArray()).toEqual(queueBefore);
  });
  it('[FILES-3] a file waiting to be uploaded stays in its folder through folder syncs; a discarded one goes', async () => {
    signIn();
    const { deps } = fakeServer([pdf]);
    const sync = createFolderSync(deps);
    await sync.syncOnce();
    const queued = await uploadFileToFolder(FOLDER, {
      name: 'Daily log.txt',
      blob: new Blob(['Backfilled trench 3.\n'], { type: 'text/plain' }),
    });
    if (!queued.ok) throw new Error('not queued');
    await sync.syncOnce();
    const record = await db.files.get(uploadRecordID(queued.queueID));
    expect(record?.parentFolderID).toBe(FOLDER);
    expect(await record!.blob!.text()).toBe('Backfilled trench 3.\n');
    expect(await db.files.get(pdf.id)).toBeDefined();

    await discardTask(queued.queueID);
    await sync.syncOnce();
    expect(await db.files.get(uploadRecordID(queued.queueID))).toBeUndefined();
    expect(await db.files.get(pdf.id)).toBeDefined();
  });

  it('[SYNC-5] a sync stops, storing nothing more, when the user logs out while it runs', async () => {
    const { state, deps } = fakeServer([pdf, txt]);
    let session: string | null = 'sid-frank';
    const sync = createFolderSync({
      ...deps,
      hasSession: undefined,
      sessionID: () => session,
      fetchDeviceFolders: async () => {
        session = null; // log out while the folder list is on its way
        return state.folders;
      },
    });
    expect(await sync.syncOnce()).toEqual({ status: 'skipped' });
    expect(await db.trackedFolders.count()).toBe(0);
    expect(await db.files.count()).toBe(0);

    // Signed out (then someone else signed in) during a download: its bytes are not stored.
    session = 'sid-frank';
    const during = createFolderSync({
      ...deps,
      hasSession: undefined,
      sessionID: () => session,
      fetchFile: async (file) => {
        session = 'sid-grace';
        return deps.fetchFile!(file);
      },
    });
    expect(await during.syncOnce()).toEqual({ status: 'skipped' });
    expect((await db.files.toArray()).filter((f) => f.blob)).toEqual([]);
    expect(state.fetched).toEqual(['plan.pdf']);
    expect(await readSetting('lastFolderSync')).toBeUndefined();
  });
});

async function seedReportPdf(): Promise<LocalFile> {
  return {
    id: reportPdfID(5, 'cbilling', 'r-1'),
    name: 'cbilling-r-1.pdf',
    mimeType: 'application/pdf',
    size: 3,
    tag: 'completed',
    path: '',
    relativePath: '',
    rootFolderID: '',
    parentFolderID: '',
    parents: [],
    modifiedDate: at(0),
    jobID: 5,
    blob: new Blob(['pdf']),
  };
}
