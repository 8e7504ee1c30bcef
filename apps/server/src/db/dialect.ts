// The few places where SQLite and PostgreSQL differ, kept in one file so migrations and queries
// stay dialect-free everywhere else.
import type { CreateTableBuilder } from 'kysely';
import type { SqlDialect } from './types.js';

/** Adds an auto-increment integer primary key column. */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  name: string,
  dialect: SqlDialect,
): CreateTableBuilder<T, string> {
  return dialect === 'postgres'
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);

// Timestamps are ISO-8601 text in UTC, which sorts and compares correctly as text on both.
/** The last millisecond isoNow() wrote, and its text: at 10,000 polls a second most share one. */
let clock = { ms: Number.NaN, iso: '' };

/** ISO text of `now`; of the current time when none is given (written once per millisecond). */
export function isoNow(now?: Date): string {
  if (now) return now.toISOString();
  const ms = Date.now();
  if (ms !== clock.ms) clock = { ms, iso: new Date(ms).toISOString() };
  return clock.iso;
}

/** PostgreSQL answers count(*) as a bigint string; SQLite as a number. */
export const toCount = (value: string | number | bigint): number => Number(value);

/**
 * Splits a list for `in (...)` queries: SQLite caps bound parameters per statement (32766 in
 * current builds, 999 in old ones), and very long lists plan badly on PostgreSQL.
 */
export function chunked<T>(items: readonly T[], size = 500): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** A case-folded `like` pattern for text a person typed: `%` and `_` are letters, not wildcards (use with `escape '\\'`). */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
