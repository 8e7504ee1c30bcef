// TSX-6: the rule sets (timesheet_rule_sets) and the confirmations that name the set a day was
// confirmed under (timesheet_confirmations). Rules are stored as JSON and checked when read, so a
// row that no longer fits the contract fails loudly instead of paying by a half-read rule.
import { RuleSetRules, type NewRuleSet, type RuleSet } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../../../db/dialect.js';
import type { Database, TimesheetRuleSetsTable } from '../../../db/types.js';

const toRuleSet = (row: Selectable<TimesheetRuleSetsTable>): RuleSet => ({
  ...RuleSetRules.parse(JSON.parse(row.rules)),
  effectiveFrom: row.effective_from,
  ruleSetID: Number(row.rule_set_id),
});

export async function listRuleSets(db: Kysely<Database>): Promise<RuleSet[]> {
  const rows = await db.selectFrom('timesheet_rule_sets').selectAll().orderBy('rule_set_id').execute();
  return rows.map(toRuleSet);
}

export async function insertRuleSet(
  db: Kysely<Database>,
  body: NewRuleSet,
  userID: number,
): Promise<RuleSet> {
  const { effectiveFrom, ...rules } = body;
  const row = await db
    .insertInto('timesheet_rule_sets')
    .values({
      effective_from: effectiveFrom,
      rules: JSON.stringify(RuleSetRules.parse(rules)),
      created_by_user_id: userID,
      created_at: isoNow(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRuleSet(row);
}

export interface Confirmation {
  timeSheetID: number;
  ruleSetID: number;
  confirmedByEmployeeID: number;
  confirmedAt: string;
}

/** The latest confirmation of each of `timesheetIDs` that has one. */
export async function latestConfirmations(
  db: Kysely<Database>,
  timesheetIDs: readonly number[],
): Promise<Map<number, Confirmation>> {
  const latest = new Map<number, Confirmation>();
  if (timesheetIDs.length === 0) return latest;
  const rows = await db
    .selectFrom('timesheet_confirmations')
    .selectAll()
    .where('timesheet_id', 'in', [...new Set(timesheetIDs)])
    .orderBy('confirmation_id')
    .execute();
  for (const r of rows) {
    latest.set(r.timesheet_id, {
      timeSheetID: r.timesheet_id,
      ruleSetID: r.rule_set_id,
      confirmedByEmployeeID: r.confirmed_by_employee_id,
      confirmedAt: r.confirmed_at,
    });
  }
  return latest;
}

export async function insertConfirmation(
  db: Kysely<Database>,
  row: Omit<Confirmation, 'confirmedAt'> & { confirmedByUserID: number; confirmedAt: string },
): Promise<void> {
  await db
    .insertInto('timesheet_confirmations')
    .values({
      timesheet_id: row.timeSheetID,
      rule_set_id: row.ruleSetID,
      confirmed_by_user_id: row.confirmedByUserID,
      confirmed_by_employee_id: row.confirmedByEmployeeID,
      confirmed_at: row.confirmedAt,
    })
    .execute();
}

/** A day back to draft is no longer confirmed: its next confirmation takes the rules then in force. */
export async function dropConfirmations(db: Kysely<Database>, timesheetID: number): Promise<void> {
  await db.deleteFrom('timesheet_confirmations').where('timesheet_id', '=', timesheetID).execute();
}
