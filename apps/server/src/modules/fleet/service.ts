// MISC-2: GET /api/assettrack/{folder}/list. The fleet is company data every signed-in user may
// see (dispatch needs the whole yard), read often and changed by position reports, so answers are
// kept for FLEET_CACHE_MS per server instance; `forcerefresh` reads the database now and replaces
// the kept answer. The cache is an optimisation only: each instance has its own, and none outlives
// FLEET_CACHE_MS, so many instances behind a load balancer stay correct within that window.
import { AssetTrackFolder, type AssetTrackList } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { listTrackedAssets, listVehicles } from './repository.js';

export const FLEET_CACHE_MS = 60_000;

/** The GetVehicleList and GetTrackedAssets procedures read the tables directly, uncached. */
export { listTrackedAssets, listVehicles } from './repository.js';
/** OFFICE-9: the office keeps the fleet through this module, which owns its tables. */
export { addFleetUnit, officeFleet, officeFleetUnit, setFleetRetired, updateFleetUnit } from './office-fleet.js';
export { equipmentByCode, insertEquipment, updateEquipment, type EquipmentRecord } from './repository.js';

export interface AssetTrackService {
  list(folder: string, options: { forceRefresh: boolean }): Promise<AssetTrackList>;
}

async function readFolder(db: Kysely<Database>, folder: AssetTrackFolder): Promise<AssetTrackList> {
  const generatedAt = new Date().toISOString();
  const vehicles = folder === 'assets' ? [] : await listVehicles(db);
  const assets = folder === 'vehicles' ? [] : await listTrackedAssets(db);
  return { folder, generatedAt, items: [...vehicles, ...assets] };
}

export function assetTrackService(
  db: Kysely<Database>,
  { cacheMs = FLEET_CACHE_MS, now = () => Date.now() } = {},
): AssetTrackService {
  const kept = new Map<AssetTrackFolder, { answer: AssetTrackList; until: number }>();
  return {
    async list(folderName, { forceRefresh }) {
      const parsed = AssetTrackFolder.safeParse(folderName);
      if (!parsed.success) {
        throw notFound(`No asset-tracking folder ${JSON.stringify(folderName)}: use all, vehicles or assets`);
      }
      const folder = parsed.data;
      const hit = kept.get(folder);
      if (!forceRefresh && hit && hit.until > now()) return hit.answer;
      const answer = await readFolder(db, folder);
      kept.set(folder, { answer, until: now() + cacheMs });
      return answer;
    },
  };
}
