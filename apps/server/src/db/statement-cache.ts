// OPS-5: better-sqlite3 compiles a statement on every prepare(), and Kysely's SQLite driver calls
// prepare() for every query it runs: a poll spent more time preparing its statements than SQLite
// spent running them. Statements are kept by their SQL text (Kysely's text is the same for the
// same query shape; values travel as parameters), least recently used dropped beyond a bound
// (an `in (?, ?, …)` list makes one text per length).
import type SQLite from 'better-sqlite3';

const MAX_STATEMENTS = 500;

export function cachePreparedStatements(sqlite: SQLite.Database, max = MAX_STATEMENTS): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = statements.get(source);
    // A statement still iterating (a streamed query) cannot run again until it is done.
    if (cached && !cached.busy) {
      statements.delete(source);
      statements.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    if (!cached) {
      statements.set(source, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
    }
    return statement;
  }) as typeof sqlite.prepare;
}
