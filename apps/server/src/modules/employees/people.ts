// OFFICE-3: the employees table as the office keeps it: a page of people (searched by name, email,
// trade or class), and the office's adds and edits. Accounts (users) belong to the session module.
import type { OfficePeopleQuery } from '@fieldops/contract';
import { sql, type Kysely } from 'kysely';
import { chunked, containsPattern, toCount } from '../../db/dialect.js';
import type { Database, Role } from '../../db/types.js';

export interface EmployeeFields {
  fullName: string;
  email: string;
  role: Role;
  trade: string | null;
  workerClass: string | null;
}

/** Employees matching the search, and (when asked) whose ids are among `activeIDs` or not. */
function matching(db: Kysely<Database>, search: string | undefined) {
  let rows = db.selectFrom('employees');
  if (search) {
    const pattern = containsPattern(search);
    rows = rows.where((eb) =>
      eb.or(
        (['full_name', 'email', 'trade', 'worker_class'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return rows;
}

export type EmployeeRow = Awaited<ReturnType<typeof employeeByID>>;

export async function employeePage(
  db: Kysely<Database>,
  query: OfficePeopleQuery,
  inactiveEmployeeIDs: readonly number[],
) {
  const filtered = () => {
    const rows = matching(db, query.search);
    if (query.active === 'all' || inactiveEmployeeIDs.length === 0) {
      return query.active === 'inactive' ? rows.where(sql<boolean>`1 = 0`) : rows;
    }
    return rows.where('employee_id', query.active === 'inactive' ? 'in' : 'not in', [...inactiveEmployeeIDs]);
  };
  const [rows, count] = await Promise.all([
    filtered()
      .selectAll()
      .orderBy('full_name')
      .orderBy('employee_id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(count.n) };
}

export const employeeByID = (db: Kysely<Database>, id: number) =>
  db.selectFrom('employees').selectAll().where('employee_id', '=', id).executeTakeFirst();

export async function employeeEmailTaken(db: Kysely<Database>, email: string, exceptID = 0) {
  const row = await db
    .selectFrom('employees')
    .select('employee_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('employee_id', '!=', exceptID)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEmployee(db: Kysely<Database>, person: EmployeeFields): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values({
      full_name: person.fullName,
      email: person.email,
      role: person.role,
      trade: person.trade,
      worker_class: person.workerClass,
    })
    .returning('employee_id')
    .executeTakeFirstOrThrow();
  return row.employee_id;
}

export async function updateEmployee(db: Kysely<Database>, id: number, person: EmployeeFields) {
  await db
    .updateTable('employees')
    .set({
      full_name: person.fullName,
      email: person.email,
      role: person.role,
      trade: person.trade,
      worker_class: person.workerClass,
    })
    .where('employee_id', '=', id)
    .execute();
}

/** INT-3: the employees with these ids or emails (emails compared without case). */
export async function employeesByIDOrEmail(
  db: Kysely<Database>,
  ids: readonly number[],
  emails: readonly string[],
) {
  const rows: { employee_id: number; email: string; role: Role }[] = [];
  for (const part of chunked([...new Set(ids)])) {
    rows.push(
      ...(await db
        .selectFrom('employees')
        .select(['employee_id', 'email', 'role'])
        .where('employee_id', 'in', part)
        .execute()),
    );
  }
  for (const part of chunked([...new Set(emails.map((e) => e.toLowerCase()))])) {
    rows.push(
      ...(await db
        .selectFrom('employees')
        .select(['employee_id', 'email', 'role'])
        .where(sql<string>`lower(email)`, 'in', part)
        .execute()),
    );
  }
  return rows;
}
