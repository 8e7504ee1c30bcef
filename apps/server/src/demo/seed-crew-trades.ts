// TSX-5: demo trades and classes, so the crew roster on a device shows them. Only people whose
// trade is still unset get one (seeding runs at every start and must not undo the office's edits).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const TRADES: readonly (readonly [string, string])[] = [
  ['Electrician', 'Journeyman'],
  ['Electrician', 'Apprentice 2'],
  ['Laborer', 'Group 1'],
  ['Electrician', 'Foreman'],
];

export async function seedDemoCrewTrades(db: Kysely<Database>): Promise<void> {
  const people = await db
    .selectFrom('employees')
    .select(['employee_id', 'role'])
    .where('trade', 'is', null)
    .orderBy('employee_id')
    .execute();
  for (const [i, person] of people.entries()) {
    const lead = person.role === 'foreman' || person.role === 'generalForeman';
    const [trade, workerClass] = lead ? TRADES[3]! : TRADES[i % 3]!;
    await db
      .updateTable('employees')
      .set({ trade, worker_class: workerClass })
      .where('employee_id', '=', person.employee_id)
      .execute();
  }
}
