// MISC-2: the last fleet list the server answered, kept in the `settings` store under FLEET_CACHE_KEY
// (no new store: the database stays at version 45). The fleet is company data, not the user's, so
// log-out keeps it; the fleet-list route is open and shows it with no session and no network.
import { useLiveQuery } from 'dexie-react-hooks';
import { AssetTrackList } from '@fieldops/contract';
import { db } from './database';
import { guardWrite } from './storage-errors';

export const FLEET_CACHE_KEY = 'fleet.cache';

export interface CachedFleet {
  list: AssetTrackList;
  /** When this device saved it (ISO). */
  savedAt: string;
}

export function saveFleet(list: AssetTrackList, now = new Date()): Promise<void> {
  return guardWrite(async () => {
    await db.settings.put({ key: FLEET_CACHE_KEY, value: list, updatedAt: now.toISOString() });
  });
}

/** undefined while loading; null when nothing is cached (or the copy is from an older shape). */
export function useCachedFleet(): CachedFleet | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.settings.get(FLEET_CACHE_KEY);
    const parsed = AssetTrackList.safeParse(row?.value);
    return row && parsed.success ? { list: parsed.data, savedAt: row.updatedAt } : null;
  }, []);
}
