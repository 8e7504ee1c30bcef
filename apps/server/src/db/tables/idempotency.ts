// Answers kept for replay of a repeated write (http/idempotency).
import type { Generated } from 'kysely';

export interface IdempotencyRecordsTable {
  record_id: Generated<number>;
  user_id: number;
  idem_key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number;
  /** The answer body as JSON text, replayed verbatim. */
  answer: string;
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_records: IdempotencyRecordsTable;
}
