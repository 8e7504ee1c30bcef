// Vehicles and tracked assets (module fleet).
import type { Generated } from 'kysely';

/** MISC-2: a vehicle (`vehicles`, code `unit_number`) or an asset (`tracked_assets`, code `asset_tag`). */
interface FleetColumns {
  name: string;
  /** What it is: 'Bucket truck', 'Generator'. */
  kind_type: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  last_seen_at: string | null;
  assigned_to: string | null;
  /** OFFICE-9: when the office retired it; null while in service (only those reach the field). */
  retired_at: string | null;
}

export interface VehiclesTable extends FleetColumns {
  vehicle_id: Generated<number>;
  unit_number: string;
}

export interface TrackedAssetsTable extends FleetColumns {
  asset_id: Generated<number>;
  asset_tag: string;
}

export interface FleetTables {
  vehicles: VehiclesTable;
  tracked_assets: TrackedAssetsTable;
}
