// CREW-1: the SQL of the punches and the kiosk PINs. One function per query; each takes the
// caller's database or transaction. Punches are inserted, never updated.
import { Punch, PunchFlag, type PunchQuery } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import type { CrewPunchesTable, Database } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

export type PunchRow = Selectable<CrewPunchesTable>;

export async function insertPunch(db: Kysely<Database>, row: PunchRow): Promise<void> {
  await db.insertInto('crew_punches').values(row).execute();
}

export const punchRow = (db: Kysely<Database>, punchID: string): Promise<PunchRow | undefined> =>
  db.selectFrom('crew_punches').selectAll().where('punch_id', '=', punchID).executeTakeFirst();

/** Punches in [from, to) by corrected time, narrowed to jobs `reached` and, for a crew member, his own. */
export function punchRows(
  db: Kysely<Database>,
  query: PunchQuery,
  reached: ReachableJobIDs,
  onlyEmployeeID: number | null,
): Promise<PunchRow[]> {
  let rows = db
    .selectFrom('crew_punches')
    .selectAll()
    .where('corrected_time', '>=', new Date(query.from).toISOString())
    .where('corrected_time', '<', new Date(query.to).toISOString())
    .where('job_id', 'in', reached);
  if (query.jobID !== undefined) rows = rows.where('job_id', '=', query.jobID);
  if (query.employeeID !== undefined) rows = rows.where('employee_id', '=', query.employeeID);
  if (onlyEmployeeID !== null) rows = rows.where('employee_id', '=', onlyEmployeeID);
  return rows.orderBy('corrected_time').orderBy('received_at').limit(5_000).execute();
}

export async function savePinHash(
  db: Kysely<Database>,
  employeeID: number,
  pinHash: string,
  userID: number,
  at: string,
) {
  await db
    .insertInto('crew_pins')
    .values({ employee_id: employeeID, pin_hash: pinHash, set_by_user_id: userID, set_at: at })
    .onConflict((oc) =>
      oc.column('employee_id').doUpdateSet({ pin_hash: pinHash, set_by_user_id: userID, set_at: at }),
    )
    .execute();
}

export async function pinHashOf(db: Kysely<Database>, employeeID: number): Promise<string | null> {
  const row = await db
    .selectFrom('crew_pins')
    .select('pin_hash')
    .where('employee_id', '=', employeeID)
    .executeTakeFirst();
  return row?.pin_hash ?? null;
}

/** A stored row as the contract's punch; the recorder's name comes from the session module. */
export function toPunch(row: PunchRow, recordedByName: string): Punch {
  const flags = PunchFlag.array().safeParse(JSON.parse(row.flags));
  const hasFix = row.latitude !== null && row.longitude !== null && row.accuracy_m !== null;
  return Punch.parse({
    punchID: row.punch_id,
    kind: row.kind,
    employeeID: row.employee_id,
    jobID: row.job_id,
    deviceTime: row.device_time,
    clockOffsetMs: row.clock_offset_ms === null ? null : Number(row.clock_offset_ms),
    correctedTime: row.corrected_time,
    position: hasFix
      ? {
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          accuracyM: Number(row.accuracy_m),
        }
      : null,
    distanceM: row.distance_m === null ? null : Number(row.distance_m),
    flags: flags.success ? flags.data : [],
    recordedAs: row.recorded_as,
    kioskMethod: row.kiosk_method,
    recordedByUserID: row.recorded_by_user_id,
    recordedByName,
    corrects:
      row.corrects_punch_id === null
        ? null
        : { punchID: row.corrects_punch_id, reason: row.correction_reason ?? '' },
    receivedAt: row.received_at,
  });
}
