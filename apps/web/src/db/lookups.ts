// START-4: the pick lists (option lists, event types, foremen), cached so forms work offline.
import { useLiveQuery } from 'dexie-react-hooks';
import type { EventType, LookupTables, OptionListEntry } from '@fieldops/contract';
import { db } from './database';
import { guardWrite } from './storage-errors';

const LOOKUP_TABLES_KEY = 'lookupTables';

export function saveLookupTables(tables: LookupTables, now = new Date()): Promise<void> {
  return guardWrite(async () => {
    await db.settings.put({ key: LOOKUP_TABLES_KEY, value: tables, updatedAt: now.toISOString() });
  });
}

export async function readLookupTables(): Promise<LookupTables | null> {
  const value = (await db.settings.get(LOOKUP_TABLES_KEY))?.value;
  return value ? (value as LookupTables) : null;
}

/** An option list's entries in their sort order; [] when not cached; undefined while loading. */
export function useOptionList(listName: string): OptionListEntry[] | undefined {
  return useLiveQuery(async () => {
    const tables = await readLookupTables();
    return (tables?.optionLists ?? [])
      .filter((entry) => entry.listName === listName)
      .sort((a, b) => a.sortOrder - b.sortOrder);
  }, [listName]);
}

export function useEventTypes(): EventType[] | undefined {
  return useLiveQuery(async () => (await readLookupTables())?.eventTypes ?? [], []);
}
