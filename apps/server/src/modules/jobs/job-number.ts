// ER job numbers (JOB-4): `ER-2026-0001`, counted per year. The counter row is bumped with one
// upsert in the request's transaction: on PostgreSQL the row lock makes a concurrent creator wait
// for this transaction and then read the committed value; SQLite runs one write transaction at a
// time. Two creators can never get the same number, and a rolled-back creation gives its number
// back. The unique job_number is the last line of defence.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nextCounterValue } from './repository.js';

export async function nextJobNumber(db: Kysely<Database>, prefix: string, digits = 4): Promise<string> {
  const value = await nextCounterValue(db, prefix);
  return `${prefix}${String(value).padStart(digits, '0')}`;
}

/** The prefix of emergency jobs created at `now` (the UTC year). */
export const emergencyPrefix = (now: string): string => `ER-${now.slice(0, 4)}-`;
