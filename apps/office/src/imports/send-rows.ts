// INT-3: the rows of a CSV sent to their upsert call, dry run or not, in batches so a large file
// shows its progress (the call takes up to 10,000 rows; a batch is far below that). Each answer's
// row index is turned back into the CSV line the office sees.
import type { UpsertOutcome, UpsertRowError } from '@fieldops/contract';
import { type CallFailure, officeCall } from '../api/office-call';
import type { CsvRow } from './csv-rows';
import type { KindOfImport } from './import-kinds';

export const BATCH_ROWS = 500;

export interface LineResult {
  line: number;
  key: string;
  outcome: UpsertOutcome;
  errors: UpsertRowError[];
}

export interface SentRows {
  dryRun: boolean;
  counts: Record<UpsertOutcome, number>;
  results: LineResult[];
}

export type Sending = { ok: true; sent: SentRows } | { ok: false; failure: CallFailure; sentRows: number };

export async function sendRows(
  kind: KindOfImport,
  rows: readonly CsvRow[],
  dryRun: boolean,
  onProgress: (sentRows: number) => void,
): Promise<Sending> {
  const sent: SentRows = {
    dryRun,
    counts: { created: 0, updated: 0, unchanged: 0, invalid: 0 },
    results: [],
  };
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const answer = await officeCall(kind.call, { body: { dryRun, rows: batch.map((r) => r.row) } });
    if (!answer.ok) return { ok: false, failure: answer.failure, sentRows: start };
    for (const result of answer.value.results) {
      const row = batch[result.row];
      sent.counts[result.outcome] += 1;
      sent.results.push({
        line: row?.line ?? 0,
        key: result.externalID ?? row?.key ?? '',
        outcome: result.outcome,
        errors: result.errors,
      });
    }
    onProgress(start + batch.length);
  }
  return { ok: true, sent };
}
