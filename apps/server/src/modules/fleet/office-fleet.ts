// OFFICE-9 (in the fleet module, which owns these tables): the office keeps the fleet: vehicles (`vehicles`, unit number) and assets
// (`tracked_assets`, tag) added, edited and retired. Positions and last-seen times belong to the
// trackers, so the office never writes them. A unit number or tag is one unit's across both tables.
import {
  ERROR_CODES,
  assertNever,
  type FleetKind,
  type OfficeFleetInput as InputSchema,
  type OfficeFleetItem,
  type OfficeFleetList,
  type OfficeFleetQuery,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import { COLUMNS as FLEET_COLUMNS, toItem as fleetItemOf, type FleetRow } from './repository.js';

type UnitInput = z.output<typeof InputSchema>;
type UnitRow = FleetRow & { fleet_id: number; retired_at: string | null };

function unitRows(db: Kysely<Database>, kind: FleetKind, fleetID?: number): Promise<UnitRow[]> {
  switch (kind) {
    case 'vehicle': {
      let rows = db
        .selectFrom('vehicles')
        .select([...FLEET_COLUMNS, 'retired_at', 'vehicle_id as fleet_id', 'unit_number as code']);
      if (fleetID !== undefined) rows = rows.where('vehicle_id', '=', fleetID);
      return rows.orderBy('unit_number').execute();
    }
    case 'asset': {
      let rows = db
        .selectFrom('tracked_assets')
        .select([...FLEET_COLUMNS, 'retired_at', 'asset_id as fleet_id', 'asset_tag as code']);
      if (fleetID !== undefined) rows = rows.where('asset_id', '=', fleetID);
      return rows.orderBy('asset_tag').execute();
    }
    default:
      return assertNever(kind);
  }
}

const itemsOf = (kind: FleetKind, rows: readonly UnitRow[]): OfficeFleetItem[] =>
  rows.flatMap((row) =>
    fleetItemOf(kind, row).map((item) => ({ ...item, fleetID: row.fleet_id, retiredAt: row.retired_at })),
  );

export async function officeFleet(db: Kysely<Database>, query: OfficeFleetQuery): Promise<OfficeFleetList> {
  const kinds: FleetKind[] = query.kind ? [query.kind] : ['vehicle', 'asset'];
  const items: OfficeFleetItem[] = [];
  for (const kind of kinds) items.push(...itemsOf(kind, await unitRows(db, kind)));
  const wanted = (item: OfficeFleetItem) =>
    query.state === 'all' || (query.state === 'retired') === (item.retiredAt !== null);
  return { items: items.filter(wanted) };
}

export async function officeFleetUnit(
  db: Kysely<Database>,
  kind: FleetKind,
  fleetID: number,
): Promise<OfficeFleetItem> {
  const [item] = itemsOf(kind, await unitRows(db, kind, fleetID));
  if (!item) throw notFound(`No ${kind} #${fleetID}`);
  return item;
}

/** 409 when another unit (of either kind) already has this unit number or tag. */
async function checkCodeFree(
  db: Kysely<Database>,
  code: string,
  self?: { kind: FleetKind; fleetID: number },
) {
  const holders = [
    ...(
      await db.selectFrom('vehicles').select(['vehicle_id as id']).where('unit_number', '=', code).execute()
    ).map((r) => ({ kind: 'vehicle' as const, id: r.id })),
    ...(
      await db.selectFrom('tracked_assets').select(['asset_id as id']).where('asset_tag', '=', code).execute()
    ).map((r) => ({ kind: 'asset' as const, id: r.id })),
  ];
  if (holders.some((h) => !(self && h.kind === self.kind && h.id === self.fleetID))) {
    throw new HttpError(409, ERROR_CODES.conflict, `${code} is already another unit's number or tag`, {
      code,
    });
  }
}

const columnsOf = (input: UnitInput) => ({
  name: input.name,
  kind_type: input.type,
  status: input.status,
  assigned_to: input.assignedTo,
});

export async function addFleetUnit(db: Kysely<Database>, kind: FleetKind, input: UnitInput) {
  await checkCodeFree(db, input.code);
  const values = { ...columnsOf(input), latitude: null, longitude: null, last_seen_at: null };
  let inserted: { id: number };
  switch (kind) {
    case 'vehicle':
      inserted = await db
        .insertInto('vehicles')
        .values({ ...values, unit_number: input.code })
        .returning('vehicle_id as id')
        .executeTakeFirstOrThrow();
      break;
    case 'asset':
      inserted = await db
        .insertInto('tracked_assets')
        .values({ ...values, asset_tag: input.code })
        .returning('asset_id as id')
        .executeTakeFirstOrThrow();
      break;
    default:
      return assertNever(kind);
  }
  return officeFleetUnit(db, kind, inserted.id);
}

type UnitChange = Partial<ReturnType<typeof columnsOf>> & { code?: string; retired_at?: string | null };

async function changeUnit(db: Kysely<Database>, kind: FleetKind, fleetID: number, change: UnitChange) {
  await officeFleetUnit(db, kind, fleetID);
  const { code, ...columns } = change;
  switch (kind) {
    case 'vehicle':
      await db
        .updateTable('vehicles')
        .set({ ...columns, ...(code === undefined ? {} : { unit_number: code }) })
        .where('vehicle_id', '=', fleetID)
        .execute();
      break;
    case 'asset':
      await db
        .updateTable('tracked_assets')
        .set({ ...columns, ...(code === undefined ? {} : { asset_tag: code }) })
        .where('asset_id', '=', fleetID)
        .execute();
      break;
    default:
      return assertNever(kind);
  }
  return officeFleetUnit(db, kind, fleetID);
}

export async function updateFleetUnit(
  db: Kysely<Database>,
  kind: FleetKind,
  fleetID: number,
  input: UnitInput,
) {
  await checkCodeFree(db, input.code, { kind, fleetID });
  return changeUnit(db, kind, fleetID, { ...columnsOf(input), code: input.code });
}

/** Retiring twice keeps the first date: the record says when it left service. */
export async function setFleetRetired(
  db: Kysely<Database>,
  kind: FleetKind,
  fleetID: number,
  retired: boolean,
) {
  const unit = await officeFleetUnit(db, kind, fleetID);
  const retiredAt = retired ? (unit.retiredAt ?? isoNow()) : null;
  return changeUnit(db, kind, fleetID, { retired_at: retiredAt });
}
