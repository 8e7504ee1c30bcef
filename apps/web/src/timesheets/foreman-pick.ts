// TSX-5: a general foreman's pick of whose days to see (null: his own), a setting kept until log
// out, and the foremen he may pick from (the cached lookup tables).
import type { ForemanLookupEntry } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import { readForemen } from '../db/lookups';
import { writeSetting } from '../db/settings';
import { guardWrite } from '../db/storage-errors';

/** The foremen of the lookup tables, for a general foreman's pick; undefined while loading. */
export function useLookupForemen(): ForemanLookupEntry[] | undefined {
  return useLiveQuery(() => readForemen(), []);
}

export async function saveTimesheetForeman(foremanID: number | null, database: FieldOpsDatabase = db) {
  await guardWrite(() => writeSetting('timesheetForeman', foremanID, database));
}

/** The pick, or null; undefined while loading. Only a general foreman's pick counts. */
export function useTimesheetForeman(): number | null | undefined {
  // One Dexie read: the live query watches both rows.
  return useLiveQuery(async () => {
    const [user, pick] = await db.settings.bulkGet(['sessionUser', 'timesheetForeman']);
    return user?.sessionUser?.role === 'generalForeman' ? (pick?.timesheetForeman ?? null) : null;
  }, []);
}
