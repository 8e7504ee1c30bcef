// A model test of the update queue: random sequences of enqueue (with and without a dependency),
// runs against a server that succeeds, fails (5xx), is busy (429: TRUST-3), rejects (4xx), refuses the session
// (401), is unreachable, is down behind a gateway that answers 503 (FIELD-5), or applies a change
// and loses the answer; the clock moves between runs (backoff spacing, jitter fixed); reloads (a
// new runner over a new connection to the same database) and retries. A fake server at the fetch
// boundary records idempotency keys like the real one. After every step the device and the server
// are compared with a reference model. FIELD-1: the tasks are made through the kinds (queue/kinds)
// the app uses, and the fake server answers each call in its contract's shape, so every success
// goes through the kind's answer reading and applying.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { IDEMPOTENCY_HEADER, QUEUE_MAX_TRIES } from '@fieldops/contract';
import { FieldOpsDatabase } from '../db/database';
import { resetDb } from '../test/db';
import { json } from '../test/fetch-stub';
import { createNetworkStatus } from '../platform/network-status';
import { TRY_BACKOFF, backoffDelayMs } from './backoff';
import { addTask } from './enqueue';
import { type TaskMeta, imageDeleteTask, jobEventTask, jobFoldersTask, noteTask } from './kinds';
import { untrackFolderTask } from '../file-sync/kinds/untrack-folder';
import { retryTask } from './manage';
import { type QueueRunner, createQueueRunner } from './runner';
import { createQueueStatus } from './status';

type Mode = 'ok' | '5xx' | '429' | '4xx' | '401' | 'offline' | 'lostAnswer' | 'outage';

/** The kinds of change the model queues, each built as its action builds it (n: a counter). */
const CHANGES = {
  note: (n: number, meta: TaskMeta) => noteTask({ jobID: 5, noteType: 'General', text: `note ${n}` }, meta),
  jobFolders: (n: number, meta: TaskMeta) => jobFoldersTask(5, [`Folder ${n}`], meta),
  jobEvent: (n: number, meta: TaskMeta) =>
    jobEventTask(
      5,
      { eventType: `Event ${n}`, startDateColumn: '2025-06-02', endDateColumn: '2025-06-02' },
      meta,
    ),
  untrackFolder: (n: number, meta: TaskMeta) =>
    untrackFolderTask(`ModelFolder${String(n).padStart(6, '0')}`, meta),
  imageDelete: (n: number, meta: TaskMeta) =>
    imageDeleteTask({ referenceCode: `p-${n}`, JobID: 5, locationNumber: '1' }, meta),
};
type Change = keyof typeof CHANGES;

/** What the server answers each call (its contract's answer). */
function answerTo(url: URL): unknown {
  const proc = url.searchParams.get('proc');
  if (proc === 'AddNote')
    return {
      noteID: 1,
      noteType: 'General',
      text: 'x',
      createdDate: '2025-06-02T06:00:00.000Z',
      createdBy: 'm',
    };
  if (proc === 'UntrackFolder') return { ok: true, removed: true };
  if (url.pathname.endsWith('/add-folders')) return { folders: [] };
  if (url.pathname.endsWith('/Event/')) return { eventID: 1 };
  return { ok: true, deleted: true };
}

/** The jitter's dice, fixed so the model knows each spacing exactly. */
const DICE = 0.5;

interface ModelTask {
  queueID: number;
  key: string;
  dependsOn: number | null;
  tries: number;
  state: 'waiting' | 'rejected' | 'skipped';
  /** Not tried before this time (ms); null: due. */
  nextTryAt: number | null;
}

