// SRV-4 for MISC-2: a dozen vehicles and tracked assets around the demo jobs (Portland metro), with
// positions reported minutes to days before the first seed, so "last seen" and every status show.
// Inserted "if missing" like the rest of the demo data.
import type { FleetStatus } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface DemoFleetUnit {
  code: string;
  name: string;
  type: string;
  status: FleetStatus;
  /** null: never reported a position. */
  at: { lat: number; lng: number; minutesAgo: number } | null;
  assignedTo: string | null;
}

export const DEMO_VEHICLES: readonly DemoFleetUnit[] = [
  {
    code: 'V-101',
    name: 'Truck 101',
    type: 'Bucket truck',
    status: 'active',
    at: { lat: 45.5046, lng: -122.6169, minutesAgo: 3 },
    assignedTo: 'Frank Foreman',
  },
  {
    code: 'V-102',
    name: 'Truck 102',
    type: 'Dump truck',
    status: 'active',
    at: { lat: 45.4875, lng: -122.8012, minutesAgo: 12 },
    assignedTo: 'Carlos Crew',
  },
  {
    code: 'V-103',
    name: 'Pickup 103',
    type: 'Pickup',
    status: 'idle',
    at: { lat: 45.5231, lng: -122.9876, minutesAgo: 45 },
    assignedTo: 'Dana Diaz',
  },
  {
    code: 'V-104',
    name: 'Vac truck 104',
    type: 'Vacuum excavator',
    status: 'maintenance',
    at: { lat: 45.4989, lng: -122.4311, minutesAgo: 60 * 26 },
    assignedTo: null,
  },
  {
    code: 'V-105',
    name: 'Pickup 105',
    type: 'Pickup',
    status: 'active',
    at: { lat: 45.4213, lng: -122.6701, minutesAgo: 7 },
    assignedTo: 'Miguel Ortiz',
  },
  {
    code: 'V-106',
    name: 'Crane 106',
    type: 'Boom truck',
    status: 'offline',
    at: { lat: 45.4318, lng: -122.7722, minutesAgo: 60 * 24 * 3 },
    assignedTo: null,
  },
  {
    code: 'V-107',
    name: 'Service van 107',
    type: 'Service van',
    status: 'idle',
    at: { lat: 45.4468, lng: -122.6388, minutesAgo: 95 },
    assignedTo: 'Hank Holloway',
  },
];

export const DEMO_ASSETS: readonly DemoFleetUnit[] = [
  {
    code: 'A-201',
    name: 'Generator 201',
    type: 'Generator',
    status: 'active',
    at: { lat: 45.5058, lng: -122.6182, minutesAgo: 5 },
    assignedTo: 'Frank Foreman',
  },
  {
    code: 'A-202',
    name: 'Trench box 202',
    type: 'Trench shoring',
    status: 'idle',
    at: { lat: 45.3846, lng: -122.7633, minutesAgo: 60 * 5 },
    assignedTo: null,
  },
  {
    code: 'A-203',
    name: 'Mini excavator 203',
    type: 'Excavator',
    status: 'active',
    at: { lat: 45.4879, lng: -122.8025, minutesAgo: 18 },
    assignedTo: 'Carlos Crew',
  },
  {
    code: 'A-204',
    name: 'Light tower 204',
    type: 'Light tower',
    status: 'maintenance',
    at: { lat: 45.5152, lng: -122.6784, minutesAgo: 60 * 50 },
    assignedTo: null,
  },
  { code: 'A-205', name: 'Pipe trailer 205', type: 'Trailer', status: 'offline', at: null, assignedTo: null },
  {
    code: 'A-206',
    name: 'Arrow board 206',
    type: 'Traffic control',
    status: 'active',
    at: { lat: 45.4995, lng: -122.4298, minutesAgo: 22 },
    assignedTo: 'Dana Diaz',
  },
];

function columns(unit: DemoFleetUnit, now: Date) {
  return {
    name: unit.name,
    kind_type: unit.type,
    status: unit.status,
    latitude: unit.at?.lat ?? null,
    longitude: unit.at?.lng ?? null,
    last_seen_at: unit.at ? new Date(now.getTime() - unit.at.minutesAgo * 60_000).toISOString() : null,
    assigned_to: unit.assignedTo,
  };
}

export async function seedDemoFleet(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .insertInto('vehicles')
    .values(DEMO_VEHICLES.map((unit) => ({ unit_number: unit.code, ...columns(unit, now) })))
    .onConflict((oc) => oc.column('unit_number').doNothing())
    .execute();
  await db
    .insertInto('tracked_assets')
    .values(DEMO_ASSETS.map((unit) => ({ asset_tag: unit.code, ...columns(unit, now) })))
    .onConflict((oc) => oc.column('asset_tag').doNothing())
    .execute();
}
