// INT-3: people keyed by another system's ids (HR): the employee, and for those who sign in their
// account with field and office roles, through the office's own writes (OFFICE-3), so the same
// rules hold (emails are one person's; an administrator keeps her own role). A person already here
// with the row's email and no external id is adopted. People are hundreds, not thousands: each
// changed row is written on its own; the reads that decide every row are batched.
import {
  PersonUpsertRow,
  type OfficePerson,
  type UpsertAnswer,
  type UpsertRowError,
  type UpsertRowResult,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import { employeesByIDOrEmail } from '../employees/service.js';
import {
  AUDITED_PERSON,
  createPerson,
  officePeopleByID,
  recordAudits,
  updatePerson,
} from '../office/service.js';
import { insertExternalIDs, recordIDsOf, recordsWithExternalIDs } from './repository.js';
import { answerOf, checkRows, invalid } from './upsert-rows.js';

type Caller = Pick<AuthSession, 'user' | 'serviceAccount'>;
type Row = PersonUpsertRow;

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function samePerson(view: OfficePerson, person: Row): boolean {
  const fields =
    view.fullName === person.fullName &&
    view.email === person.email &&
    view.fieldRole === person.fieldRole &&
    view.trade === person.trade &&
    view.workerClass === person.workerClass;
  if (!person.signsIn) return fields;
  return fields && view.account !== null && sameSet(view.account.officeRoles, person.officeRoles);
}

export async function upsertPeople(
  db: Kysely<Database>,
  caller: Caller,
  request: { dryRun: boolean; rows: Record<string, unknown>[] },
): Promise<UpsertAnswer> {
  const checked = checkRows(PersonUpsertRow, request.rows);
  const rows = checked.flatMap((c) => (c.value ? [c.value] : []));
  const mapped = await recordIDsOf(
    db,
    'person',
    rows.map((r) => r.externalID),
  );
  const holders = new Map(
    (
      await employeesByIDOrEmail(
        db,
        [],
        rows.map((r) => r.email),
      )
    ).map((e) => [e.email.toLowerCase(), e.employee_id]),
  );
  const adoptedElsewhere = await recordsWithExternalIDs(db, 'person', [...holders.values()]);
  const views = new Map(
    (await officePeopleByID(db, [...mapped.values(), ...holders.values()])).map((v) => [v.employeeID, v]),
  );

  const emailsInCall = new Map<string, number>();
  const results: UpsertRowResult[] = [];
  const plans: { row: number; person: Row; employeeID: number | null; adopts: boolean; creates: boolean }[] =
    [];
  for (const row of checked) {
    const person = row.value;
    if (!person) {
      results.push(invalid(row));
      continue;
    }
    const errors: UpsertRowError[] = [];
    const holder = holders.get(person.email);
    let employeeID = mapped.get(person.externalID) ?? null;
    const adopts = employeeID === null && holder !== undefined && !adoptedElsewhere.has(holder);
    if (adopts) employeeID = holder!;
    if (holder !== undefined && holder !== employeeID)
      errors.push({ field: 'email', message: `${person.email} is already someone else's email` });
    const firstRow = emailsInCall.get(person.email);
    if (firstRow !== undefined)
      errors.push({ field: 'email', message: `${person.email} is also on row ${firstRow}` });
    else emailsInCall.set(person.email, row.row);
    const view = employeeID === null ? undefined : views.get(employeeID);
    if (view?.account?.userID === caller.user.userID && !person.officeRoles.includes('officeAdmin'))
      errors.push({ field: 'officeRoles', message: 'The administrator of this account keeps her own role' });
    if (errors.length > 0) {
      results.push(invalid(row, errors));
      continue;
    }
    const outcome = !view ? 'created' : samePerson(view, person) ? 'unchanged' : 'updated';
    if (outcome !== 'unchanged' || adopts)
      plans.push({ row: row.row, person, employeeID, adopts, creates: !view });
    results.push({ row: row.row, externalID: person.externalID, outcome, id: employeeID, errors: [] });
  }
  if (request.dryRun) return answerOf(true, results);

  const changes: { before: OfficePerson | null; after: OfficePerson }[] = [];
  const ids = new Map<number, number>();
  for (const plan of plans) {
    const before = plan.employeeID === null ? null : (views.get(plan.employeeID) ?? null);
    if (before && samePerson(before, plan.person)) {
      ids.set(plan.row, before.employeeID);
      continue;
    }
    const after = plan.creates
      ? await createPerson(db, caller.user, plan.person)
      : await updatePerson(db, caller.user, plan.employeeID!, plan.person);
    ids.set(plan.row, after.employeeID);
    changes.push({ before, after });
  }
  await insertExternalIDs(
    db,
    'person',
    plans
      .filter((p) => p.creates || p.adopts)
      .map((p) => ({ externalID: p.person.externalID, recordID: ids.get(p.row)! })),
  );
  await recordAudits(db, caller, 'upsertPeople', AUDITED_PERSON, changes);
  return answerOf(
    false,
    results.map((r) => ({ ...r, id: ids.get(r.row) ?? r.id })),
  );
}
