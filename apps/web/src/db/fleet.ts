// MISC-2: the last fleet list the server answered, one record a part of the fleet (`fleetLists`,
// keyed by the list's folder; the app asks for ALL_FLEET). The fleet is company data, not the
// user's, so log-out keeps it; the fleet-list route is open and shows it with no session and no
// network.
import { useLiveQuery } from './live-query';
import { AssetTrackList, type AssetTrackFolder } from '@fieldops/contract';
import { db } from './database';
import { guardWrite } from './storage-errors';

/** The part of the fleet the app lists and keeps: vehicles and assets. */
export const ALL_FLEET: AssetTrackFolder = 'all';

export interface CachedFleet {
  list: AssetTrackList;
  /** When this device saved it (ISO). */
  savedAt: string;
}

export function saveFleet(list: AssetTrackList, now = new Date()): Promise<void> {
  return guardWrite(async () => {
    await db.fleetLists.put({ ...list, savedAt: now.toISOString() });
  });
}

/** The whole fleet as last saved; null when nothing is cached (or the copy is from an older shape). */
export async function readCachedFleet(): Promise<CachedFleet | null> {
  const record = await db.fleetLists.get(ALL_FLEET);
  // Checked again on read: a copy saved by an older app may lack fields the screens need.
  const parsed = AssetTrackList.safeParse(record);
  return record && parsed.success ? { list: parsed.data, savedAt: record.savedAt } : null;
}

/** undefined while loading. */
export function useCachedFleet(): CachedFleet | null | undefined {
  return useLiveQuery(readCachedFleet, []);
}
