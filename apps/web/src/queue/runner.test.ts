import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, QUEUE_STUCK_CYCLES } from '@fieldops/contract';
import { db } from '../db/database';
import { readJobNotes } from '../db/comments';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { addComment, createErJob } from './actions';
import { startQueue } from './index';
import { webLockRunner } from './lock';
import { type QueueRunnerDeps, createQueueRunner } from './runner';
import { createNetworkStatus } from '../platform/network-status';
import { createQueueStatus } from './status';
import { waitUntil } from '../test/waits';
import { erJobForm, serverErJob } from '../test/er-job-fixtures';

// A healthy server unless a test says otherwise; the clock only moves when a test moves it.
const runner = (status = createQueueStatus(), deps: QueueRunnerDeps = {}) =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status,
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
    ...deps,
  });

describe('queue runner', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[JOB-4] [QUEUE-8] runs add-record before its children, then maps the temporary id everywhere', async () => {
    const { jobID: tempID } = await createErJob(erJobForm);
    await addComment(tempID, 'Safety', 'Gas smell at the trench');
    expect(tempID).toBeLessThan(0);
    const net = stubFetch({
      'POST /api/job/add-record': json(serverErJob(901)),
      'POST /api/job/901/add-folders': json({ folders: [] }),
      'POST /api/job/901/Event/': json({ eventID: 5 }),
      'POST /api/cmd': json({
        noteID: 77,
        noteType: 'Safety',
        text: 'Gas smell at the trench',
        createdDate: '2025-06-02T10:01:00.000Z',
        createdBy: 'Ann',
      }),
    });
    expect(await runner().trigger()).toBe('done');
    const paths = net.requests.map((r) => r.url.pathname);
    // The newest tasks (note, event, folders) wait for the oldest one, add-record.
    expect(paths[0]).toBe('/api/job/add-record');
    expect(paths.slice(1).sort()).toEqual(['/api/cmd', '/api/job/901/Event/', '/api/job/901/add-folders']);
    expect(net.to('/api/job/901/Event/')[0]!.url.searchParams.get('eventType')).toBe('Emergency response');
    const note = JSON.parse(net.to('/api/cmd')[0]!.body!);
    expect(note.parameters).toContainEqual({ name: 'jobID', value: 901 });
    expect(await db.updateQueue.count()).toBe(0);
    expect(await db.jobs.get(tempID)).toBeUndefined();
    expect((await db.jobs.get(901))?.jobNumber).toBe('ER-901');
    expect(await readJobNotes(db, tempID)).toEqual([]);
    expect((await readJobNotes(db, 901)).map((n) => [n.noteID, n.pendingQueueID])).toEqual([[77, undefined]]);
  });

  it('[QUEUE-7] sends the same Idempotency-Key on every try of a task', async () => {
    await addComment(4, 'General', 'first');
    const net = stubFetch({
      'POST /api/cmd': json({ error: 'internal', message: 'down', details: null }, 503),
    });
    let clock = Date.parse('2025-06-02T10:00:00.000Z');
    const r = runner(createQueueStatus(), { now: () => new Date(clock) });
    await r.trigger();
    clock += 60_000; // past the backoff after the first try
    await r.trigger();
    const keys = net.requests.map((req) => req.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(net.requests[0]!.url.searchParams.get('proc')).toBe('AddNote');
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ counterTries: 2, state: 'waiting', lastError: 'down' });
  });

  it('[QUEUE-9] a 4xx rejects the task at once and keeps it with the server message', async () => {
    await addComment(4, 'Nope', 'bad type');
    stubFetch({
      'POST /api/cmd': json(
        { error: 'bad_request', message: 'Unknown note type "Nope"', details: null },
        400,
      ),
    });
    await runner().trigger();
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ state: 'rejected', counterTries: 0, lastError: 'Unknown note type "Nope"' });
  });

  it('a 401 stops the run, counts nothing and asks to sign in again', async () => {
    await addComment(4, 'General', 'a');
    await addComment(4, 'General', 'b');
    const net = stubFetch({
      'POST /api/cmd': json({ error: 'unauthorized', message: 'no', details: null }, 401),
    });
    const status = createQueueStatus();
    expect(await runner(status).trigger()).toBe('signIn');
    expect(net.requests).toHaveLength(1);
    expect(status.get().needsSignIn).toBe(true);
    expect((await db.updateQueue.toArray()).map((t) => t.counterTries)).toEqual([0, 0]);
  });

  it('[QUEUE-4] runs when the browser comes online', async () => {
    await addComment(4, 'General', 'offline note');
    const net = stubFetch({
      'POST /api/cmd': json({
        noteID: 1,
        noteType: 'General',
        text: 'offline note',
        createdDate: '2025-01-01T00:00:00.000Z',
        createdBy: 'A',
      }),
    });
    let emit: (online: boolean) => void = () => undefined;
    const r = runner();
    const stop = startQueue(r, { isOnline: () => true, onChange: (l) => ((emit = l), () => undefined) });
    emit(false);
    expect(net.requests).toHaveLength(0);
    emit(true);
    await waitUntil(async () => expect(await db.updateQueue.count()).toBe(0));
    expect(net.requests).toHaveLength(1);
    stop();
  });

  it('[QUEUE-5] a running flag stuck for more than 5 cycles is reset and the queue runs again', async () => {
    await addComment(4, 'General', 'stuck');
    let calls = 0;
    const send = vi.fn((_task: unknown, signal: AbortSignal) => {
      calls += 1;
      if (calls === 1)
        return new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      return Promise.resolve({
        noteID: 1,
        noteType: 'General',
        text: 'stuck',
        createdDate: '2025-01-01T00:00:00.000Z',
        createdBy: 'A',
      });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const r = createQueueRunner({
      owner: () => null,
      hasSession: () => true,
      networkRetryMs: null,
      send,
      status: createQueueStatus(),
    });
    const first = r.trigger();
    await waitUntil(() => expect(send).toHaveBeenCalledTimes(1));
    // Other calls (online, actions) do not count; sync ticks do.
    expect(await r.trigger('online')).toBe('busy');
    for (let cycle = 1; cycle <= QUEUE_STUCK_CYCLES; cycle++) expect(await r.trigger('tick')).toBe('busy');
    expect(await r.trigger('tick')).toBe('done');
    expect(await first).toBe('error');
    expect(send).toHaveBeenCalledTimes(2);
    expect(await db.updateQueue.count()).toBe(0);
    expect(r.isRunning()).toBe(false);
  });

  it('runs under the cross-tab Web Lock and stays out while another tab holds it', async () => {
    await addComment(4, 'General', 'locked');
    const net = stubFetch({});
    const held: LockManager = {
      request: vi.fn(async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
        callback(null),
      ),
      query: vi.fn(),
    } as unknown as LockManager; // a partial LockManager: only request() is used
    const r = createQueueRunner({
      owner: () => null,
      hasSession: () => true,
      networkRetryMs: null,
      withLock: webLockRunner(held),
      status: createQueueStatus(),
    });
    expect(await r.trigger()).toBe('busy');
    expect(held.request).toHaveBeenCalledWith('fieldops-queue', { ifAvailable: true }, expect.any(Function));
    expect(net.requests).toHaveLength(0);
  });

  it('never sends tasks of another account, nor without a session', async () => {
    await addComment(4, 'General', 'theirs');
    const net = stubFetch({});
    const other = createQueueRunner({
      owner: () => 'b@acme.example',
      hasSession: () => true,
      networkRetryMs: null,
      status: createQueueStatus(),
    });
    expect(await other.trigger()).toBe('done');
    const signedOut = createQueueRunner({
      owner: () => null,
      hasSession: () => false,
      networkRetryMs: null,
      status: createQueueStatus(),
    });
    expect(await signedOut.trigger()).toBe('noSession');
    expect(net.requests).toHaveLength(0);
    expect(await db.updateQueue.count()).toBe(1);
  });
});
