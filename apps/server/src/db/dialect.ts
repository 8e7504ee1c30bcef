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

/** Timestamps are ISO-8601 text in UTC, which sorts and compares correctly as text on both. */
export const isoNow = (now: Date = new Date()): string => now.toISOString();

/** PostgreSQL answers count(*) as a bigint string; SQLite as a number. */
export const toCount = (value: string | number | bigint): number => Number(value);
