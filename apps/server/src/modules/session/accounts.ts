// OFFICE-3: the office's side of accounts (users): which employees have one, inviting a person (an
// account for their email, bound to the provider's subject at their first sign-in), and keeping
// the account's name, email, role and active flag with the employee. A write to users drops every
// session this and the other instances believe (session-cache.ts, write-watch), so deactivating
// refuses the person's next request at once.
import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/types.js';

export const accountsOfEmployees = (db: Kysely<Database>, employeeIDs: readonly number[]) =>
  employeeIDs.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['user_id', 'employee_id', 'active', 'subject'])
        .where('employee_id', 'in', [...employeeIDs])
        .execute();

/** OFFICE-7: the employee behind each of these users (a report's sender), by user id. */
export async function employeeIDsOfUsers(
  db: Kysely<Database>,
  userIDs: readonly number[],
): Promise<Map<number, number>> {
  if (userIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'employee_id'])
    .where('user_id', 'in', [...new Set(userIDs)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.employee_id]));
}

export async function inactiveEmployeeIDs(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('employee_id').where('active', '=', 0).execute();
  return rows.map((r) => r.employee_id);
}

export async function inviteAccount(
  db: Kysely<Database>,
  account: { email: string; name: string; role: Role; employeeID: number },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      name: account.name,
      role: account.role,
      employee_id: account.employeeID,
      active: 1,
      subject: null,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** The account follows its employee's name, email and field role. */
export async function updateAccountOfEmployee(
  db: Kysely<Database>,
  employeeID: number,
  account: { email: string; name: string; role: Role },
) {
  await db.updateTable('users').set(account).where('employee_id', '=', employeeID).execute();
}

export async function setAccountActive(db: Kysely<Database>, employeeID: number, active: boolean) {
  await db
    .updateTable('users')
    .set({ active: active ? 1 : 0 })
    .where('employee_id', '=', employeeID)
    .execute();
}

export async function accountEmailTaken(db: Kysely<Database>, email: string, exceptEmployeeID: number) {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', email)
    .where('employee_id', '!=', exceptEmployeeID)
    .executeTakeFirst();
  return row !== undefined;
}
