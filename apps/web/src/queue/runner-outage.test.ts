// FIELD-5 at the runner: a server that is down costs no task a try; a failing task on a healthy
// server counts and is spaced; the server coming back sends what waited at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { waitUntil } from '../test/waits';
import { addComment } from './actions';
import { startQueue } from './index';
import { type QueueRunnerDeps, createQueueRunner } from './runner';
import { createQueueStatus } from './status';

const T0 = Date.parse('2025-06-02T10:00:00.000Z');
const down = json({ error: 'unavailable', message: 'Service Unavailable', details: null }, 503);
const note = (text: string) => ({
  noteID: 1,
  noteType: 'General',
  text,
  createdDate: '2025-06-02T10:00:00.000Z',
  createdBy: 'Ann',
});
const noNetworkEvents = { isOnline: () => true, onChange: () => () => undefined };

function runner(deps: QueueRunnerDeps) {
  return createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    random: () => 0, // the nominal delays: 10 s, then 20 s
    ...deps,
  });
}

describe('queue runner during an outage', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[FIELD-5] a 5xx while the health check finds the server down counts nothing, marks offline and stops the run', async () => {
    await addComment(4, 'General', 'first');
    await addComment(4, 'General', 'second');
    // The gateway answers 503 for everything, the health check (GET /api/server) included.
    const net = stubFetch({ 'POST /api/cmd': down, 'GET /api/server': down });
    const online = createNetworkStatus(true);
    const r = runner({ online, now: () => new Date(T0) });
    for (let i = 0; i < 5; i++) expect(await r.trigger()).toBe('outage');
    expect(net.to('/api/cmd')).toHaveLength(5); // one try per run, then the run stops
    expect(net.to('/api/server')).toHaveLength(5);
    expect(online.getSnapshot()).toBe(false);
    const tasks = await db.updateQueue.toArray();
    expect(tasks.map((t) => [t.state, t.counterTries, t.lastError, t.nextTryAt ?? null])).toEqual([
      ['waiting', 0, null, null],
      ['waiting', 0, null, null],
    ]);
  });

  it('[FIELD-5] a 5xx from a healthy server counts a try and spaces the next one; the runner wakes up for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0);
    await addComment(4, 'General', 'flaky');
    const net = stubFetch({
      'POST /api/cmd': down,
      'GET /api/server': json({ Database: 'fieldops', DBStatus: 'success', Server: 'api-1' }),
    });
    const online = createNetworkStatus(false);
    const r = runner({ online, networkRetryMs: 2_000 }); // wakes up by itself
    expect(await r.trigger()).toBe('done');
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ state: 'waiting', counterTries: 1, lastError: 'Service Unavailable' });
    expect(task!.nextTryAt).toBe(new Date(T0 + 10_000).toISOString());
    expect(online.getSnapshot()).toBe(true); // the probe found it up
    expect(r.hasWakeUp()).toBe(true);

    // Asked again before the spacing ran out (a sync tick, an action): the task is not sent.
    vi.setSystemTime(T0 + 5_000);
    expect(await r.trigger('tick')).toBe('done');
    expect(net.to('/api/cmd')).toHaveLength(1);

    // The wake-up at T0 + 10 s sends it: the second counted try, spaced 20 s.
    await vi.advanceTimersByTimeAsync(5_000);
    await waitUntil(async () => expect((await db.updateQueue.toArray())[0]?.counterTries).toBe(2));
    expect(net.to('/api/cmd')).toHaveLength(2);
    // Spaced 20 s from the try itself (waitUntil moves the fake clock while it polls).
    const [retried] = await db.updateQueue.toArray();
    expect(Date.parse(retried!.nextTryAt!) - Date.parse(retried!.updatedDate)).toBe(20_000);
    expect(Date.parse(retried!.updatedDate)).toBeGreaterThanOrEqual(T0 + 10_000);
    r.stop();
  });

  it('[FIELD-5] when the health check sees the server back, waiting tasks run at once and the outage wait ends', async () => {
    await addComment(4, 'General', 'made during the outage');
    stubFetch({ 'POST /api/cmd': down, 'GET /api/server': down });
    const online = createNetworkStatus(true);
    const r = runner({ online, networkRetryMs: 60_000 }); // the outage backoff alone would wait a minute
    const stop = startQueue(r, noNetworkEvents, online);
    expect(await r.trigger()).toBe('outage');
    expect(online.getSnapshot()).toBe(false);
    expect(r.hasWakeUp()).toBe(true);

    const net = stubFetch({ 'POST /api/cmd': json(note('made during the outage')) });
    online.setOnline(true); // what the health check does when GET /api/server answers again
    await waitUntil(async () => expect(await db.updateQueue.count()).toBe(0));
    expect(net.to('/api/cmd')).toHaveLength(1);
    expect(r.hasWakeUp()).toBe(false);
    stop();
    r.stop();
  });

  it('[FIELD-5] a task spaced after a counted try keeps its time when the server comes back', async () => {
    await addComment(4, 'General', 'failed on a healthy server');
    stubFetch({ 'POST /api/cmd': down });
    const online = createNetworkStatus(true);
    const r = runner({ online, serverHealthy: async () => true, now: () => new Date(T0) });
    const stop = startQueue(r, noNetworkEvents, online);
    expect(await r.trigger()).toBe('done'); // counted: due again at T0 + 10 s; the clock stays at T0
    online.setOnline(false);
    const net = stubFetch({ 'POST /api/cmd': json(note('failed on a healthy server')) });
    online.setOnline(true);
    await waitUntil(() => expect(r.isRunning()).toBe(false));
    expect(await r.trigger()).toBe('done');
    expect(net.requests).toHaveLength(0);
    expect((await db.updateQueue.toArray())[0]).toMatchObject({ counterTries: 1, state: 'waiting' });
    stop();
  });
});
