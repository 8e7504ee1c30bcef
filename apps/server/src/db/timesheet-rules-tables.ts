// TSX-6: row types of the rule-set tables (db/timesheet-rules-migration.ts), listed in Database.
import type { Generated } from 'kysely';

/** A dated set of timesheet rules; `rules` is the contract's RuleSetRules as JSON text. */
export interface TimesheetRuleSetsTable {
  rule_set_id: Generated<number>;
  effective_from: string;
  rules: string;
  created_by_user_id: number | null;
  created_at: string;
}

/** A day's confirmation and the rule set it was checked under; the latest row of a day counts. */
export interface TimesheetConfirmationsTable {
  confirmation_id: Generated<number>;
  timesheet_id: number;
  rule_set_id: number;
  confirmed_by_user_id: number;
  confirmed_by_employee_id: number;
  confirmed_at: string;
}
