import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_NAME } from '@fieldops/contract';
import { resetDb } from '../test/db';
import { db } from './database';
import { localDatabase } from './local-database';
import { persistentStorageGranted, requestPersistentStorage, resetPersistentStorageRequest } from './persist';
import { saveMenuItems } from './menu';
import { guardWrite, isQuotaError, onStorageError } from './storage-errors';

const expected: Record<string, { key: string; indexes: string[] }> = {
  jobs: { key: 'jobID', indexes: ['jobNumber', 'updatedDate'] },
  trackedFolders: { key: 'folderID', indexes: ['jobID', 'jobNumber', 'updatedDate'] },
  files: { key: 'id', indexes: ['code', 'name', 'path', 'modifiedDate', 'jobID'] },
  photos: { key: 'referenceCode', indexes: ['jobID', 'locationNumber'] },
  updateQueue: { key: 'queueID', indexes: ['counterTries', 'updatedDate'] },
  reportTemplates: { key: 'reportTemplateID', indexes: ['reportTemplateName'] },
  reports: { key: 'referenceCode', indexes: ['reportID', 'jobID'] },
  comments: { key: 'jobID', indexes: [] },
  menuItems: { key: 'url', indexes: ['position'] },
  dashboard: { key: 'dashboardID', indexes: [] },
  settings: { key: 'key', indexes: [] },
};

function quotaError() {
  return Object.assign(new Error('QuotaExceededError'), {
    name: 'AbortError',
    inner: new DOMException('full', 'QuotaExceededError'),
  });
}

describe('device database', () => {
  beforeEach(resetDb);

  it('[DB-1] is IndexedDB database "fieldops", schema version 45, with the stores, keys and indexes of spec §3', async () => {
    await db.open();
    expect(db.name).toBe(LOCAL_DB_NAME);
    expect(db.verno).toBe(45);
    // Dexie stores its version times ten in IndexedDB (docs/decisions.md, App: Database).
    expect(db.backendDB().version).toBe(450);
    const stores = Object.fromEntries(
      db.tables.map((t) => [
        t.name,
        { key: t.schema.primKey.keyPath, indexes: t.schema.indexes.map((i) => i.keyPath) },
      ]),
    );
    expect(stores).toEqual(expected);
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
