// TRUST-10 (b): a photo's or a report's reference code is unique within its job, no longer across
// the company. A code taken on a job the sender cannot reach is then as free as an absent one, so
// the answer never tells that another user's record exists (it was a 409 "already used by another
// image" / "belongs to another report"), and nothing is overwritten: the sender's record is its own.
// SQLite cannot drop a column's UNIQUE, so the two tables are rebuilt from their own definitions.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

const TABLES = ['images', 'reports'] as const;
const UNIQUE_CODE = '"reference_code" text not null unique';

async function rebuildSqliteTable(db: AnyDb, table: string, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = rows.find((r) => r.type === 'table')?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`${table}: unexpected definition ${definition}`);
  const rebuilt = `${table}_rebuilt`;
  const created = definition
    .replace(from, to)
    .replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${rebuilt}"`);
  await sql.raw(created).execute(db);
  await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql!).execute(db);
}

const indexName = (table: string) => `${table}_job_reference_key`;

export function referenceScopeSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of TABLES) {
        if (dialect === 'sqlite') {
          await rebuildSqliteTable(db, table, UNIQUE_CODE, '"reference_code" text not null');
        } else {
          await sql.raw(`alter table "${table}" drop constraint "${table}_reference_code_key"`).execute(db);
        }
        await db.schema
          .createIndex(indexName(table))
          .on(table)
          .columns(['job_id', 'reference_code'])
          .unique()
          .execute();
      }
    },
    async down(db: AnyDb) {
      for (const table of TABLES) {
        await db.schema.dropIndex(indexName(table)).execute();
        if (dialect === 'sqlite') {
          await rebuildSqliteTable(db, table, '"reference_code" text not null', UNIQUE_CODE);
        } else {
          await sql.raw(`alter table "${table}" add unique ("reference_code")`).execute(db);
        }
      }
    },
  };
}
