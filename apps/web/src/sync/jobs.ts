// SYNC-1..4: the job sync. Every JOB_SYNC_INTERVAL_MS, when online with a session: the changes
// since the last update (the first time since FIRST_SYNC_DATE), applied in one transaction; jobs
// the device lacks bulk-loaded in chunks of JOB_BULK_LOAD_MAX; the lookup tables refreshed now
// and then; OFFICE-4: the report templates loaded again when the office published a version; OFF-2: then the reports and photos of the jobs that changed (job-content.ts), their
// photo copies and (TRUST-4) the report PDFs of every job held, in the background. Errors are only logged (SYNC-4): a sync
// that fails simply tries again next tick.
import {
  BULK_LOAD_COUNTER_RESET,
  FIRST_SYNC_DATE,
  JOB_BULK_LOAD_MAX,
  JOB_SYNC_INTERVAL_MS,
  type JobFolder,
  type JobUpdatesAnswer,
  type LookupTables,
} from '@fieldops/contract';
import { call, runCommand } from '../api/calls';
import { HttpError } from '../api/errors';
import { type FieldOpsDatabase, db } from '../db/database';
import { applyJobUpdates, readLastJobUpdate, saveLoadedJobs } from '../db/jobs';
import { saveLookupTables } from '../db/lookups';
import { saveClockOffset } from './clock-offset';
import { createJobContentSync, type JobContentSync } from './job-content';
import { followTemplatesStamp } from './report-templates';

export const LOOKUP_REFRESH_MS = 15 * 60_000;

export interface JobSyncDeps {
  database?: FieldOpsDatabase;
  /** OPS-5: `jobIDsHash` names the id list the device holds; the answer then leaves it out if unchanged. */
  fetchUpdates?: (since: string, jobIDsHash?: string) => Promise<JobUpdatesAnswer>;
  bulkLoad?: (jobIDs: number[]) => Promise<JobFolder[]>;
  fetchLookups?: () => Promise<LookupTables>;
  /** OFFICE-4: loads the report templates when the answer's templatesStamp is not the stored one. */
  followTemplates?: (stamp: string | undefined, database: FieldOpsDatabase) => Promise<void>;
  now?: () => number;
  content?: JobContentSync;
}

export function createJobSync(deps: JobSyncDeps = {}) {
  const database = deps.database ?? db;
  const fetchUpdates =
    deps.fetchUpdates ??
    ((since, jobIDsHash) => runCommand('GetJobUpdates', jobIDsHash ? { since, jobIDsHash } : { since }));
  const bulkLoad = deps.bulkLoad ?? ((jobs) => call('jobLoaderBulk', { body: { jobs } }));
  const fetchLookups = deps.fetchLookups ?? (() => runCommand('GetLookupTables', {}));
  const followTemplates = deps.followTemplates ?? followTemplatesStamp;
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
  /** OPS-5: the reachable ids last answered and the server's name for them (memory only: a restart asks for the list). */
  let known: { ids: number[]; hash: string } | null = null;
  /** OPS-5: a busy server (503, or 429) said when to come back; no poll before then. */
  let backOffUntil = 0;

  /** A 503 or 429 with Retry-After: wait that long, and at least one sync interval. */
  function backOff(error: unknown): void {
    if (!(error instanceof HttpError) || (error.status !== 503 && error.status !== 429)) return;
    const seconds = Math.max(error.retryAfterSeconds ?? 0, JOB_SYNC_INTERVAL_MS / 1000);
    backOffUntil = now() + seconds * 1000;
  }

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
    if (now() < backOffUntil) return;
    let reachable: number[] | null = null;
    let templatesStamp: string | undefined;
    try {
      const since = (await readLastJobUpdate(database)) ?? FIRST_SYNC_DATE;
      const sentAt = Date.now();
      const answer = known ? await fetchUpdates(since, known.hash) : await fetchUpdates(since);
      await saveClockOffset(database, answer.serverTime, sentAt, Date.now());
      const jobIDs = answer.jobIDs ?? (answer.jobIDsHash === known?.hash ? known?.ids : undefined);
      if (!jobIDs) {
        known = null; // the next poll asks for the whole list
        throw new Error('The job updates left out a job list this device does not hold');
      }
      known = answer.jobIDsHash ? { ids: jobIDs, hash: answer.jobIDsHash } : null;
      await loadMissing(
        await applyJobUpdates({ serverTime: answer.serverTime, jobIDs, changed: answer.changed }, database),
      );
      reachable = jobIDs;
      templatesStamp = answer.templatesStamp;
    } catch (error) {
      backOff(error);
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
      await followTemplates(templatesStamp, database);
    } catch (error) {
      console.error('Report templates not loaded', error instanceof Error ? error.message : error);
    }
    try {
      await refreshLookups();
    } catch (error) {
      console.error('Lookup tables not refreshed', error instanceof Error ? error.message : error);
    }
  }

  return {
    syncOnce,
    /** OPS-5: until when (ms) a busy server asked the device not to poll; 0 when it did not. */
    backOffUntil: () => backOffUntil,
    /** For tests and the device page: the bulk-load attempt counter. */
    bulkLoadCounter: () => bulkLoadCounter,
    /** OFF-3: the background downloads (photo copies, report PDFs), e.g. after "Make available offline". */
    downloadContent: () => content.download(),
  };
}

export type JobSync = ReturnType<typeof createJobSync>;
