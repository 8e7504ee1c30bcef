// TRUST-10 (c): instances started at the same moment on one fresh database (a deploy that starts
// its replicas together) all come up: the start-up work (migrations, demo data, the demo drive) is
// done by one of them at a time, and the others find it done. On PostgreSQL each instance has its
// own DATA_DIR; on SQLite they share the folder that holds the database file.
import { afterAll, describe, expect, it } from 'vitest';
import {
  command,
  createTestDatabase,
  signIn,
  startTestServer,
  tempDir,
  usePostgres,
  type TestDatabase,
  type TestServer,
} from './test/harness.js';
import { CARLOS } from './test/jobs-fixtures.js';

const INSTANCES = 3;
const databases: TestDatabase[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.drop();
});

describe('[TRUST-10] instances starting together', () => {
  it('[TRUST-10] several instances started at once on a fresh database all come up and serve', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const sqliteDir = usePostgres ? undefined : tempDir();
    const starts = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        startTestServer({}, { database, dataDir: sqliteDir ?? tempDir() }),
      ),
    );
    for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(
      starts.map(() => 'up'),
    );

    for (const server of servers) {
      const sid = await signIn(server, CARLOS);
      expect((await server.app.inject(command(sid, 'GetMenuItems'))).statusCode).toBe(200);
    }
  });
});
