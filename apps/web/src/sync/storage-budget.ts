// OFF-4: the storage budget the background downloads keep to. Before a job's copies are fetched,
// their expected size is checked against the budget: the device page's setting, else half of what
// the browser says is free now (navigator.storage.estimate(), quota minus usage) on top of the
// copies already here. When they would pass it, the copies of closed or long-unopened jobs go first
// (db/job-storage.ts); when that is not enough, the job waits and the device page says so.
import type { FieldOpsDatabase } from '../db/database';
import {
  addStorageNotices,
  evictionCandidates,
  freeJobCopies,
  jobCopyBytes,
  readStorageNotices,
  totalBytes,
} from '../db/job-storage';
import type { StorageNotice } from '../db/records';
import { readSetting } from '../db/settings';
import { guardWrite } from '../db/storage-errors';

/** The share of the free space the copies may take when no budget is set. */
export const DEFAULT_BUDGET_SHARE = 0.5;

export type StorageEstimateReader = () => Promise<{ usage?: number; quota?: number } | null>;

export const browserEstimate: StorageEstimateReader = async () =>
  typeof navigator !== 'undefined' && typeof navigator.storage?.estimate === 'function'
    ? navigator.storage.estimate().catch(() => null)
    : null;

/** The budget in bytes for job copies; null when the browser cannot say and none is set. */
export async function readStorageBudget(
  database: FieldOpsDatabase,
  estimate: StorageEstimateReader,
  used?: number,
  defaultOnly = false,
): Promise<number | null> {
  const set = defaultOnly ? null : await readSetting('storageBudget', database);
  if (typeof set === 'number') return set;
  const now = await estimate();
  if (!now?.quota) return null;
  const copies = used ?? totalBytes(await jobCopyBytes(database));
  return copies + Math.floor(DEFAULT_BUDGET_SHARE * Math.max(0, now.quota - (now.usage ?? 0)));
}

export interface BudgetDeps {
  database: FieldOpsDatabase;
  estimate: StorageEstimateReader;
  now: () => Date;
  /** What was freed (the toast); never what could not fit, which only the device page lists. */
  onFreed: (notices: StorageNotice[]) => void;
}

/** One download run's view of the budget: the bytes in use are read once, then counted as they come. */
export async function openBudget(deps: BudgetDeps) {
  const { database } = deps;
  let used = totalBytes(await jobCopyBytes(database));
  const limit = await readStorageBudget(database, deps.estimate, used);
  const refused = new Set<number>();

  /** Said once, not at every run while the job keeps waiting. */
  const noteRefused = (notice: StorageNotice) =>
    guardWrite(() =>
      database.transaction('rw', database.storageNotices, async () => {
        const latest = (await readStorageNotices(database)).find((n) => n.jobID === notice.jobID);
        if (latest?.why !== 'full') await addStorageNotices([notice], database);
      }),
    );

  /** Room for `bytes` of job `jobID`'s copies, freeing others' if needed; false: the job waits. */
  async function makeRoom(jobID: number, jobNumber: string, bytes: number): Promise<boolean> {
    if (limit === null || used + bytes <= limit) return true;
    const freed: StorageNotice[] = [];
    for (const candidate of await evictionCandidates(jobID, deps.now(), database)) {
      used -= await freeJobCopies(candidate, database, deps.now());
      freed.push({ ...candidate, at: deps.now().toISOString() });
      if (used + bytes <= limit) break;
    }
    if (freed.length > 0) deps.onFreed(freed);
    if (used + bytes <= limit) return true;
    if (!refused.has(jobID)) {
      refused.add(jobID);
      await noteRefused({ at: deps.now().toISOString(), jobID, jobNumber, bytes, why: 'full' });
    }
    return false;
  }

  return {
    makeRoom,
    /** Bytes that arrived. */
    count: (bytes: number) => (used += bytes),
    limit,
  };
}

export type StorageBudget = Awaited<ReturnType<typeof openBudget>>;
