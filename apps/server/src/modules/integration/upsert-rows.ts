// INT-3: what every upsert shares: each row checked on its own against its kind's schema (errors
// per field), an external id sent twice refused on its later rows, and the answer counted.
import type { UpsertAnswer, UpsertOutcome, UpsertRowError, UpsertRowResult } from '@fieldops/contract';
import type { z } from 'zod';

export interface CheckedRow<T> {
  row: number;
  externalID: string | null;
  value: T | undefined;
  errors: UpsertRowError[];
}

const externalIDOf = (raw: Record<string, unknown>) =>
  typeof raw.externalID === 'string' ? raw.externalID.trim() || null : null;

/** `keyOf`: the row's key in the other system (its external id unless the kind keys otherwise). */
export function checkRows<S extends z.ZodType>(
  schema: S,
  rows: readonly Record<string, unknown>[],
  keyOf: (raw: Record<string, unknown>) => string | null = externalIDOf,
): CheckedRow<z.output<S>>[] {
  const seen = new Map<string, number>();
  return rows.map((raw, row) => {
    const externalID = keyOf(raw);
    const parsed = schema.safeParse(raw);
    const errors: UpsertRowError[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({
          field: i.path.map(String).join('.') || 'row',
          message: i.message,
        }));
    if (externalID !== null) {
      const first = seen.get(externalID);
      if (first !== undefined) {
        errors.push({
          field: keyOf === externalIDOf ? 'externalID' : 'value',
          message: `This row's key is also on row ${first}`,
        });
      } else seen.set(externalID, row);
    }
    return {
      row,
      externalID,
      value: errors.length === 0 && parsed.success ? parsed.data : undefined,
      errors,
    };
  });
}

export const invalid = (row: CheckedRow<unknown>, errors = row.errors): UpsertRowResult => ({
  row: row.row,
  externalID: row.externalID,
  outcome: 'invalid',
  id: null,
  errors,
});

export function answerOf(dryRun: boolean, results: UpsertRowResult[]): UpsertAnswer {
  const counts: Record<UpsertOutcome, number> = { created: 0, updated: 0, unchanged: 0, invalid: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return { dryRun, counts, results };
}
