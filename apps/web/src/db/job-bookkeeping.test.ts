// OFF-2..4: the job bookkeeping of the downloads and the storage budget, one row per job (or per
// notice) in a store of its own (issue 28 item 3), so marking, opening or freeing one job writes
// that job's row, never a list of every job.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../test/db';
import { jobWithSite } from '../test/report-fixtures';
import { db } from './database';
import { jobsLackingContent, saveJobContent } from './job-content';
import { markJobOffline } from './job-readiness';
import {
  addStorageNotices,
  freeJobCopies,
  noteJobOpened,
  readEvictedJobs,
  readJobCopies,
  readStorageNotices,
} from './job-storage';

const NOW = new Date('2026-11-20T08:00:00.000Z');

describe('job bookkeeping stores (OFF-2..4)', () => {
  beforeEach(async () => {
    await resetDb();
    await db.jobs.bulkPut([jobWithSite(5), jobWithSite(6)]);
  });

  it('[OFF-2] [DB-1] content synced is one row per job with the updatedDate it came for', async () => {
    await saveJobContent([5], [{ jobID: 5, reports: [], images: [] }], db, NOW);
    expect(await db.jobContentSynced.toArray()).toEqual([
      { jobID: 5, updatedDate: jobWithSite(5).updatedDate },
    ]);
    expect(await jobsLackingContent()).toEqual([6]);
    expect((await readJobCopies()).get(5)).toMatchObject({
      jobNumber: jobWithSite(5).jobNumber,
      keptAt: NOW.toISOString(),
    });
    expect(await db.settings.count()).toBe(0);
  });

  it('[OFF-3] [DB-1] marking jobs offline writes one row each, once', async () => {
    await markJobOffline(5);
    await markJobOffline(6);
    await markJobOffline(5);
    expect(await db.offlineJobs.toCollection().primaryKeys()).toEqual([5, 6]);
    expect([...(await readJobCopies()).keys()]).toEqual([5, 6]);
  });

  it('[OFF-4] [DB-1] freeing a job marks it evicted and notes it; opening it forgets the eviction and stamps its ledger row', async () => {
    const candidate = { jobID: 6, jobNumber: 'J-6', bytes: 1000, why: 'closed' as const };
    await freeJobCopies(candidate, db, NOW);
    expect(await readEvictedJobs()).toEqual([6]);
    expect(await readStorageNotices()).toEqual([{ ...candidate, at: NOW.toISOString() }]);
    expect(await noteJobOpened(6, db, NOW)).toBe(true);
    expect(await readEvictedJobs()).toEqual([]);
    expect((await readJobCopies()).get(6)?.openedAt).toBe(NOW.toISOString());
    expect(await noteJobOpened(6, db, NOW)).toBe(false);
  });

  it('[OFF-4] [DB-1] notices are kept newest first, the last 20', async () => {
    const at = (minute: number) => new Date(NOW.getTime() + minute * 60_000).toISOString();
    const notices = Array.from({ length: 25 }, (_, i) => ({
      at: at(i),
      jobID: 5,
      jobNumber: 'J-5',
      bytes: i,
      why: 'full' as const,
    }));
    await db.transaction('rw', db.storageNotices, () => addStorageNotices(notices, db));
    const kept = await readStorageNotices();
    expect(kept).toHaveLength(20);
    expect(kept[0]?.at).toBe(at(24));
    expect(kept.at(-1)?.at).toBe(at(5));
  });
});
