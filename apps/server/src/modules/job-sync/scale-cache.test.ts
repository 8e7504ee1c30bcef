// SCALE-1: a write voids only the cached deltas of the readers who reach its job, on this instance
// and (PostgreSQL) on the other one once its NOTIFY arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, type TestServer } from '../../test/harness.js';
import { startInstances, type Instances } from '../../test/instances.js';
import { assignedOpenJobIDs, CARLOS, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { waitUntil } from '../../test/wait-until.js';
import { pollCacheOf, readerKey } from './poll-cache.js';
import { DELTA_OVERLAP_MS } from './service.js';

type Reader = typeof FRANK | typeof CARLOS;
let instances: Instances<Reader>;
let a: TestServer;

beforeAll(async () => {
  instances = await startInstances([FRANK, CARLOS]);
  a = instances.a;
});
afterAll(() => instances?.close());

async function reader(server: TestServer, email: string) {
  const row = await server.app.database.db
    .selectFrom('users')
    .select(['role', 'employee_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return readerKey({ role: row.role, employeeID: row.employee_id });
}

/** The delta `email` would be answered from memory on `server`, or null (the database is read). */
async function cached(server: TestServer, email: string, since: string) {
  return pollCacheOf(server.app.database.db)!.answer(
    await reader(server, email),
    Date.parse(since) - DELTA_OVERLAP_MS,
  );
}

const poll = (server: TestServer, email: Reader, since: string) =>
  runProcedure(server, instances.sid(server, email), 'GetJobUpdates', { since });

describe('[SCALE-1] the poll cache survives writes to other jobs', () => {
  it('[SCALE-1] a note on a job keeps the cached answer of a reader who cannot reach it and voids that of one who can, on both instances', async () => {
    const carlosJobs = new Set(await assignedOpenJobIDs(a, CARLOS));
    const [jobA] = (await assignedOpenJobIDs(a, FRANK)).filter((id) => !carlosJobs.has(id));
    expect(jobA).toBeDefined();
    const since = new Date().toISOString();
    for (const server of instances.all) {
      for (const email of [FRANK, CARLOS] as const) {
        await poll(server, email, since);
        expect(await cached(server, email, since)).not.toBeNull();
      }
    }

    const added = await a.app.inject(
      command(instances.sid(a, FRANK), 'AddNote', { jobID: jobA!, noteType: 'General', text: 'Spoils hauled' }),
    );
    expect(added.statusCode).toBe(200);

    for (const server of instances.all) {
      // Frank's answer is void (on the other instance once the NOTIFY arrived) and his next poll shows the note.
      await waitUntil(async () => expect(await cached(server, FRANK, since)).toBeNull());
      const next = await poll(server, FRANK, since);
      const notes = next.changed.find((job) => job.jobID === jobA)?.notes ?? [];
      expect(notes.map((n) => n.text)).toContain('Spoils hauled');
      // Carlos cannot reach job A: his answer is still served from memory.
      expect(await cached(server, CARLOS, since)).not.toBeNull();
    }
  });
});
