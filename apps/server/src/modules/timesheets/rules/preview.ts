// OFFICE-6: what a rule set not saved yet does to a past week's pay: the confirmed week paid as it
// was (each day by the set it was confirmed under) and paid again by the new rules, per person.
// Nothing is written.
import { isMonday, type NewRuleSet, type PayrollRow, type RulePreview } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { badRequest } from '../../../http/errors.js';
import { payrollWeekRows } from '../export/payroll-week.js';
import { insertRuleSet } from './repository.js';

function perPerson(rows: readonly PayrollRow[]) {
  const people = new Map<
    number,
    { employee: string; regularMinutes: number; overtimeMinutes: number; perDiem: number }
  >();
  for (const r of rows) {
    const person = people.get(r.employeeID) ?? {
      employee: r.employee,
      regularMinutes: 0,
      overtimeMinutes: 0,
      perDiem: 0,
    };
    person.regularMinutes += r.regularMinutes;
    person.overtimeMinutes += r.overtimeMinutes;
    person.perDiem += r.perDiem;
    people.set(r.employeeID, person);
  }
  return people;
}

export async function previewRuleSet(
  db: Kysely<Database>,
  input: { ruleSet: NewRuleSet; foremanID: number; weekStart: string },
  timeZone: string,
): Promise<RulePreview> {
  if (!isMonday(input.weekStart)) {
    throw badRequest(`${input.weekStart} is not a Monday; a week starts on Monday`, { field: 'weekStart' });
  }
  const now = await payrollWeekRows(db, input.foremanID, input.weekStart, timeZone);
  const { effectiveFrom: _from, ...rules } = input.ruleSet;
  const then = await payrollWeekRows(db, input.foremanID, input.weekStart, timeZone, rules);
  const before = perPerson(now.rows);
  const after = perPerson(then.rows);
  const pay = (p?: { regularMinutes: number; overtimeMinutes: number; perDiem: number }) => ({
    regularMinutes: p?.regularMinutes ?? 0,
    overtimeMinutes: p?.overtimeMinutes ?? 0,
    perDiem: Math.round((p?.perDiem ?? 0) * 100) / 100,
  });
  return {
    weekStart: input.weekStart,
    foreman: now.foreman,
    people: [...new Set([...before.keys(), ...after.keys()])].map((employeeID) => ({
      employeeID,
      employee: before.get(employeeID)?.employee ?? after.get(employeeID)!.employee,
      now: pay(before.get(employeeID)),
      then: pay(after.get(employeeID)),
    })),
  };
}

/** The office's rule set (an office administrator; the field's general foreman has his own call). */
export const addOfficeRuleSet = (db: Kysely<Database>, body: NewRuleSet, userID: number) =>
  insertRuleSet(db, body, userID);
