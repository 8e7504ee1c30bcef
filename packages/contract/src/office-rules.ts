// OFFICE-6: the office keeps the rule sets (overtime, lunch, shift limits and the per-diem rates,
// each set in force from its date) and, before saving one, sees what it does to a past week's pay.
import { z } from 'zod';
import { NewRuleSet } from './timesheets/rule-sets.js';

export const RulePreviewInput = z.object({
  ruleSet: NewRuleSet,
  foremanID: z.number().int().positive(),
  /** A past week (its Monday) whose confirmed days are paid again by the new rules. */
  weekStart: z.iso.date(),
});
export type RulePreviewInput = z.infer<typeof RulePreviewInput>;

const Pay = z.object({ regularMinutes: z.number(), overtimeMinutes: z.number(), perDiem: z.number() });

export const RulePreview = z.object({
  weekStart: z.string(),
  foreman: z.string(),
  /** One line per person: the week as paid now and as the new rules would pay it. */
  people: z.array(z.object({ employeeID: z.number().int(), employee: z.string(), now: Pay, then: Pay })),
});
export type RulePreview = z.infer<typeof RulePreview>;
