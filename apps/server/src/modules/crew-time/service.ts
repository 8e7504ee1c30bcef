// CREW-1, CREW-2: recording a punch and reading them. A punch's id is made on the device, so a
// replay (the queue's retry under a new key, a second device's copy) answers the stored punch
// instead of doubling it; the same id with other facts is a 409. The server stamps the corrected
// time, the fence check and the PIN check; none of them refuses the punch: each is a flag.
import {
  checkFence,
  correctedPunchTime,
  fenceOf,
  ERROR_CODES,
  type NewPunch,
  type Punch,
  type PunchFlag,
  type PunchQuery,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { jobIDsReachedBy } from '../jobs/service.js';
import { userNames } from '../session/service.js';
import { jobForPunch, requirePinSetter, type PunchUser } from './access.js';
import { hashPin, pinMatches } from './pins.js';
import {
  insertPunch,
  pinHashOf,
  punchRow,
  punchRows,
  savePinHash,
  toPunch,
  type PunchRow,
} from './repository.js';

async function present(db: Kysely<Database>, rows: readonly PunchRow[]): Promise<Punch[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.recorded_by_user_id),
  );
  return rows.map((row) => toPunch(row, names.get(row.recorded_by_user_id) ?? ''));
}

/** The same punch again: same person, job, kind and device time (its id names the rest). */
const samePunch = (row: PunchRow, punch: NewPunch) =>
  row.employee_id === punch.employeeID &&
  row.job_id === punch.jobID &&
  row.kind === punch.kind &&
  Date.parse(row.device_time) === Date.parse(punch.deviceTime);

async function checkCorrection(db: Kysely<Database>, punch: NewPunch): Promise<void> {
  if (!punch.corrects) return;
  const corrected = await punchRow(db, punch.corrects.punchID);
  if (!corrected || corrected.employee_id !== punch.employeeID) {
    throw badRequest('The punch to correct is not one of this person’s punches', {
      field: 'corrects.punchID',
    });
  }
}

async function flagsOf(db: Kysely<Database>, punch: NewPunch, fenceFlags: PunchFlag[]): Promise<PunchFlag[]> {
  const flags = [...fenceFlags];
  if (
    punch.kiosk?.method === 'pin' &&
    !(await pinMatches(punch.kiosk.pin, await pinHashOf(db, punch.employeeID)))
  ) {
    flags.push('pinNotMatched');
  }
  if (punch.clockOffsetMs === null && !punch.corrects) flags.push('clockNotMeasured');
  return flags;
}

export async function recordPunch(db: Kysely<Database>, user: PunchUser, punch: NewPunch): Promise<Punch> {
  const stored = await punchRow(db, punch.punchID);
  if (stored) {
    if (!samePunch(stored, punch)) {
      throw new HttpError(409, ERROR_CODES.conflict, 'Another punch already has this id', {
        field: 'punchID',
      });
    }
    const [answer] = await present(db, [stored]);
    return answer!;
  }
  const job = await jobForPunch(db, user, punch.jobID, punch.employeeID);
  await checkCorrection(db, punch);
  const fence = checkFence(fenceOf({ ...job, fenceRadiusM: job.fence_radius_m }), punch.position);
  const row: PunchRow = {
    punch_id: punch.punchID,
    kind: punch.kind,
    employee_id: punch.employeeID,
    job_id: punch.jobID,
    device_time: new Date(punch.deviceTime).toISOString(),
    clock_offset_ms: punch.clockOffsetMs,
    corrected_time: correctedPunchTime(punch),
    latitude: punch.position?.latitude ?? null,
    longitude: punch.position?.longitude ?? null,
    accuracy_m: punch.position?.accuracyM ?? null,
    distance_m: fence.distanceM,
    flags: JSON.stringify(await flagsOf(db, punch, fence.flags)),
    recorded_as: punch.recordedAs,
    kiosk_method: punch.kiosk?.method ?? null,
    signature: punch.kiosk?.method === 'signature' ? punch.kiosk.signature : null,
    recorded_by_user_id: user.userID,
    corrects_punch_id: punch.corrects?.punchID ?? null,
    correction_reason: punch.corrects?.reason ?? null,
    received_at: isoNow(),
  };
  await insertPunch(db, row);
  const [answer] = await present(db, [row]);
  return answer!;
}

/** Punches the caller reaches: a crew member his own; others every punch on the jobs they reach. */
export async function listPunches(
  db: Kysely<Database>,
  user: PunchUser,
  query: PunchQuery,
): Promise<Punch[]> {
  if (Date.parse(query.to) <= Date.parse(query.from)) {
    throw badRequest('`to` must be after `from`', { field: 'to' });
  }
  const onlyOwn = user.role === 'crew' ? user.employeeID : null;
  return present(db, await punchRows(db, query, jobIDsReachedBy(db, user), onlyOwn));
}

export async function setCrewPin(db: Kysely<Database>, user: PunchUser, employeeID: number, pin: string) {
  await requirePinSetter(db, user, employeeID);
  await savePinHash(db, employeeID, await hashPin(pin), user.userID, isoNow());
}
