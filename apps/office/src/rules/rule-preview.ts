// OFFICE-6: what a rule set not saved yet does to a past week's pay, per person: hours and per diem
// as paid now and as the new rules pay them, and the difference, for the preview table.
import type { NewRuleSet, RulePreview, RuleSet } from '@fieldops/contract';

export interface PreviewLine {
  employeeID: number;
  employee: string;
  regular: { now: number; then: number };
  overtime: { now: number; then: number };
  perDiem: { now: number; then: number };
  changed: boolean;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function previewLines(preview: RulePreview): PreviewLine[] {
  return preview.people.map((p) => {
    const line = {
      employeeID: p.employeeID,
      employee: p.employee,
      regular: { now: hours(p.now.regularMinutes), then: hours(p.then.regularMinutes) },
      overtime: { now: hours(p.now.overtimeMinutes), then: hours(p.then.overtimeMinutes) },
      perDiem: { now: p.now.perDiem, then: p.then.perDiem },
    };
    const changed = [line.regular, line.overtime, line.perDiem].some((pair) => pair.now !== pair.then);
    return { ...line, changed };
  });
}

/** A new set to edit: the one in force last, from the date given (the ids are the server's). */
export function draftFrom(latest: RuleSet, effectiveFrom: string): NewRuleSet {
  const { ruleSetID: _id, ...rules } = latest;
  return { ...rules, effectiveFrom };
}

/** The sets newest first, the one in force `today` marked. */
export function ruleSetsByDate(sets: readonly RuleSet[], today: string): (RuleSet & { inForce: boolean })[] {
  const sorted = [...sets].sort((a, b) =>
    a.effectiveFrom === b.effectiveFrom
      ? b.ruleSetID - a.ruleSetID
      : b.effectiveFrom.localeCompare(a.effectiveFrom),
  );
  const inForce = sorted.find((s) => s.effectiveFrom <= today);
  return sorted.map((s) => ({ ...s, inForce: s === inForce }));
}
