import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BULK_LOAD_COUNTER_RESET,
  FIRST_SYNC_DATE,
  type JobFolder,
  type JobUpdates,
} from '@fieldops/contract';
import { db } from '../db/database';
import { readLookupTables } from '../db/lookups';
import { readSetting } from '../db/settings';
import { createErJob } from '../queue/actions';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { syncTick } from './index';
import { createJobSync } from './jobs';
import { jobFolder } from '../test/job-fixtures';

const job = jobFolder;

const lookups = async () => ({ optionLists: [], eventTypes: [], foremen: [] });

describe('job sync', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('[SYNC-3] [SYNC-1] starts from 1/1/2024 through GetJobUpdates, then from the server time it got', async () => {
    const net = stubFetch({
      'POST /api/cmd?GetJobUpdates': json({
        serverTime: '2025-06-01T08:00:00.000Z',
        jobIDs: [1],
        changed: [job(1)],
      }),
      'POST /api/cmd?GetLookupTables': json({ optionLists: [], eventTypes: [], foremen: [] }),
    });
    const sync = createJobSync();
    await sync.syncOnce();
    await sync.syncOnce();
    const sinces = net
      .to('/api/cmd')
      .filter((r) => r.url.searchParams.get('proc') === 'GetJobUpdates')
      .map((r) => JSON.parse(r.body!).parameters[0].value);
    expect(sinces).toEqual([FIRST_SYNC_DATE, '2025-06-01T08:00:00.000Z']);
    expect(FIRST_SYNC_DATE.startsWith('2024-01-01')).toBe(true);
    expect((await db.jobs.get(1))?.jobNumber).toBe('J-1');
  });

  it('[SYNC-1] applies a delta in one transaction: inserts, updates, removes unreachable jobs and their comments; keeps jobs made offline', async () => {
    await db.jobs.bulkPut([job(1), job(2, { address1: 'old' })]);
    await db.comments.put({ jobID: 1, notes: [] });
    const { jobID: tempID } = await createErJob({
      workType: 'Leak',
      description: '',
      address1: 'x',
      city: 'y',
      latitude: null,
      longitude: null,
      eventType: 'E',
      startDate: '2025-01-01',
      endDate: '2025-01-01',
    });
    const sync = createJobSync({
      fetchUpdates: async () => ({
        serverTime: 'T1',
        jobIDs: [2, 3],
        changed: [job(2, { address1: 'new' }), job(3)],
      }),
      bulkLoad: async () => [],
      fetchLookups: lookups,
    });
    const transaction = vi.spyOn(db, 'transaction');
    await sync.syncOnce();
    expect((await db.jobs.toCollection().primaryKeys()).sort((a, b) => a - b)).toEqual([tempID, 2, 3]);
    expect((await db.jobs.get(2))?.address1).toBe('new');
    expect(await db.comments.get(1)).toBeUndefined();
    expect(await readSetting('lastJobUpdate')).toBe('T1');
    // The whole delta, the next `since` included, in one transaction (the lookup tables have theirs).
    const withJobs = transaction.mock.calls.filter((args: unknown[]) => [args[1]].flat().includes(db.jobs));
    expect(withJobs).toHaveLength(1);
  });

  it('[SYNC-1] a delta that fails half-way changes nothing, not even the next since', async () => {
    await db.jobs.put(job(1));
    // NaN is not a valid IndexedDB key: the put fails inside the transaction, after the deletes.
    const bad = { serverTime: 'T9', jobIDs: [2, Number.NaN], changed: [job(2), job(Number.NaN)] };
    const sync = createJobSync({ fetchUpdates: async () => bad, fetchLookups: lookups });
    await sync.syncOnce();
    expect(await db.jobs.toCollection().primaryKeys()).toEqual([1]);
    expect(await readSetting('lastJobUpdate')).toBeUndefined();
  });

  it('[SYNC-2] bulk-loads reachable jobs missing locally in chunks of at most 500', async () => {
    const ids = Array.from({ length: 1_201 }, (_, i) => i + 1);
    const net = stubFetch({
      'POST /api/cmd?GetJobUpdates': json({ serverTime: 'T', jobIDs: ids, changed: [job(1)] }),
      'POST /api/mobile/jobloader/bulk': () => json([]),
      'POST /api/cmd?GetLookupTables': json({ optionLists: [], eventTypes: [], foremen: [] }),
    });
    const bulk = vi.fn(async (jobs: number[]) => jobs.map((id) => job(id)));
    await createJobSync({ bulkLoad: bulk }).syncOnce();
    expect(bulk.mock.calls.map(([chunk]) => chunk.length)).toEqual([500, 500, 200]);
    expect(bulk.mock.calls[0]![0][0]).toBe(2);
    expect(await db.jobs.count()).toBe(1_201);
    // Through the real client: the contract's call with { jobs }.
    await resetDb();
    await createJobSync().syncOnce();
    expect(JSON.parse(net.to('/api/mobile/jobloader/bulk')[0]!.body!).jobs).toHaveLength(500);
  });

  it('[SYNC-2] ids a bulk load does not answer are asked again only when the attempt counter resets at 50', async () => {
    const updates: JobUpdates = { serverTime: 'T', jobIDs: [7], changed: [] };
    const bulk = vi.fn(async () => [] as JobFolder[]);
    const sync = createJobSync({ fetchUpdates: async () => updates, bulkLoad: bulk, fetchLookups: lookups });
    await sync.syncOnce();
    expect(bulk).toHaveBeenCalledTimes(1);
    for (let tick = 1; tick < BULK_LOAD_COUNTER_RESET; tick++) await sync.syncOnce();
    expect(bulk).toHaveBeenCalledTimes(1);
    expect(sync.bulkLoadCounter()).toBe(BULK_LOAD_COUNTER_RESET - 1);
    await sync.syncOnce();
    expect(bulk).toHaveBeenCalledTimes(2);
    expect(sync.bulkLoadCounter()).toBe(0);
  });

  it('[SYNC-4] errors are only logged, and the next tick tries again', async () => {
    const fetchUpdates = vi
      .fn()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ serverTime: 'T', jobIDs: [], changed: [] });
    const sync = createJobSync({ fetchUpdates, fetchLookups: lookups });
    await expect(sync.syncOnce()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Job sync failed', 'boom');
    await sync.syncOnce();
    expect(fetchUpdates).toHaveBeenLastCalledWith(FIRST_SYNC_DATE);
  });

  it('[SYNC-1] a tick syncs and then runs the queue, only online with a session', async () => {
    const order: string[] = [];
    const deps = {
      isOnline: () => true,
      hasSession: () => true,
      syncJobs: async () => void order.push('sync'),
      runQueue: async () => void order.push('queue'),
    };
    await syncTick(deps);
    await syncTick({ ...deps, isOnline: () => false });
    await syncTick({ ...deps, hasSession: () => false });
    expect(order).toEqual(['sync', 'queue']);
  });

  it('caches the lookup tables for offline forms', async () => {
    const tables = {
      optionLists: [{ listName: 'noteTypes', value: 'Safety', label: 'Safety', sortOrder: 1 }],
      eventTypes: [],
      foremen: [],
    };
    await createJobSync({
      fetchUpdates: async () => ({ serverTime: 'T', jobIDs: [], changed: [] }),
      fetchLookups: async () => tables,
    }).syncOnce();
    expect(await readLookupTables()).toEqual(tables);
  });

  it("[OPS-5] sends back the job list's hash; an answer without the list keeps the jobs the device holds", async () => {
    const answers = [
      {
        serverTime: '2025-06-01T08:00:00.000Z',
        jobIDs: [1, 2],
        jobIDsHash: 'h12',
        changed: [job(1), job(2)],
      },
      { serverTime: '2025-06-01T08:00:10.000Z', jobIDsHash: 'h12', changed: [] },
    ];
    const net = stubFetch({
      'POST /api/cmd?GetJobUpdates': () => json(answers.shift()),
      'POST /api/cmd?GetLookupTables': json({ optionLists: [], eventTypes: [], foremen: [] }),
    });
    const sync = createJobSync();
    await sync.syncOnce();
    await sync.syncOnce();
    const sent = net
      .to('/api/cmd')
      .filter((r) => r.url.searchParams.get('proc') === 'GetJobUpdates')
      .map((r) => JSON.parse(r.body!).parameters);
    expect(sent[0]).toEqual([{ name: 'since', value: FIRST_SYNC_DATE }]);
    expect(sent[1]).toEqual([
      { name: 'since', value: '2025-06-01T08:00:00.000Z' },
      { name: 'jobIDsHash', value: 'h12' },
    ]);
    expect((await db.jobs.toArray()).map((j) => j.jobID)).toEqual([1, 2]);
  });

  it('[OPS-5] a busy server (503 with Retry-After) is not polled again before Retry-After has passed', async () => {
    let clock = 1_000_000;
    const busy = () =>
      new Response(JSON.stringify({ error: 'server_busy', message: 'busy', details: null }), {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
      });
    const answers: (() => Response)[] = [busy, () => json({ serverTime: 'T', jobIDs: [], changed: [] })];
    const net = stubFetch({
      'POST /api/cmd?GetJobUpdates': () => answers.shift()!(),
      'POST /api/cmd?GetLookupTables': json({ optionLists: [], eventTypes: [], foremen: [] }),
    });
    const polls = () => net.to('/api/cmd').filter((r) => r.url.searchParams.get('proc') === 'GetJobUpdates');
    const sync = createJobSync({ now: () => clock });
    await sync.syncOnce();
    expect(polls()).toHaveLength(1);
    expect(sync.backOffUntil()).toBe(clock + 60_000);
    clock += 10_000; // the next tick of the 10 s timer
    await sync.syncOnce();
    clock += 49_000;
    await sync.syncOnce();
    expect(polls()).toHaveLength(1);
    clock += 1_000;
    await sync.syncOnce();
    expect(polls()).toHaveLength(2);
  });
});
