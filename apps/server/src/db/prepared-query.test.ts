// SCALE-2: a prepared read answers with each call's values, whatever shape it was compiled for first.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query.js';
import type { Database } from './types.js';

const sqlite = new SQLite(':memory:');
sqlite.exec(
  "create table users (user_id integer primary key, name text, role text); insert into users values (1, 'Ann', 'crew'), (2, 'Bo', 'foreman'), (3, 'Cy', 'crew')",
);
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });

let builds = 0;
const names = preparedQuery((db, shape: 'all' | 'crew', v: { ids: readonly number[] }) => {
  builds++;
  const query = db.selectFrom('users').select('name').where('user_id', 'in', v.ids).orderBy('user_id');
  return shape === 'crew' ? query.where('role', '=', 'crew') : query;
});
const namesOf = async (shape: 'all' | 'crew', ids: number[]) =>
  (await names(db, shape, { ids })).map((r) => r.name);

describe('[SCALE-2] prepared queries', () => {
  it('[SCALE-2] a read compiled once per shape answers with each call’s own values, in a transaction too', async () => {
    expect(await namesOf('all', [1, 2])).toEqual(['Ann', 'Bo']);
    expect(await namesOf('all', [2, 3])).toEqual(['Bo', 'Cy']);
    expect(await namesOf('crew', [2, 3])).toEqual(['Cy']);
    expect(await namesOf('all', [3])).toEqual(['Cy']);
    expect(builds).toBe(3);
    await db.transaction().execute(async (trx) => {
      expect((await names(trx, 'all', { ids: [1, 3] })).map((r) => r.name)).toEqual(['Ann', 'Cy']);
    });
    expect(builds).toBe(3);
  });
});
