// A Kysely that only builds queries (nothing is sent anywhere), for tests of what a query is: which
// writes void cached deltas, which jobs a write names. SQLite's compiler, the default dialect.
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type RootOperationNode,
} from 'kysely';
import type { Database } from '../db/types.js';

export const queryBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** The operation tree of a built query, as Kysely's plugins and our watchers see it. */
export const operationNode = (query: { toOperationNode(): unknown }) =>
  query.toOperationNode() as RootOperationNode;
