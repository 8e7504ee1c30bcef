// A user's own timesheet defaults (user_timesheet_defaults, TS-4): shift times and flags the
// defaults start from before the rules of the day apply.
import type { Kysely } from 'kysely';
import { isoNow, toFlag } from '../../../db/dialect.js';
import type { Database } from '../../../db/types.js';

export async function userDefaults(db: Kysely<Database>, userID: number) {
  return db
    .selectFrom('user_timesheet_defaults')
    .selectAll()
    .where('user_id', '=', userID)
    .executeTakeFirst();
}

export async function saveUserDefaults(
  db: Kysely<Database>,
  userID: number,
  d: { shiftStart: string; shiftEnd: string; lunchTaken: boolean; ignoreDayoff: boolean },
): Promise<void> {
  const values = {
    shift_start: d.shiftStart,
    shift_end: d.shiftEnd,
    lunch_taken: toFlag(d.lunchTaken),
    ignore_dayoff: toFlag(d.ignoreDayoff),
    updated_at: isoNow(),
  };
  await db
    .insertInto('user_timesheet_defaults')
    .values({ user_id: userID, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
