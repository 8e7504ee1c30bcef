// TRUST-3 at the runner: a busy server (its load shedder's 503, a 429) is no verdict on the task.
// The change stays queued with no try counted (three would skip it), nothing is sent before
// Retry-After, the runner wakes up for it, and the change is sent once the server has room.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { waitUntil } from '../test/waits';
import { addComment } from './actions';
import { createQueueRunner } from './runner';
import { createQueueStatus } from './status';

const T0 = Date.parse('2025-06-02T10:00:00.000Z');
const busy = (status: number, error: string) =>
  new Response(JSON.stringify({ error, message: 'The server is at capacity', details: null }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '7' },
  });
const note = {
  noteID: 1,
  noteType: 'General',
  text: 'pipe laid',
  createdDate: '2025-06-02T10:00:00.000Z',
  createdBy: 'Ann',
};

describe('queue runner and a busy server', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  for (const [status, error] of [
    [503, 'server_busy'],
    [429, 'rate_limited'],
  ] as const) {
    it(`[TRUST-3] a ${status} keeps the change queued with no try counted, waits for Retry-After and then sends it`, async () => {
      await addComment(4, 'General', 'pipe laid');
      let net = stubFetch({ 'POST /api/cmd': busy(status, error) });
      const queueStatus = createQueueStatus();
      const r = createQueueRunner({
        owner: () => null,
        hasSession: () => true,
        networkRetryMs: 2_000,
        status: queueStatus,
        serverHealthy: async () => true,
        online: createNetworkStatus(true),
        random: () => 0,
      });
      // Far more busy answers than QUEUE_MAX_TRIES (3), each after the last one's Retry-After.
      for (let i = 0; i < 5; i++) {
        vi.setSystemTime(T0 + i * 7_000);
        expect(await r.trigger()).toBe('serverBusy');
      }
      expect(net.to('/api/cmd')).toHaveLength(5);
      const [task] = await db.updateQueue.toArray();
      expect(task).toMatchObject({ state: 'waiting', counterTries: 0 });
      expect(queueStatus.get().serverBusy).toBe(true);

      // The last busy answer came at T0 + 28 s; within its Retry-After a sync tick sends nothing.
      vi.setSystemTime(T0 + 31_000);
      expect(await r.trigger('tick')).toBe('serverBusy');
      expect(net.to('/api/cmd')).toHaveLength(5);

      // The server has room again: the wake-up planned for the end of Retry-After sends it.
      net = stubFetch({ 'POST /api/cmd': json(note) });
      await vi.advanceTimersByTimeAsync(4_000);
      await waitUntil(async () => expect(await db.updateQueue.count()).toBe(0));
      expect(net.to('/api/cmd')).toHaveLength(1);
      expect(queueStatus.get().serverBusy).toBe(false);
      r.stop();
    });
  }
});
