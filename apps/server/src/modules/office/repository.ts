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

/** The granted office roles of these users, by user id. */
export async function grantsOfUsers(db: Kysely<Database>, userIDs: readonly number[]) {
  const roles = new Map<number, StoredOfficeRole[]>();
  if (userIDs.length === 0) return roles;
  const rows = await db
    .selectFrom('office_grants')
    .select(['user_id', 'office_role'])
    .where('user_id', 'in', [...userIDs])
    .orderBy('office_role')
    .execute();
  for (const r of rows) roles.set(r.user_id, [...(roles.get(r.user_id) ?? []), r.office_role]);
  return roles;
}

/** Makes a user's office roles exactly these (a grant kept keeps its date and grantor). */
export async function setGrants(
  db: Kysely<Database>,
  userID: number,
  wanted: readonly StoredOfficeRole[],
  grantedBy: number,
): Promise<void> {
  const held = await grantsOf(db, userID);
  const gone = held.filter((role) => !wanted.includes(role));
  if (gone.length > 0) {
    await db
      .deleteFrom('office_grants')
      .where('user_id', '=', userID)
      .where('office_role', 'in', gone)
      .execute();
  }
  for (const role of wanted) if (!held.includes(role)) await grantOfficeRole(db, userID, role, grantedBy);
}
