// OFFICE-3: the office keeps the company's people: employees (trade, class), their accounts
// (invited by email, signing in through the provider), field and office roles, and deactivation,
// which refuses every session of that person at once (a write to users drops believed sessions on
// every instance). Only an office administrator changes people; an office manager reads them to
// staff jobs.
import {
  ERROR_CODES,
  type OfficePeopleList,
  type OfficePeopleQuery,
  type OfficePerson,
  type UserData,
} from '@fieldops/contract';
import type { OfficePersonInput as InputSchema } from '@fieldops/contract';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import {
  employeeByID,
  employeeEmailTaken,
  employeePage,
  insertEmployee,
  updateEmployee,
  type EmployeeRow,
} from '../employees/service.js';
import {
  accountEmailTaken,
  accountsOfEmployees,
  inactiveEmployeeIDs,
  inviteAccount,
  setAccountActive,
  updateAccountOfEmployee,
} from '../session/service.js';
import { grantsOfUsers, setGrants } from './repository.js';

type PersonInput = z.output<typeof InputSchema>;
const NO_PERSON = 'No such person';

async function views(
  db: Kysely<Database>,
  rows: readonly NonNullable<EmployeeRow>[],
): Promise<OfficePerson[]> {
  const accounts = await accountsOfEmployees(
    db,
    rows.map((r) => r.employee_id),
  );
  const grants = await grantsOfUsers(
    db,
    accounts.map((a) => a.user_id),
  );
  return rows.map((row) => {
    const account = accounts.find((a) => a.employee_id === row.employee_id);
    return {
      employeeID: row.employee_id,
      fullName: row.full_name,
      email: row.email,
      fieldRole: row.role,
      trade: row.trade,
      workerClass: row.worker_class,
      account: account
        ? {
            userID: account.user_id,
            active: account.active === 1,
            officeRoles: grants.get(account.user_id) ?? [],
            signedIn: account.subject !== null,
          }
        : null,
    };
  });
}

async function existing(db: Kysely<Database>, employeeID: number) {
  const row = await employeeByID(db, employeeID);
  if (!row) throw notFound(NO_PERSON);
  return row;
}

export async function officePerson(db: Kysely<Database>, employeeID: number): Promise<OfficePerson> {
  const [view] = await views(db, [await existing(db, employeeID)]);
  return view!;
}

/** INT-3: people by employee id, as the office sees them. */
export async function officePeopleByID(db: Kysely<Database>, employeeIDs: readonly number[]) {
  const rows = await Promise.all([...new Set(employeeIDs)].map((id) => employeeByID(db, id)));
  return views(
    db,
    rows.filter((r) => r !== undefined),
  );
}

export async function listPeople(db: Kysely<Database>, query: OfficePeopleQuery): Promise<OfficePeopleList> {
  const { rows, total } = await employeePage(db, query, await inactiveEmployeeIDs(db));
  return { people: await views(db, rows), total, page: query.page, pageSize: query.pageSize };
}

async function checkEmailFree(db: Kysely<Database>, email: string, employeeID = 0) {
  if ((await employeeEmailTaken(db, email, employeeID)) || (await accountEmailTaken(db, email, employeeID))) {
    throw new HttpError(409, ERROR_CODES.conflict, `${email} is already someone else's email`, { email });
  }
}

/** Office roles need an account to hold them. */
function checkRoles(input: PersonInput) {
  if (input.officeRoles.length > 0 && !input.signsIn) {
    throw badRequest('Office roles need an account: turn on "Signs in"', { officeRoles: input.officeRoles });
  }
}

const employeeFields = (input: PersonInput) => ({
  fullName: input.fullName,
  email: input.email,
  role: input.fieldRole,
  trade: input.trade,
  workerClass: input.workerClass,
});

async function keepAccount(db: Kysely<Database>, by: UserData, employeeID: number, input: PersonInput) {
  if (!input.signsIn) return;
  const [account] = await accountsOfEmployees(db, [employeeID]);
  const userID =
    account?.user_id ??
    (await inviteAccount(db, {
      email: input.email,
      name: input.fullName,
      role: input.fieldRole,
      employeeID,
    }));
  if (account)
    await updateAccountOfEmployee(db, employeeID, {
      email: input.email,
      name: input.fullName,
      role: input.fieldRole,
    });
  if (userID === by.userID && !input.officeRoles.includes('officeAdmin')) {
    throw badRequest('You cannot take away your own office administrator role', { userID });
  }
  await setGrants(db, userID, input.officeRoles, by.userID);
}

export async function createPerson(db: Kysely<Database>, by: UserData, input: PersonInput) {
  checkRoles(input);
  await checkEmailFree(db, input.email);
  const employeeID = await insertEmployee(db, employeeFields(input));
  await keepAccount(db, by, employeeID, input);
  return officePerson(db, employeeID);
}

export async function updatePerson(
  db: Kysely<Database>,
  by: UserData,
  employeeID: number,
  input: PersonInput,
) {
  await existing(db, employeeID);
  checkRoles(input);
  await checkEmailFree(db, input.email, employeeID);
  await updateEmployee(db, employeeID, employeeFields(input));
  await keepAccount(db, by, employeeID, input);
  return officePerson(db, employeeID);
}

export async function setPersonActive(
  db: Kysely<Database>,
  by: UserData,
  employeeID: number,
  active: boolean,
) {
  await existing(db, employeeID);
  const [account] = await accountsOfEmployees(db, [employeeID]);
  if (!account) throw badRequest('This person has no account to deactivate', { employeeID });
  if (account.user_id === by.userID && !active)
    throw badRequest('You cannot deactivate yourself', { employeeID });
  await setAccountActive(db, employeeID, active);
  return officePerson(db, employeeID);
}
