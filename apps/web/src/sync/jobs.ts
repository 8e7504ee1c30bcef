// SYNC-1..4: the job sync. Every JOB_SYNC_INTERVAL_MS, when online with a session: the changes
// since the last update (the first time since FIRST_SYNC_DATE), applied in one transaction; jobs
// the device lacks bulk-loaded in chunks of JOB_BULK_LOAD_MAX; the lookup tables refreshed now
// and then; OFF-2: then the reports and photos of the jobs that changed (job-content.ts), their
// photo copies and offline jobs' PDFs in the background. Errors are only logged (SYNC-4): a sync
// that fails simply tries again next tick.
import {
  BULK_LOAD_COUNTER_RESET,
  FIRST_SYNC_DATE,
  JOB_BULK_LOAD_MAX,
  type JobFolder,
  type JobUpdates,
  type LookupTables,
} from '@fieldops/contract';
import { call, runCommand } from '../api/calls';
import { type FieldOpsDatabase, db } from '../db/database';
import { applyJobUpdates, readLastJobUpdate, saveLoadedJobs } from '../db/jobs';
import { saveLookupTables } from '../db/lookups';
import { createJobContentSync, type JobContentSync } from './job-content';

export const LOOKUP_REFRESH_MS = 15 * 60_000;

export interface JobSyncDeps {
  database?: FieldOpsDatabase;
  fetchUpdates?: (since: string) => Promise<JobUpdates>;
  bulkLoad?: (jobIDs: number[]) => Promise<JobFolder[]>;
  fetchLookups?: () => Promise<LookupTables>;
  now?: () => number;
  content?: JobContentSync;
}

export function createJobSync(deps: JobSyncDeps = {}) {
  const database = deps.database ?? db;
  const fetchUpdates = deps.fetchUpdates ?? ((since) => runCommand('GetJobUpdates', { since }));
  const bulkLoad = deps.bulkLoad ?? ((jobs) => call('jobLoaderBulk', { body: { jobs } }));
  const fetchLookups = deps.fetchLookups ?? (() => runCommand('GetLookupTables', {}));
  const now = deps.now ?? Date.now;
  const content = deps.content ?? createJobContentSync({ database });

  /**
   * SYNC-2: ids a bulk load was asked for and did not answer (the server lists a job it will not
   * load, e.g. one being reassigned). They are not asked for again every tick; the attempt counter
   * counts ticks since, and at BULK_LOAD_COUNTER_RESET it resets and they are asked for again.
   */
  const unanswered = new Set<number>();
  let bulkLoadCounter = 0;
  let lookupsAt: number | null = null;

  async function loadMissing(missing: number[]): Promise<void> {
    if (unanswered.size > 0 && ++bulkLoadCounter >= BULK_LOAD_COUNTER_RESET) {
      bulkLoadCounter = 0;
      unanswered.clear();
    }
    const wanted = missing.filter((id) => !unanswered.has(id));
    for (let i = 0; i < wanted.length; i += JOB_BULK_LOAD_MAX) {
      const chunk = wanted.slice(i, i + JOB_BULK_LOAD_MAX);
      const jobs = await bulkLoad(chunk);
      await saveLoadedJobs(jobs, database);
      const answered = new Set(jobs.map((job) => job.jobID));
      for (const id of chunk) if (!answered.has(id)) unanswered.add(id);
    }
  }

  async function refreshLookups(): Promise<void> {
    if (lookupsAt !== null && now() - lookupsAt < LOOKUP_REFRESH_MS) return;
    await saveLookupTables(await fetchLookups());
    lookupsAt = now();
  }

  /** One sync; never throws (SYNC-4). */
  async function syncOnce(): Promise<void> {
    let reachable: number[] | null = null;
    try {
      const since = (await readLastJobUpdate(database)) ?? FIRST_SYNC_DATE;
      const updates = await fetchUpdates(since);
      await loadMissing(await applyJobUpdates(updates, database));
      reachable = updates.jobIDs;
    } catch (error) {
      console.error('Job sync failed', error instanceof Error ? error.message : error);
    }
    if (reachable) {
      try {
        await content.syncContent(reachable);
        void content.download();
      } catch (error) {
        console.error('Job content not synced', error instanceof Error ? error.message : error);
      }
    }
    try {
      await refreshLookups();
    } catch (error) {
      console.error('Lookup tables not refreshed', error instanceof Error ? error.message : error);
    }
  }

  return {
    syncOnce,
    /** For tests and the device page: the bulk-load attempt counter. */
    bulkLoadCounter: () => bulkLoadCounter,
    /** OFF-3: the background downloads (photo copies, offline jobs' PDFs), e.g. after "Make available offline". */
    downloadContent: () => content.download(),
  };
}

export type JobSync = ReturnType<typeof createJobSync>;