/** The fake server: applies each idempotency key once, replays its answer after that. */
class FakeServer {
  mode: Mode = 'ok';
  readonly applied = new Map<string, number>();
  /** The answer recorded for each key, replayed as it was (like the real server's idempotency). */
  readonly answers = new Map<string, unknown>();
  readonly log: string[] = [];
  handle = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const key = new Headers(init.headers).get(IDEMPOTENCY_HEADER) ?? '';
    if (this.mode === 'offline') throw new TypeError('Failed to fetch');
    // Down behind its gateway: every request, the health check too, gets 503 and nothing runs.
    if (this.mode === 'outage') return json({ error: 'x', message: 'unavailable', details: null }, 503);
    const url = new URL(String(input), 'http://device.test');
    if (url.pathname === '/api/server')
      return json({ Database: 'fieldops', DBStatus: 'success', Server: 'model' });
    const recorded = this.applied.has(key);
    if (this.mode === 'lostAnswer') {
      if (!recorded) this.apply(key, answerTo(url));
      throw new TypeError('connection reset');
    }
    if (recorded) return json(this.answers.get(key)); // a replay: the recorded answer, nothing applied
    if (this.mode === 'ok') {
      this.apply(key, answerTo(url));
      return json(this.answers.get(key));
    }
    const status = { '5xx': 503, '429': 429, '4xx': 400, '401': 401 }[this.mode];
    return json({ error: 'x', message: `refused with ${status}`, details: null }, status);
  };
  private apply(key: string, answer: unknown) {
    this.applied.set(key, (this.applied.get(key) ?? 0) + 1);
    this.answers.set(key, answer);
    this.log.push(key);
  }
}

interface World {
  model: ModelTask[];
  server: FakeServer;
  database: FieldOpsDatabase;
  runner: QueueRunner;
  clock: number;
  /** TRUST-3: a busy server's Retry-After ends here; the runner starts no run before (in memory). */
  busyUntil: number;
}

/** The runner asks the real health probe (GET /api/server) of the fake server. */
function newRunner(database: FieldOpsDatabase, clock: () => number): QueueRunner {
  return createQueueRunner({
    database,
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    online: createNetworkStatus(true),
    now: () => new Date(clock()),
    random: () => DICE,
  });
}

/** TRUST-3: the wait after a busy answer without Retry-After (the fake server sends none). */
const BUSY_WAIT_MS = 10_000;

/** The reference: what one run does to the model, written as plainly as the rules read. */
function modelRun(world: Pick<World, 'model' | 'server' | 'clock' | 'busyUntil'>): void {
  const { model, server, clock } = world;
  if (clock < world.busyUntil) return;
  const tried = new Set<number>();
  for (;;) {
    const present = new Set(model.map((t) => t.queueID));
    const next = [...model]
      .sort((a, b) => b.queueID - a.queueID)
      .find(
        (t) =>
          t.state === 'waiting' &&
          t.tries < QUEUE_MAX_TRIES &&
          (t.nextTryAt === null || t.nextTryAt <= clock) &&
          !tried.has(t.queueID) &&
          (t.dependsOn === null || !present.has(t.dependsOn)),
      );
    if (!next) return;
    tried.add(next.queueID);
    const mode = server.mode;
    // No answer, or a server found down: the run stops and nothing is counted.
    if (mode === 'offline' || mode === 'lostAnswer' || mode === 'outage') return;
    if (server.applied.has(next.key) || mode === 'ok') {
      model.splice(model.indexOf(next), 1);
      continue;
    }
    if (mode === '401') return;
    // TRUST-3: busy: nothing counted, the run stops, the next one waits for Retry-After.
    if (mode === '429') {
      world.busyUntil = clock + BUSY_WAIT_MS;
      return;
    }
    if (mode === '4xx') {
      next.state = 'rejected';
      next.nextTryAt = null;
      continue;
    }
    next.tries += 1;
    if (next.tries >= QUEUE_MAX_TRIES) next.state = 'skipped';
    next.nextTryAt = next.state === 'skipped' ? null : clock + backoffDelayMs(next.tries, DICE, TRY_BACKOFF);
  }
}

