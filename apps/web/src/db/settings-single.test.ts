// Issue 28 item 3: `settings` holds single values. A list or a map there is rewritten whole at
// every change of one entry (each draft save once rewrote every draft); such data gets a store of
// its own keyed by what it holds (database.ts). This test fails when a key's value is one again:
// at compile time for a map or list type, at run time for the sample every key must have.
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_TIMESHEET_DEFAULTS } from '@fieldops/contract';
import { FRANK_FOREMAN } from '../test/timesheet-fixtures';
import { resetDb } from '../test/db';
import { db } from './database';
import type { SettingKey, SettingValues } from './setting-values';
import { readSetting, writeSetting } from './settings';

/** true for an array, or an object with an index signature (a map by id or name). */
type ListOrMap<T> = T extends readonly unknown[]
  ? true
  : T extends object
    ? string extends keyof T
      ? true
      : number extends keyof T
        ? true
        : false
    : false;
type ListOrMapKeys = {
  [K in SettingKey]-?: ListOrMap<NonNullable<SettingValues[K]>> extends false ? never : K;
}[SettingKey];
// Does not compile while a key holds a list or a map: the error names the key.
const noListOrMap: [ListOrMapKeys] extends [never] ? 'none' : ListOrMapKeys = 'none';

/** One value of every key (the type makes a new key add its own). */
const SAMPLE: SettingValues = {
  lastJobUpdate: '2026-11-20T08:30:00.000Z',
  lastFolderSync: '2026-11-20T08:30:00.000Z',
  folderSyncStopped: null,
  serverStatus: { Database: 'FieldOps', DBStatus: 'OK', Server: 'up' },
  sessionUser: FRANK_FOREMAN,
  timesheetDefaults: DEFAULT_USER_TIMESHEET_DEFAULTS,
  companyTimeZone: 'America/New_York',
  timesheetForeman: null,
  storageBudget: 1024,
  reportTemplatesStamp: 'lzdzpY5jZ3JqS8kN',
  clockOffset: { offsetMs: -42_000, measuredAt: '2026-11-20T08:30:00.000Z' },
};

/** A value of many entries: an array, or a plain object whose own keys are ids. */
const holdsEntries = (value: unknown) =>
  Array.isArray(value) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => /^-?\d+$/.test(key)));

describe('settings (issue 28 item 3)', () => {
  it('[DB-1] every settings key holds a single value, never a list or a map', async () => {
    expect(noListOrMap).toBe('none');
    const keys = Object.keys(SAMPLE) as SettingKey[];
    expect(keys.filter((key) => holdsEntries(SAMPLE[key]))).toEqual([]);
    await resetDb();
    for (const key of keys) await writeSetting(key, SAMPLE[key]);
    for (const key of keys) expect(await readSetting(key)).toEqual(SAMPLE[key]);
    const rows = await db.settings.toArray();
    expect(rows.flatMap((row) => Object.values(row).filter(holdsEntries))).toEqual([]);
  });
});
