import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { Database, NewDevice } from '../../db/types.js';

/** Inserts or refreshes the device a user signs in from; (user, serial) identifies it. */
export async function upsertDevice(db: Kysely<Database>, device: NewDevice): Promise<number> {
  const { user_id: _user, serial: _serial, app_version, ...rest } = device;
  // An empty app version (sign-in does not know it) must not erase one RegisterDevice recorded.
  const changes = app_version ? { ...rest, app_version } : rest;
  const row = await db
    .insertInto('devices')
    .values(device)
    .onConflict((oc) => oc.columns(['user_id', 'serial']).doUpdateSet(changes))
    .returning('device_id')
    .executeTakeFirstOrThrow();
  return row.device_id;
}

export async function countDevices(db: Kysely<Database>, userId?: number): Promise<number> {
  let query = db.selectFrom('devices').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return toCount(row.n);
}
