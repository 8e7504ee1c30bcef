// START-4: the pick lists (option lists, event types, foremen), cached so forms work offline. Each
// kind has its store, replaced as a whole by the server's answer in one transaction; `position`
// keeps the answer's order.
import { useLiveQuery } from './live-query';
import type { EventType, ForemanLookupEntry, LookupTables, OptionListEntry } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { guardWrite } from './storage-errors';
import { replaceChanged } from './unchanged-writes';

const withPosition = <T>(rows: readonly T[]) => rows.map((row, position) => ({ ...row, position }));
const withoutPosition = <T extends { position: number }>({ position: _, ...row }: T) => row;

export function saveLookupTables(tables: LookupTables, database: FieldOpsDatabase = db): Promise<void> {
  const stores = [database.optionLists, database.eventTypes, database.foremen];
  return guardWrite(() =>
    database.transaction('rw', stores, async () => {
      // TRUST-11: only what changed, so the pickers' live queries do not run again for nothing.
      await replaceChanged(database.optionLists, withPosition(tables.optionLists));
      await replaceChanged(database.eventTypes, withPosition(tables.eventTypes));
      await replaceChanged(database.foremen, withPosition(tables.foremen));
    }),
  );
}

export async function readLookupOptionLists(): Promise<OptionListEntry[]> {
  return (await db.optionLists.orderBy('position').toArray()).map(withoutPosition);
}

export async function readForemen(): Promise<ForemanLookupEntry[]> {
  return (await db.foremen.orderBy('position').toArray()).map(withoutPosition);
}

/** The tables as the server answered them (empty lists when nothing is cached). */
export async function readLookupTables(): Promise<LookupTables> {
  return {
    optionLists: await readLookupOptionLists(),
    eventTypes: (await db.eventTypes.orderBy('position').toArray()).map(withoutPosition),
    foremen: await readForemen(),
  };
}

/** An option list's entries in their sort order; [] when not cached; undefined while loading. */
export function useOptionList(listName: string): OptionListEntry[] | undefined {
  return useLiveQuery(async () => {
    const entries = await db.optionLists.where('listName').equals(listName).sortBy('position');
    return entries.map(withoutPosition).sort((a, b) => a.sortOrder - b.sortOrder);
  }, [listName]);
}

export function useEventTypes(): EventType[] | undefined {
  return useLiveQuery(
    async () => (await db.eventTypes.orderBy('position').toArray()).map(withoutPosition),
    [],
  );
}
