// The employees table: the company's people, whether or not they ever sign in (a user account,
// session/, points at one). Crews, foremen and timesheets name employees by employee_id.
import { CREW_ROSTER_MAX, type CrewRosterEntry, type ForemanLookupEntry } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, Role } from '../../db/types.js';

/** Adds the employee of `email`, or renames the one already there; answers its id. */
export async function upsertEmployee(
  db: Kysely<Database>,
  employee: { email: string; fullName: string; role: Role },
): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values({ full_name: employee.fullName, email: employee.email, role: employee.role })
    .onConflict((oc) => oc.column('email').doUpdateSet({ full_name: employee.fullName }))
    .returning('employee_id')
    .executeTakeFirstOrThrow();
  return row.employee_id;
}

/** Names by id; ids of nobody are left out. */
export async function employeeNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await db
      .selectFrom('employees')
      .select(['employee_id', 'full_name'])
      .where('employee_id', 'in', chunk)
      .execute();
    for (const r of rows) names.set(r.employee_id, r.full_name);
  }
  return names;
}

/** The employees among `ids`, in the database's name order (a crew list as people read it). */
export async function employeesByName(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<{ employeeID: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('employees')
    .select(['employee_id as employeeID', 'full_name as name'])
    .where('employee_id', 'in', [...new Set(ids)])
    .orderBy('full_name')
    .execute();
}

export async function employeeRole(db: Kysely<Database>, id: number): Promise<Role | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('role')
    .where('employee_id', '=', id)
    .executeTakeFirst();
  return row?.role;
}

/** TS-7: employees who lead crews, typed foreman or generalForeman. */
export async function foremen(db: Kysely<Database>): Promise<ForemanLookupEntry[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['employee_id', 'full_name', 'role'])
    .where('role', 'in', ['foreman', 'generalForeman'])
    .orderBy('full_name')
    .execute();
  return rows.map((r) => ({
    employeeID: r.employee_id,
    name: r.full_name,
    type: r.role === 'generalForeman' ? 'generalForeman' : 'foreman',
  }));
}

/**
 * TSX-5: the crew roster: everyone who may work on a crew (crew, foremen and general foremen; a
 * reviewer works in the office), by name, with trade and class; at most CREW_ROSTER_MAX.
 */
export async function crewRosterRows(db: Kysely<Database>): Promise<CrewRosterEntry[]> {
  return db
    .selectFrom('employees')
    .select(['employee_id as employeeID', 'full_name as name', 'trade', 'worker_class as workerClass'])
    .where('role', 'in', ['crew', 'foreman', 'generalForeman'])
    .orderBy('full_name')
    .orderBy('employee_id')
    .limit(CREW_ROSTER_MAX)
    .execute();
}
