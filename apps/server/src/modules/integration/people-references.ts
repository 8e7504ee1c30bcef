// INT-3: another system names a person by its own id (as sent to upsertPeople) or by email; both
// are resolved in batches, the external id first.
import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/types.js';
import { employeesByIDOrEmail } from '../employees/service.js';
import { recordIDsOf } from './repository.js';

export interface Person {
  employeeID: number;
  role: Role;
}

/** A lookup of the people these references name; undefined for a reference that names no one. */
export async function peopleNamed(db: Kysely<Database>, references: readonly string[]) {
  const byExternalID = await recordIDsOf(db, 'person', references);
  const emails = references.filter((r) => r.includes('@'));
  const rows = await employeesByIDOrEmail(db, [...byExternalID.values()], emails);
  const byID = new Map(rows.map((r) => [r.employee_id, r]));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  return (reference: string): Person | undefined => {
    const id = byExternalID.get(reference);
    const row = id === undefined ? byEmail.get(reference.toLowerCase()) : byID.get(id);
    return row ? { employeeID: row.employee_id, role: row.role } : undefined;
  };
}
