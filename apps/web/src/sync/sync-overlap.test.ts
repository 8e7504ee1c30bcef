// SYNC-1: a job sync slower than the 10 s timer is not started twice; the next one waits for the
// next tick after it ends. The job sync and the queue are replaced at their module boundary.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_SYNC_INTERVAL_MS, STORAGE_KEYS } from '@fieldops/contract';
import { networkStatus } from '../platform/network-status';

const slow = vi.hoisted(() => ({ started: 0, finish: [] as (() => void)[] }));

vi.mock('./jobs', () => ({
  createJobSync: () => ({
    syncOnce: () =>
      new Promise<void>((resolve) => {
        slow.started += 1;
        slow.finish.push(resolve);
      }),
    bulkLoadCounter: () => 0,
  }),
}));
vi.mock('../timesheets/week-sync', () => ({ timesheetSync: { tick: async () => undefined } }));
vi.mock('./folders', () => ({ createFolderSync: () => ({ start: () => undefined }) }));
vi.mock('../queue', () => ({ queueRunner: { trigger: async () => undefined } }));

describe('sync service overlap', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('[SYNC-1] a tick still running when the timer fires is not doubled', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sid-1');
    networkStatus.setOnline(true);
    const { syncService } = await import('./index');
    await syncService.start({} as never);
    await vi.advanceTimersByTimeAsync(3 * JOB_SYNC_INTERVAL_MS);
    expect(slow.started).toBe(1);

    slow.finish.shift()?.();
    await vi.advanceTimersByTimeAsync(JOB_SYNC_INTERVAL_MS);
    expect(slow.started).toBe(2);
  });
});
