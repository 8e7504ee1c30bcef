// INT-4 on the real process (main.ts, as `npm start` runs it), on SQLite and PostgreSQL: the
// server is killed with SIGKILL while its deliveries are in flight (the receiver holds them
// unanswered), then started again on the same database. Every event still reaches the receiver:
// the claims of the dead process run out and the deliveries are sent again with the same
// webhook-id, so the receiver, dropping repeats by id, has each event exactly once. 0 lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { apiCall, createTestDatabase, signIn, startTestServer, tempDir } from '../../test/harness.js';
import { webhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { PROCESS_START_WAIT_MS, PROCESS_TEST_TIMEOUT_MS, SERVER_WAIT_MS } from '../../test/waits.js';
import { recordWebhookEvent } from './service.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EVENTS = 12;
/** The lease of a claimed attempt is 2 × timeout + 5 s: 7 s here. */
const TIMEOUT_MS = 1_000;
const children: ChildProcess[] = [];
let receiver: WebhookReceiver | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await receiver?.close();
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SHED_EVENT_LOOP_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await vi.waitFor(() => expect(output).toContain('FieldOps is running at'), {
    timeout: PROCESS_START_WAIT_MS,
    interval: 50,
  });
  return { child, exited, output: () => output };
}

describe('webhooks across a kill -9', { timeout: 2 * PROCESS_TEST_TIMEOUT_MS }, () => {
  it('[INT-4] a server killed mid-delivery loses no event: after the restart every one is delivered (0 lost)', async () => {
    receiver = await webhookReceiver();
    const database = await createTestDatabase();
    const dataDir = tempDir();
    // The subscription and the events, written by a server whose worker is off.
    const setup = await startTestServer({ WEBHOOKS_POLL_MS: '0' }, { dataDir, database });
    try {
      const sid = await signIn(setup, 'office@acme.example');
      const made = await setup.app.inject(
        apiCall(sid, 'POST', '/api/office/webhooks', {
          url: receiver.url,
          events: ['note.added'],
          allowPrivate: true,
        }),
      );
      expect(made.statusCode, made.body).toBe(200);
      for (let n = 1; n <= EVENTS; n++) {
        await setup.app.database.db.transaction().execute((trx) =>
          recordWebhookEvent(trx, {
            type: 'note.added',
            data: {
              jobID: 1,
              jobNumber: 'J-4102',
              noteID: n,
              noteType: 'General',
              text: `Note ${n}`,
              addedBy: { userID: 1, name: 'Carlos Crew' },
            },
          }),
        );
      }
    } finally {
      await setup.app.close();
    }

    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      WEBHOOKS_POLL_MS: '100',
      WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOKS_ALLOW_PRIVATE: 'false',
    };
    try {
      receiver.hold = true;
      const first = await startProcess(env);
      // Every delivery is in flight, unanswered, when the process dies.
      await vi.waitFor(() => expect(receiver!.held()).toBe(EVENTS), {
        timeout: SERVER_WAIT_MS,
        interval: 20,
      });
      first.child.kill('SIGKILL');
      await first.exited;
      const inFlight = new Set(receiver.received.map((r) => r.id));
      expect(inFlight.size).toBe(EVENTS);
      receiver.hold = false;
      const answeredBefore = receiver.received.length;

      const second = await startProcess(env);
      await vi.waitFor(
        () => {
          const answered = new Set(receiver!.received.slice(answeredBefore).map((r) => r.id));
          expect(answered.size).toBe(EVENTS);
        },
        { timeout: SERVER_WAIT_MS + 2 * TIMEOUT_MS + 5_000, interval: 50 },
      );
      second.child.kill('SIGTERM');
      await second.exited;

      // The receiver, dropping repeats by webhook-id, has each event once; the ids are the same as
      // the ones the killed process sent.
      const unique = new Map(
        receiver.received.map((r) => [r.id, JSON.parse(r.body) as { data: { noteID: number } }]),
      );
      expect([...unique.keys()].sort()).toEqual([...inFlight].sort());
      const notes = [...unique.values()].map((b) => b.data.noteID).sort((a, b) => a - b);
      expect(notes).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));

      const handle = openDatabase({ databaseUrl: database.url, dataDir });
      try {
        const rows = await handle.db
          .selectFrom('webhook_deliveries')
          .select(['status', 'attempt_count'])
          .execute();
        expect(rows).toHaveLength(EVENTS);
        expect(rows.filter((r) => r.status !== 'delivered')).toEqual([]);
        // The cut-off attempt is logged (no outcome), and the one after the restart answered 200.
        const attempts = await handle.db.selectFrom('webhook_attempts').selectAll().execute();
        expect(attempts.filter((a) => a.status_code === null && a.error === null)).toHaveLength(EVENTS);
        expect(attempts.filter((a) => a.status_code === 200)).toHaveLength(EVENTS);
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
