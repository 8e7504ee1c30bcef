// TSX-6: the company's timesheet rules, kept on the server as dated rule sets. A rule set is the
// TimesheetRules that validation, totals and subsistence already take, plus the overtime
// thresholds of the payroll export, and the date it takes effect. The same `rulesOn` picks the
// set for a day on the device and on the server, so both sides check a day by the same rules.
import { z } from 'zod';
import { DEFAULT_TIMESHEET_RULES, TimesheetRules } from './schemas.js';

export const RuleSetRules = TimesheetRules.extend({
  /** Paid hours in a day above this are overtime (the rest of the day is regular). */
  dailyOvertimeAfterHours: z.number().positive().max(24),
  /** Regular hours in a week (Monday to Sunday) above this are overtime too. */
  weeklyOvertimeAfterHours: z.number().positive().max(168),
});
export type RuleSetRules = z.infer<typeof RuleSetRules>;

/** What an administrator sends to add a rule set (the server gives it its id). */
export const NewRuleSet = RuleSetRules.extend({
  /** The first day (YYYY-MM-DD) the set applies to; days before keep the earlier set. */
  effectiveFrom: z.iso.date(),
});
export type NewRuleSet = z.infer<typeof NewRuleSet>;

export const RuleSet = NewRuleSet.extend({ ruleSetID: z.number().int().positive() });
export type RuleSet = z.infer<typeof RuleSet>;

export const RuleSetList = z.array(RuleSet);

/** Before any rule set existed: far in the past, so every day has a set in force. */
export const FIRST_RULE_SET_DATE = '1970-01-01';

/** The constants the code used before rule sets (TS-3, TS-5) with 8 h a day and 40 h a week. */
export const FIRST_RULE_SET: RuleSet = {
  ...DEFAULT_TIMESHEET_RULES,
  dailyOvertimeAfterHours: 8,
  weeklyOvertimeAfterHours: 40,
  effectiveFrom: FIRST_RULE_SET_DATE,
  ruleSetID: 1,
};

/**
 * The set in force on `date`: the latest `effectiveFrom` on or before it; of two sets from the same
 * day the one added last (higher id) wins. No set yet (a device before its first sync): the first.
 */
export function rulesOn(ruleSets: readonly RuleSet[], date: string): RuleSet {
  let best: RuleSet | undefined;
  for (const set of ruleSets) {
    if (set.effectiveFrom > date) continue;
    if (
      !best ||
      set.effectiveFrom > best.effectiveFrom ||
      (set.effectiveFrom === best.effectiveFrom && set.ruleSetID > best.ruleSetID)
    )
      best = set;
  }
  return best ?? FIRST_RULE_SET;
}
