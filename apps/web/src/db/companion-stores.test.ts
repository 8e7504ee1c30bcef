import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../test/db';
import { db } from './database';
import { readSetting, writeSetting } from './settings';

const deviceNote = (queueID: number, jobID: number) => ({
  queueID,
  jobID,
  note: {
    noteID: -queueID,
    noteType: 'General',
    text: 'Gate locked',
    createdDate: '2026-11-20T08:00:00.000Z',
    createdBy: 'Ann',
    pendingQueueID: queueID,
  },
});

/** Every source file under `dir` but tests. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('companion stores', () => {
  beforeEach(resetDb);

  it('[JOB-3] a transaction naming comments opens deviceNotes too, and a failure takes back both', async () => {
    const stores = await db.transaction('r', db.comments, (tx) => Array.from(tx.idbtrans.objectStoreNames));
    expect(stores).toEqual(expect.arrayContaining(['comments', 'deviceNotes']));

    const failed = db.transaction('rw', db.comments, async () => {
      await db.comments.put({ jobID: 7, notes: [] });
      await db.deviceNotes.put(deviceNote(1, 7));
      throw new Error('the sync failed');
    });
    await expect(failed).rejects.toThrow('the sync failed');
    expect(await db.comments.count()).toBe(0);
    expect(await db.deviceNotes.count()).toBe(0);

    await db.transaction('rw', db.comments, () => db.deviceNotes.put(deviceNote(1, 7)));
    expect(await db.deviceNotes.get(1)).toEqual(deviceNote(1, 7));
  });

  it('[FIELD-2] a transaction naming updateQueue opens queueTally too, so the tally is written with the task', async () => {
    const stores = await db.transaction('rw', db.updateQueue, (tx) =>
      Array.from(tx.idbtrans.objectStoreNames),
    );
    expect(stores).toEqual(expect.arrayContaining(['updateQueue', 'queueTally']));
    // A store on its own gets no one else's companions.
    const alone = await db.transaction('r', db.jobs, (tx) => Array.from(tx.idbtrans.objectStoreNames));
    expect(alone).toEqual(['jobs']);
  });

  it('[TSX-5] a transaction naming timesheetDays reads and writes settings in the same transaction', async () => {
    await db.transaction('rw', db.timesheetDays, async (tx) => {
      expect(Array.from(tx.idbtrans.objectStoreNames)).toContain('settings');
      await writeSetting('companyTimeZone', 'America/Chicago');
    });
    expect(await readSetting('companyTimeZone')).toBe('America/Chicago');
  });

  it('[FIELD-2] the device database uses no private Dexie member (no `_`-prefixed property)', () => {
    const files = sourcesUnder(join(import.meta.dirname, '..'));
    expect(files.length).toBeGreaterThan(50);
    const touching = files.filter((file) => /\._[A-Za-z]\w*/.test(readFileSync(file, 'utf8')));
    expect(touching).toEqual([]);
  });
});
