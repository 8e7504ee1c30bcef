// TRUST-11: a warm start's answers, equal to what the device holds, write nothing, so no live
// query runs again (Dexie tells live queries of a write through 'storagemutated'); a change is still
// written, and a list still replaces what it replaced.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie, { type ObservabilitySet } from 'dexie';
import { resetDb } from '../test/db';
import { applyStartAnswers, startLookups as lookups, startMenu as menu } from '../test/start-answers';
import { db } from './database';
import { readLookupTables } from './lookups';
import { readMenuItems } from './menu';
import { readCrewRoster } from './crew-roster';

describe('a warm start with nothing changed', () => {
  let mutated: string[] = [];
  const listen = (parts: ObservabilitySet) => {
    mutated.push(...Object.keys(parts).filter((part) => part.includes(`/${db.name}/`)));
  };
  beforeEach(async () => {
    await resetDb();
    Dexie.on('storagemutated', listen);
    mutated = [];
  });
  afterEach(() => Dexie.on('storagemutated').unsubscribe(listen));

  it('[TRUST-11] writes no record, so no live query runs again', async () => {
    await applyStartAnswers();
    expect(mutated.length).toBeGreaterThan(0);
    mutated = [];

    await applyStartAnswers();

    expect(mutated).toEqual([]);
  });

  it('[TRUST-11] still writes what changed and drops what the server no longer lists', async () => {
    await applyStartAnswers();
    mutated = [];

    await applyStartAnswers({
      lookups: { ...lookups, optionLists: [{ ...lookups.optionLists[1]!, label: 'Late' }] },
      dayOff: false,
    });

    const tables = new Set(mutated.map((part) => part.split('/')[3]));
    expect([...tables].sort()).toEqual(['crewDaysOff', 'optionLists']);
    expect((await readLookupTables()).optionLists).toEqual([{ ...lookups.optionLists[1]!, label: 'Late' }]);
    expect((await readCrewRoster()).daysOff).toEqual([]);
    expect(await readMenuItems()).toEqual(menu);
  });
});