async function check(world: World, everKeys: Map<string, ModelTask>): Promise<void> {
  const stored = (await world.database.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
  const expected = [...world.model].sort((a, b) => a.queueID - b.queueID);
  // Tries counted per the rules, skipped after 3 and kept, spaced per the backoff, nothing else changed.
  expect(
    stored.map((t) => ({
      queueID: t.queueID,
      key: t.idempotencyKey,
      tries: t.counterTries,
      state: t.state,
      nextTryAt: t.nextTryAt ? Date.parse(t.nextTryAt) : null,
    })),
  ).toEqual(
    expected.map((t) => ({
      queueID: t.queueID,
      key: t.key,
      tries: t.tries,
      state: t.state,
      nextTryAt: t.nextTryAt,
    })),
  );
  const inQueue = new Set(stored.map((t) => t.idempotencyKey));
  for (const [key, task] of everKeys) {
    // No task lost: it is still queued, or the server has it.
    expect(inQueue.has(key) || world.server.applied.has(key)).toBe(true);
    // Dependency order: a child reached the server only after its parent.
    const parent =
      task.dependsOn === null ? undefined : [...everKeys.values()].find((p) => p.queueID === task.dependsOn);
    const at = world.server.log.indexOf(key);
    if (parent && at >= 0) expect(world.server.log.indexOf(parent.key)).toBeGreaterThanOrEqual(0);
    if (parent && at >= 0) expect(world.server.log.indexOf(parent.key)).toBeLessThan(at);
  }
  // Nothing applied twice.
  for (const count of world.server.applied.values()) expect(count).toBe(1);
}

const command = fc.oneof(
  fc.record({
    kind: fc.constant('enqueue' as const),
    parent: fc.option(fc.nat(20), { nil: null }),
    change: fc.constantFrom<Change>(...(Object.keys(CHANGES) as Change[])),
  }),
  fc.record({
    kind: fc.constant('run' as const),
    /** How long since the step before: within or past a spacing of 10 s or 20 s. */
    advance: fc.constantFrom(0, 8_000, 20_000, 600_000),
    mode: fc.constantFrom<Mode>(
      'ok',
      '5xx',
      '5xx',
      '429',
      '4xx',
      '401',
      'offline',
      'lostAnswer',
      'lostAnswer',
      'outage',
      'outage',
    ),
  }),
  fc.record({ kind: fc.constant('reload' as const) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat(20) }),
);

describe('update queue model', () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('[QUEUE-1] [QUEUE-2] [QUEUE-3] [QUEUE-7] [QUEUE-8] [FIELD-5] [FIELD-1] [TRUST-3] loses nothing, applies nothing twice, keeps dependency order and counts tries per the rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        await resetDb();
        const server = new FakeServer();
        vi.stubGlobal('fetch', vi.fn(server.handle));
        const database = new FieldOpsDatabase();
        const world: World = {
          model: [],
          server,
          database,
          runner: newRunner(database, () => world.clock),
          clock: Date.parse('2025-06-02T06:00:00.000Z'),
          busyUntil: 0,
        };
        const everKeys = new Map<string, ModelTask>();
        let counter = 0;
        try {
          for (const step of commands) {
            if (step.kind === 'enqueue') {
              const candidates = world.model.filter((t) => t.state === 'waiting');
              const parent =
                step.parent === null || candidates.length === 0
                  ? null
                  : candidates[step.parent % candidates.length]!;
              const task = await world.database.transaction('rw', world.database.updateQueue, () =>
                addTask(
                  world.database,
                  CHANGES[step.change]((counter += 1), {
                    taskName: `${step.change} ${counter}`,
                    dependsOn: parent?.queueID ?? null,
                  }),
                ),
              );
              const modelTask: ModelTask = {
                queueID: task.queueID,
                key: task.idempotencyKey,
                dependsOn: task.dependsOn,
                tries: 0,
                state: 'waiting',
                nextTryAt: null,
              };
              world.model.push(modelTask);
              everKeys.set(task.idempotencyKey, modelTask);
            } else if (step.kind === 'run') {
              server.mode = step.mode;
              world.clock += step.advance;
              modelRun(world);
              await world.runner.trigger();
            } else if (step.kind === 'reload') {
              world.busyUntil = 0;
              world.database.close();
              world.database = new FieldOpsDatabase();
              world.runner = newRunner(world.database, () => world.clock);
            } else if (world.model.length > 0) {
              const task = world.model[step.pick % world.model.length]!;
              await retryTask(task.queueID, world.database);
              task.tries = 0;
              task.state = 'waiting';
              task.nextTryAt = null;
            }
            await check(world, everKeys);
          }
          // Finally the network is good for long enough: everything runnable drains, exactly once.
          server.mode = 'ok';
          for (const task of world.model) {
            await retryTask(task.queueID, world.database);
            task.tries = 0;
            task.state = 'waiting';
            task.nextTryAt = null;
          }
          world.clock += BUSY_WAIT_MS;
          modelRun(world);
          await world.runner.trigger();
          await check(world, everKeys);
          expect(world.model).toEqual([]);
          expect(server.applied.size).toBe(everKeys.size);
        } finally {
          world.database.close();
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
