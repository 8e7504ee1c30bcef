// MISC-2: reads of the fleet tables (units in service: the office's retired ones, OFFICE-9, are left out). One method per query; each takes the caller's db (or transaction).
import { FleetItem, FleetStatus } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VehiclesTable } from '../../db/types.js';

export const COLUMNS = [
  'name',
  'kind_type',
  'status',
  'latitude',
  'longitude',
  'last_seen_at',
  'assigned_to',
] as const;

/** The columns both tables share, with the unit number or asset tag as `code`. */
export type FleetRow = Pick<Selectable<VehiclesTable>, (typeof COLUMNS)[number]> & { code: string };

/**
 * A coordinate as a number inside ±limit, or null (never reported, or written badly). PostgreSQL
 * double precision and SQLite REAL arrive as numbers; Number() guards drivers set to answer text.
 */
function coordinate(value: number | null, limit: number): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * One row as the contract's item. Rows may be written by other tools, and the answer is checked
 * against the contract, so one bad row would make the whole list a 500: a position or time that
 * is not valid reads as "never reported", over-long text is cut, an unknown status is offline.
 * Only a row without a usable unit number or tag (it has no identity to show) is left out.
 */
export function toItem(kind: FleetItem['kind'], row: FleetRow): FleetItem[] {
  const latitude = coordinate(row.latitude, 90);
  const longitude = coordinate(row.longitude, 180);
  const placed = latitude !== null && longitude !== null;
  const parsed = FleetItem.safeParse({
    id: row.code,
    kind,
    name: row.name.trim().slice(0, 200) || row.code,
    type: row.kind_type.trim().slice(0, 100) || kind,
    status: FleetStatus.safeParse(row.status).data ?? 'offline',
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    lastSeen: FleetItem.shape.lastSeen.safeParse(row.last_seen_at).data ?? null,
    assignedTo: row.assigned_to?.slice(0, 200) || null,
  });
  return parsed.success ? [parsed.data] : [];
}

export async function listVehicles(db: Kysely<Database>): Promise<FleetItem[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select([...COLUMNS, 'unit_number as code'])
    .where('retired_at', 'is', null)
    .orderBy('unit_number')
    .execute();
  return rows.flatMap((row) => toItem('vehicle', row));
}

export async function listTrackedAssets(db: Kysely<Database>): Promise<FleetItem[]> {
  const rows = await db
    .selectFrom('tracked_assets')
    .select([...COLUMNS, 'asset_tag as code'])
    .where('retired_at', 'is', null)
    .orderBy('asset_tag')
    .execute();
  return rows.flatMap((row) => toItem('asset', row));
}

/** INT-3: a vehicle or asset as another system keeps it (not its position), with its row id. */
export interface EquipmentRecord {
  id: number;
  code: string;
  name: string;
  type: string;
  status: string;
  assignedTo: string | null;
}

export async function equipmentByCode(
  db: Kysely<Database>,
  kind: FleetItem['kind'],
  codes: readonly string[],
): Promise<EquipmentRecord[]> {
  const found: EquipmentRecord[] = [];
  const wanted = [...new Set(codes)];
  for (let i = 0; i < wanted.length; i += 500) {
    const part = wanted.slice(i, i + 500);
    const rows =
      kind === 'vehicle'
        ? await db
            .selectFrom('vehicles')
            .select([
              'vehicle_id as id',
              'unit_number as code',
              'name',
              'kind_type as type',
              'status',
              'assigned_to as assignedTo',
            ])
            .where('unit_number', 'in', part)
            .execute()
        : await db
            .selectFrom('tracked_assets')
            .select([
              'asset_id as id',
              'asset_tag as code',
              'name',
              'kind_type as type',
              'status',
              'assigned_to as assignedTo',
            ])
            .where('asset_tag', 'in', part)
            .execute();
    found.push(...rows);
  }
  return found;
}

type EquipmentFields = Omit<EquipmentRecord, 'id'>;
const columns = (e: EquipmentFields) => ({
  name: e.name,
  kind_type: e.type,
  status: e.status,
  assigned_to: e.assignedTo,
});

export async function insertEquipment(db: Kysely<Database>, kind: FleetItem['kind'], item: EquipmentFields) {
  const position = { latitude: null, longitude: null, last_seen_at: null };
  const row =
    kind === 'vehicle'
      ? await db
          .insertInto('vehicles')
          .values({ unit_number: item.code, ...columns(item), ...position })
          .returning('vehicle_id as id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('tracked_assets')
          .values({ asset_tag: item.code, ...columns(item), ...position })
          .returning('asset_id as id')
          .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEquipment(
  db: Kysely<Database>,
  kind: FleetItem['kind'],
  id: number,
  item: EquipmentFields,
) {
  if (kind === 'vehicle')
    await db.updateTable('vehicles').set(columns(item)).where('vehicle_id', '=', id).execute();
  else await db.updateTable('tracked_assets').set(columns(item)).where('asset_id', '=', id).execute();
}
