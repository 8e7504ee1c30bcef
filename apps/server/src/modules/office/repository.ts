// The office_grants table: which office roles a person holds (OFFICE-1).
import type { Kysely } from 'kysely';
import type { Database, StoredOfficeRole } from '../../db/types.js';
import { isoNow } from '../../db/dialect.js';

export async function grantsOf(db: Kysely<Database>, userID: number): Promise<StoredOfficeRole[]> {
  const rows = await db
    .selectFrom('office_grants')
    .select('office_role')
    .where('user_id', '=', userID)
    .orderBy('office_role')
    .execute();
  return rows.map((r) => r.office_role);
}

export async function grantOfficeRole(
  db: Kysely<Database>,
  userID: number,
  role: StoredOfficeRole,
  grantedBy: number | null,
): Promise<void> {
  await db
    .insertInto('office_grants')
    .values({ user_id: userID, office_role: role, granted_at: isoNow(), granted_by_user_id: grantedBy })
    .onConflict((oc) => oc.columns(['user_id', 'office_role']).doNothing())
    .execute();
}
