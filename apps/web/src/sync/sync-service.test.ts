// The sync service's timer (SYNC-1): a tick at start, then every JOB_SYNC_INTERVAL_MS (10 s), each
// syncing jobs only while online with a session and then running the queue. The job sync, the
// queue and the other syncs are replaced at their module boundary; the timer is the real one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_SYNC_INTERVAL_MS, STORAGE_KEYS } from '@fieldops/contract';
import { networkStatus } from '../platform/network-status';

const calls = vi.hoisted(() => [] as string[]);

vi.mock('./jobs', () => ({
  createJobSync: () => ({
    syncOnce: async () => void calls.push('jobs'),
    bulkLoadCounter: () => 0,
  }),
}));
vi.mock('../timesheets/week-sync', () => ({ timesheetSync: { tick: async () => undefined } }));
vi.mock('./folders', () => ({ createFolderSync: () => ({ start: () => undefined }) }));
vi.mock('../queue', () => ({
  queueRunner: { trigger: async (reason: string) => void calls.push(`queue:${reason}`) },
}));

describe('sync service timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('[SYNC-1] syncs at start and then every 10 s, only while online with a session, the queue after each sync', async () => {
    expect(JOB_SYNC_INTERVAL_MS).toBe(10_000);
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sid-1');
    networkStatus.setOnline(true);
    const { syncService } = await import('./index');
    await syncService.start({} as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['jobs', 'queue:tick']);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(2); // not before 10 s
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['jobs', 'queue:tick', 'jobs', 'queue:tick']);

    networkStatus.setOnline(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(4); // offline: no tick does anything

    networkStatus.setOnline(true);
    localStorage.removeItem(STORAGE_KEYS.currentSessionID);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(4); // no session: nothing either

    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sid-1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual(['jobs', 'queue:tick', 'jobs', 'queue:tick', 'jobs', 'queue:tick']);
  });
});
