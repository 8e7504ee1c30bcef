import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from '@fieldops/contract';
import { resetDb } from '../test/db';
import { db } from './database';
import { localDatabase } from './local-database';
import { persistentStorageGranted, requestPersistentStorage, resetPersistentStorageRequest } from './persist';
import { saveMenuItems } from './menu';
import { readSetting, writeSetting } from './settings';
import { guardWrite, isQuotaError, onStorageError } from './storage-errors';

type KeyPath = string | string[];

/** Spec §3's stores; updateQueue also has the owner indexes of FIELD-2. */
const specStores: Record<string, { key: KeyPath; indexes: KeyPath[] }> = {
  jobs: { key: 'jobID', indexes: ['jobNumber', 'updatedDate'] },
  trackedFolders: { key: 'folderID', indexes: ['jobID', 'jobNumber', 'updatedDate'] },
  files: { key: 'id', indexes: ['code', 'name', 'path', 'modifiedDate', 'jobID'] },
  photos: { key: 'referenceCode', indexes: ['jobID', 'locationNumber'] },
  updateQueue: {
    key: 'queueID',
    indexes: ['counterTries', 'updatedDate', 'owner', ['owner', 'state']],
  },
  reportTemplates: { key: 'reportTemplateID', indexes: ['reportTemplateName'] },
  reports: { key: 'referenceCode', indexes: ['reportID', 'jobID'] },
  comments: { key: 'jobID', indexes: [] },
};

/** The device's own stores: one kind of record each, with the indexes its queries use. */
const deviceStores: Record<string, { key: KeyPath; indexes: KeyPath[] }> = {
  menuItems: { key: 'url', indexes: ['position'] },
  dashboard: { key: 'dashboardID', indexes: [] },
  settings: { key: 'key', indexes: [] },
  // TSX-5: one day per foreman and date.
  timesheetDays: { key: ['foremanID', 'date'], indexes: ['foremanID'] },
  crewRoster: { key: 'employeeID', indexes: [] },
  crewPunches: { key: 'punchID', indexes: ['employeeID'] },
  timesheetJobs: { key: 'jobID', indexes: [] },
  crewMembers: { key: 'employeeID', indexes: [] },
  crewDaysOff: { key: ['employeeID', 'date'], indexes: [] },
  crewSubsistence: { key: 'date', indexes: [] },
  fleetLists: { key: 'folder', indexes: [] },
  optionLists: { key: ['listName', 'value'], indexes: ['listName', 'position'] },
  reportOptionLists: { key: ['listName', 'value'], indexes: ['position'] },
  eventTypes: { key: 'eventTypeID', indexes: ['position'] },
  foremen: { key: 'employeeID', indexes: ['position'] },
  tempIDs: { key: 'tempID', indexes: [] },
  folderNames: { key: 'folderID', indexes: [] },
  deviceNotes: { key: 'queueID', indexes: ['jobID'] },
  queueTally: { key: 'owner', indexes: [] },
  // Issue 28 item 3: a list or map of the device, one row per entry, keyed by what it holds.
  timesheetDrafts: { key: ['owner', 'date'], indexes: [] },
  companyRuleSets: { key: 'ruleSetID', indexes: [] },
  jobContentSynced: { key: 'jobID', indexes: [] },
  offlineJobs: { key: 'jobID', indexes: [] },
  jobCopies: { key: 'jobID', indexes: [] },
  evictedJobs: { key: 'jobID', indexes: [] },
  storageNotices: { key: ['at', 'jobID'], indexes: [] },
};

const expected = { ...specStores, ...deviceStores };

function storesOf(database: typeof db) {
  return Object.fromEntries(
    database.tables.map((t) => [
      t.name,
      { key: t.schema.primKey.keyPath ?? '', indexes: t.schema.indexes.map((i) => i.keyPath ?? '') },
    ]),
  );
}

function quotaError() {
  return Object.assign(new Error('QuotaExceededError'), {
    name: 'AbortError',
    inner: new DOMException('full', 'QuotaExceededError'),
  });
}

describe('device database', () => {
  beforeEach(resetDb);

  it('[DB-1] is IndexedDB database "fieldops", schema version 45 declared once, with the stores, keys and indexes of spec §3', async () => {
    await db.open();
    expect(db.name).toBe(LOCAL_DB_NAME);
    expect(LOCAL_DB_VERSION).toBe(45);
    expect(db.verno).toBe(LOCAL_DB_VERSION);
    // Dexie stores its version times ten in IndexedDB (docs/decisions/device-database.md).
    expect(db.backendDB().version).toBe(LOCAL_DB_VERSION * 10);
    expect(storesOf(db)).toMatchObject(specStores);
    // The real IndexedDB underneath has the same stores.
    const names = await new Promise<string[]>((resolve) => {
      const open = indexedDB.open(LOCAL_DB_NAME);
      open.onsuccess = () => {
        resolve([...open.result.objectStoreNames]);
        open.result.close();
      };
    });
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  it('[DB-1] gives every kind of device record its own store, with its key and the indexes its queries use', async () => {
    await db.open();
    expect(storesOf(db)).toEqual(expected);
    // The real IndexedDB store has the same key and indexes (Dexie names an index by its key path).
    const [days, lists] = await new Promise<IDBObjectStore[]>((resolve) => {
      const open = indexedDB.open(LOCAL_DB_NAME);
      open.onsuccess = () => {
        const read = open.result.transaction(['crewDaysOff', 'optionLists']);
        resolve([read.objectStore('crewDaysOff'), read.objectStore('optionLists')]);
        open.result.close();
      };
    });
    expect(days?.keyPath).toEqual(['employeeID', 'date']);
    expect([...(lists?.indexNames ?? [])].sort()).toEqual(['listName', 'position']);
  });

  it('[DB-1] keeps single values in settings, each read back with the type of its key', async () => {
    await writeSetting('lastJobUpdate', '2026-11-20T08:30:00.000Z');
    await writeSetting('folderSyncStopped', 'quota');
    const since: string | undefined = await readSetting('lastJobUpdate');
    expect(since).toBe('2026-11-20T08:30:00.000Z');
    expect(await readSetting('folderSyncStopped')).toBe('quota');
    expect(await readSetting('serverStatus')).toBeUndefined();
    expect((await db.settings.toArray()).map((row) => row.key).sort()).toEqual([
      'folderSyncStopped',
      'lastJobUpdate',
    ]);
  });

  it('[DB-1] keeps the menu in the server order', async () => {
    await saveMenuItems([
      { title: 'Zulu', url: '/z', icon: 'map' },
      { title: 'Alpha', url: '/a', icon: 'map' },
    ]);
    expect((await db.menuItems.orderBy('position').toArray()).map((m) => m.title)).toEqual(['Zulu', 'Alpha']);
  });

  it('[DB-3] asks once for persistent storage at start and keeps the answer', async () => {
    resetPersistentStorageRequest();
    const persist = vi.fn(async () => true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { storage: { persist } }),
    );
    await localDatabase.start({ online: true, signedIn: true });
    await requestPersistentStorage();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(persistentStorageGranted()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('[DB-3] reports a quota error on a write to the listeners and rethrows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    const stop = onStorageError(heard);
    vi.spyOn(db.menuItems, 'bulkPut').mockRejectedValue(quotaError());
    await expect(saveMenuItems([{ title: 'A', url: '/a', icon: 'x' }])).rejects.toThrow();
    expect(heard).toHaveBeenCalledWith('quota', expect.anything());
    stop();
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    await expect(guardWrite(async () => 1)).resolves.toBe(1);
  });
});
