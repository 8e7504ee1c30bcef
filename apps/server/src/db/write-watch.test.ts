// OPS-5: which queries void the cached job deltas (write-watch.ts), and the SQLite statement cache.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { operationNode, queryBuilder } from '../test/query-builder.js';
import { cachePreparedStatements } from './statement-cache.js';
import { jobDataWritten } from './write-watch.js';

const db = queryBuilder;
const node = operationNode;

describe('[OPS-5] the write watch', () => {
  it('[OPS-5] reads and bookkeeping do not void cached deltas; writes to job data do', () => {
    expect(jobDataWritten(node(db.selectFrom('jobs').selectAll()))).toBeNull();
    expect(jobDataWritten(node(sql`select 1`))).toBeNull();
    expect(jobDataWritten(node(db.updateTable('sessions').set({ last_seen_at: 'x' })))).toBeNull();
    expect(jobDataWritten(node(db.insertInto('idempotency_records').values({} as never)))).toBeNull();
    expect(jobDataWritten(node(db.updateTable('jobs').set({ status: 'Closed' })))).toBe('jobs');
    expect(jobDataWritten(node(db.insertInto('notes').values({} as never)))).toBe('notes');
    expect(jobDataWritten(node(db.deleteFrom('job_crew')))).toBe('job_crew');
    expect(jobDataWritten(node(db.updateTable('users').set({ active: 0 })))).toBe('users');
    // SQL the watch cannot read counts as a write to some table.
    expect(jobDataWritten(node(sql`update jobs set status = 'Open'`))).toBe('?');
  });

  it('[OPS-5] SQLite statements are prepared once per SQL text; a busy one is not reused', () => {
    const sqlite = new SQLite(':memory:');
    cachePreparedStatements(sqlite, 2);
    sqlite.exec('create table t (n integer); insert into t values (1), (2)');
    const first = sqlite.prepare('select n from t');
    expect(sqlite.prepare('select n from t')).toBe(first);
    const rows = first.iterate();
    rows.next(); // still iterating
    expect(sqlite.prepare('select n from t')).not.toBe(first);
    rows.return?.();
    // Beyond the bound the least recently used goes.
    sqlite.prepare('select 1');
    sqlite.prepare('select 2');
    expect(sqlite.prepare('select n from t')).not.toBe(first);
    sqlite.close();
  });
});
