// OFF-2/OFF-3: after each job delta, the reports and photo metadata of the jobs whose content is
// missing or older than the job (POST /api/mobile/jobcontent, in chunks); then, in the background,
// the small copies of the photos and the report PDFs of the jobs marked for offline. Errors are
// logged and retried at the next tick (SYNC-4): what is missing stays missing, never half-written.
import { JOB_BULK_LOAD_MAX, type JobContent, todayIn } from '@fieldops/contract';
import { call } from '../api/calls';
import { type FieldOpsDatabase, db } from '../db/database';
import {
  dropUnreachableContent,
  jobsLackingContent,
  reportsLackingPdf,
  saveJobContent,
} from '../db/job-content';
import { copyBytes, jobsOnDay, markJobOffline } from '../db/job-readiness';
import { type PhotoCopy, photosLackingCopy, savePhotoCopy } from '../db/photo-copies';
import type { PdfKey } from '../db/reports';
import type { StorageNotice } from '../db/setting-values';
import { readSetting } from '../db/settings';
import { fetchPhotoCopy } from './job-photos';
import { loadReportPdf } from './report-pdf';
import {
  browserEstimate,
  openBudget,
  type StorageBudget,
  type StorageEstimateReader,
} from './storage-budget';
import { showStorageFreed } from './storage-toast';

/** Photo copies fetched at once: enough to fill the link, few enough not to starve the queue. */
const COPY_PARALLEL = 4;
/** A report PDF's size before it is fetched (the server renders it per request): a few pages. */
export const PDF_BYTES_GUESS = 150_000;

/** Items by job, in the order met. */
function byJob<T extends { jobID: number }>(items: readonly T[]): Map<number, T[]> {
  const jobs = new Map<number, T[]>();
  for (const item of items) jobs.set(item.jobID, [...(jobs.get(item.jobID) ?? []), item]);
  return jobs;
}

export interface JobContentDeps {
  database?: FieldOpsDatabase;
  fetchContent?: (jobIDs: number[]) => Promise<JobContent[]>;
  fetchPhotoCopy?: (referenceCode: string) => Promise<Blob>;
  fetchPdf?: (key: PdfKey) => Promise<unknown>;
  /** Where the platform says so (Network Information API): the link is Wi-Fi or wired, not metered. */
  unmetered?: () => boolean;
  today?: () => string;
  /** OFF-4: navigator.storage.estimate(), for the default budget. */
  estimate?: StorageEstimateReader;
  now?: () => Date;
  /** OFF-4: copies the budget freed (a toast in the app). */
  onFreed?: (notices: StorageNotice[]) => void;
}

type NetworkInformation = { type?: string; saveData?: boolean };

/** Only when the platform says so: a browser without navigator.connection never auto-downloads. */
export function platformSaysUnmetered(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !!connection && !connection.saveData && (connection.type === 'wifi' || connection.type === 'ethernet')
  );
}

const logFailure = (what: string) => (error: unknown) =>
  console.error(what, error instanceof Error ? error.message : error);

export function createJobContentSync(deps: JobContentDeps = {}) {
  const database = deps.database ?? db;
  const fetchContent = deps.fetchContent ?? ((jobs) => call('jobContent', { body: { jobs } }));
  const fetchCopy = deps.fetchPhotoCopy ?? fetchPhotoCopy;
  const fetchPdf = deps.fetchPdf ?? ((key: PdfKey) => loadReportPdf(key, true));
  const unmetered = deps.unmetered ?? platformSaysUnmetered;
  const today = deps.today ?? (() => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));
  const budgetDeps = {
    database,
    estimate: deps.estimate ?? browserEstimate,
    now: deps.now ?? (() => new Date()),
    onFreed: deps.onFreed ?? showStorageFreed,
  };

  /** OFF-4: jobs whose copies the budget freed wait until opened or marked offline again. */
  async function notEvicted<T extends { jobID: number }>(items: T[]): Promise<T[]> {
    const evicted = new Set((await readSetting('evictedJobs', database)) ?? []);
    return items.filter((item) => !evicted.has(item.jobID));
  }

  async function jobNumber(jobID: number): Promise<string> {
    return (await database.jobs.get(jobID))?.jobNumber ?? `#${jobID}`;
  }

  /** After a job delta: what the user no longer reaches goes; the content of changed jobs comes. */
  async function syncContent(reachable: readonly number[]): Promise<void> {
    const dropped = await dropUnreachableContent(reachable, database, budgetDeps.now());
    if (dropped.length > 0) budgetDeps.onFreed(dropped);
    const lacking = await jobsLackingContent(database);
    for (let i = 0; i < lacking.length; i += JOB_BULK_LOAD_MAX) {
      const chunk = lacking.slice(i, i + JOB_BULK_LOAD_MAX);
      await saveJobContent(chunk, await fetchContent(chunk), database, budgetDeps.now());
    }
  }

  /** A job's photo copies, COPY_PARALLEL at once, once the budget has room for them. */
  async function fetchJobCopies(budget: StorageBudget, jobID: number, photos: PhotoCopy[]) {
    const need = photos.reduce((sum, p) => sum + copyBytes(p), 0);
    if (!(await budget.makeRoom(jobID, await jobNumber(jobID), need))) return;
    const queue = [...photos];
    const worker = async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) {
        const ref = photo.referenceCode;
        await fetchCopy(ref).then(
          async (blob) => {
            await savePhotoCopy(ref, blob, database);
            budget.count(blob.size);
          },
          logFailure(`Photo ${ref} not copied`),
        );
      }
    };
    await Promise.all(Array.from({ length: COPY_PARALLEL }, worker));
  }

  async function fetchCopies(budget: StorageBudget): Promise<void> {
    const lacking = await notEvicted(await photosLackingCopy(database));
    for (const [jobID, photos] of byJob(lacking)) await fetchJobCopies(budget, jobID, photos);
  }

  async function fetchPdfs(budget: StorageBudget): Promise<void> {
    // OFF-3: today's jobs (the timesheet day) are made available by themselves on an unmetered link.
    if (unmetered())
      for (const jobID of await jobsOnDay(today(), database)) await markJobOffline(jobID, database);
    for (const [jobID, keys] of byJob(await notEvicted(await reportsLackingPdf(database)))) {
      if (!(await budget.makeRoom(jobID, await jobNumber(jobID), keys.length * PDF_BYTES_GUESS))) continue;
      for (const key of keys) {
        await fetchPdf(key).catch(logFailure(`PDF of ${key.referenceCode} not kept`));
        budget.count(PDF_BYTES_GUESS);
      }
    }
  }

  let running: Promise<void> | null = null;
  let again = false;
  /** The background downloads; a call while they run makes them run once more after. */
  function download(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const budget = await openBudget(budgetDeps);
        await fetchCopies(budget);
        await fetchPdfs(budget);
      } while (again);
    })().finally(() => (running = null));
    return running;
  }

  return { syncContent, download };
}

export type JobContentSync = ReturnType<typeof createJobContentSync>;
