// Devices are registered at sign-in and by the RegisterDevice procedure; both describe the device
// with the contract's DeviceInfo fields, mapped to columns here once.
import type { DeviceInfo, ProcedureAnswer, ProcedureParameters } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow, toFlag } from '../../db/dialect.js';
import type { Database, NewDevice } from '../../db/types.js';
import { upsertDevice } from './repository.js';

function deviceRow(userId: number, info: DeviceInfo, appVersion: string): NewDevice {
  return {
    user_id: userId,
    serial: info.serial,
    model: info.model,
    platform: info.platform,
    uuid: info.uuid,
    os_version: info.version,
    manufacturer: info.manufacturer,
    is_virtual: toFlag(info.isVirtual),
    app_version: appVersion,
    last_seen_at: isoNow(),
  };
}

/** At sign-in the app version is not known yet; RegisterDevice fills it in. */
export function deviceAtSignIn(db: Kysely<Database>, userId: number, info: DeviceInfo): Promise<number> {
  return upsertDevice(db, deviceRow(userId, info, ''));
}

export async function registerDevice(
  db: Kysely<Database>,
  userId: number,
  registration: ProcedureParameters<'RegisterDevice'>,
): Promise<ProcedureAnswer<'RegisterDevice'>> {
  const deviceID = await upsertDevice(db, deviceRow(userId, registration, registration.appVersion));
  return { deviceID, serial: registration.serial };
}

/** How many devices a user has (or everyone, without `userId`): dashboard tiles. */
export { countDevices } from './repository.js';
