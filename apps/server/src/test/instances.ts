// Two server instances on one test database, for the rules that must hold across instances (a
// cache voided, a session refused, a write seen). On PostgreSQL they are two processes' worth of
// servers, each with its own DATA_DIR; on SQLite the server is one process (docs/operations.md), so
// `b` is `a` and `all` holds one. One place, so every cross-instance test starts them the same way.
import { createTestDatabase, signIn, startTestServer, tempDir, usePostgres } from './harness.js';
import type { TestDatabase, TestServer } from './harness.js';

export interface Instances<E extends string> {
  database: TestDatabase;
  a: TestServer;
  /** The second instance on PostgreSQL; `a` itself on SQLite. */
  b: TestServer;
  /** The distinct instances: [a, b] on PostgreSQL, [a] on SQLite. */
  all: TestServer[];
  /** The session of `email` on `server`, signed in on each instance through the session call. */
  sid(server: TestServer, email: E): string;
  close(): Promise<void>;
}

export async function startInstances<E extends string>(emails: readonly E[] = []): Promise<Instances<E>> {
  const database = await createTestDatabase();
  const a = await startTestServer({}, { database, dataDir: tempDir() });
  const b = usePostgres ? await startTestServer({}, { database, dataDir: tempDir() }) : a;
  const all = b === a ? [a] : [a, b];
  const sessions = new Map<TestServer, Map<E, string>>();
  for (const server of all) {
    const sids = new Map<E, string>();
    for (const email of emails) sids.set(email, await signIn(server, email));
    sessions.set(server, sids);
  }
  return {
    database,
    a,
    b,
    all,
    sid(server, email) {
      const sid = sessions.get(server)?.get(email);
      if (sid === undefined) throw new Error(`${email} was not signed in on this instance`);
      return sid;
    },
    async close() {
      for (const server of [...all].reverse()) await server.close();
      await database.drop();
    },
  };
}
