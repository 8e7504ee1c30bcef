import { describe, expect, it } from 'vitest';
import { FIRST_RULE_SET, NewRuleSet, rulesOn, type RuleSet } from './rule-sets.js';
import { DEFAULT_TIMESHEET_RULES } from './schemas.js';
import { validateTimesheet } from './validate.js';

const longer: RuleSet = {
  ...FIRST_RULE_SET,
  ruleSetID: 2,
  effectiveFrom: '2026-12-01',
  maxShiftHours: 16,
  warnShiftHours: 15,
};

describe('rule sets (TSX-6)', () => {
  it('[TSX-6] the first rule set is the constants the code used before', () => {
    expect(FIRST_RULE_SET).toMatchObject(DEFAULT_TIMESHEET_RULES);
    expect(NewRuleSet.safeParse(FIRST_RULE_SET).success).toBe(true);
    expect(rulesOn([], '2026-11-24')).toBe(FIRST_RULE_SET);
  });

  it('[TSX-6] a set effective from D applies to D and later, not earlier; the later of one date wins', () => {
    const sets = [longer, FIRST_RULE_SET];
    expect(rulesOn(sets, '2026-11-30').ruleSetID).toBe(1);
    expect(rulesOn(sets, '2026-12-01').ruleSetID).toBe(2);
    expect(rulesOn(sets, '2027-05-01').ruleSetID).toBe(2);
    const sameDay = { ...longer, ruleSetID: 3 };
    expect(rulesOn([sameDay, longer, FIRST_RULE_SET], '2026-12-01').ruleSetID).toBe(3);
  });

  it('[TSX-6] validation takes the set of the day: a 15 h shift is an error before D and a warning from D', () => {
    const shift = (date: string) => ({
      timeSheetID: null,
      timeSheetDate: date,
      shiftStart: '05:00',
      shiftEnd: '20:00',
      jobs: [],
    });
    const sets = [FIRST_RULE_SET, longer];
    const codes = (date: string) =>
      validateTimesheet(shift(date), { rules: rulesOn(sets, date) }).map((r) => r.code);
    expect(codes('2026-11-30')).toEqual(['shiftTooLong']);
    expect(codes('2026-12-01')).toEqual([]);
  });

  it('[TSX-6] a rule set with a missing or impossible field is refused', () => {
    const { dailyOvertimeAfterHours: _gone, ...partial } = FIRST_RULE_SET;
    expect(NewRuleSet.safeParse(partial).success).toBe(false);
    expect(NewRuleSet.safeParse({ ...FIRST_RULE_SET, effectiveFrom: '2026-13-01' }).success).toBe(false);
    expect(NewRuleSet.safeParse({ ...FIRST_RULE_SET, lunchMinutes: -5 }).success).toBe(false);
  });
});
