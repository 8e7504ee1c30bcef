// MISC-2: reads of the fleet tables. One method per query; each takes the caller's db (or transaction).
import { FleetStatus, type FleetItem } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VehiclesTable } from '../../db/types.js';

const COLUMNS = [
  'name',
  'kind_type',
  'status',
  'latitude',
  'longitude',
  'last_seen_at',
  'assigned_to',
] as const;

/** The columns both tables share, with the unit number or asset tag as `code`. */
type FleetRow = Pick<Selectable<VehiclesTable>, (typeof COLUMNS)[number]> & { code: string };

function toItem(kind: FleetItem['kind'], row: FleetRow): FleetItem {
  return {
    id: row.code,
    kind,
    name: row.name,
    type: row.kind_type,
    // A status written by some other tool that the contract does not know reads as offline.
    status: FleetStatus.safeParse(row.status).data ?? 'offline',
    // PostgreSQL double precision and SQLite REAL both arrive as numbers; Number() guards drivers
    // configured to answer numeric text.
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    lastSeen: row.last_seen_at,
    assignedTo: row.assigned_to,
  };
}

export async function listVehicles(db: Kysely<Database>): Promise<FleetItem[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select([...COLUMNS, 'unit_number as code'])
    .orderBy('unit_number')
    .execute();
  return rows.map((row) => toItem('vehicle', row));
}

export async function listTrackedAssets(db: Kysely<Database>): Promise<FleetItem[]> {
  const rows = await db
    .selectFrom('tracked_assets')
    .select([...COLUMNS, 'asset_tag as code'])
    .orderBy('asset_tag')
    .execute();
  return rows.map((row) => toItem('asset', row));
}
