// OFF-2/OFF-3: after each job delta, the reports and photo metadata of the jobs whose content is
// missing or older than the job (POST /api/mobile/jobcontent, in chunks); then, in the background,
// the small copies of the photos and (TRUST-4) the report PDFs of every job the device holds, marked
// jobs first, within the storage budget. The PDFs wait until the sync that brought them has settled
// (`settled`): they are the heaviest downloads and never hold up a start or the queue. Errors are
// logged and retried at the next tick (SYNC-4): what is missing stays missing, never half-written,
// and each PDF is kept as it arrives, so a run cut short (offline, app closed) resumes where it was.
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
import type { StorageNotice } from '../db/records';
import { readEvictedJobs } from '../db/job-storage';
import { networkStatus } from '../platform/network-status';
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

/** The bytes a fetched PDF takes (the guess when the fetcher does not say). */
function pdfBytes(pdf: unknown): number {
  const blob = (pdf as { blob?: unknown } | undefined)?.blob;
  return blob instanceof Blob ? blob.size : PDF_BYTES_GUESS;
}

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
  /** TRUST-4: resolves once the PDFs may be fetched (the app: its sync tick over, the browser idle). */
  settled?: () => Promise<void>;
  /** The app's online flag: the PDF fetch stops when it drops, and the next tick resumes it. */
  online?: () => boolean;
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
  const settled = deps.settled ?? (() => Promise.resolve());
  const online = deps.online ?? networkStatus.getSnapshot;
  const budgetDeps = {
    database,
    estimate: deps.estimate ?? browserEstimate,
    now: deps.now ?? (() => new Date()),
    onFreed: deps.onFreed ?? showStorageFreed,
  };

  /** OFF-4: jobs whose copies the budget freed wait until opened or marked offline again. */
  async function notEvicted<T extends { jobID: number }>(items: T[]): Promise<T[]> {
    const evicted = new Set(await readEvictedJobs(database));
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

  /** A job's lacking PDFs, one at a time, once the budget has room for them; false: the device went offline. */
  async function fetchJobPdfs(budget: StorageBudget, jobID: number, keys: PdfKey[]): Promise<boolean> {
    if (!(await budget.makeRoom(jobID, await jobNumber(jobID), keys.length * PDF_BYTES_GUESS))) return true;
    for (const key of keys) {
      if (!online()) return false;
      await fetchPdf(key).then(
        (pdf) => budget.count(pdfBytes(pdf)),
        logFailure(`PDF of ${key.referenceCode} not kept`),
      );
    }
    return true;
  }

  async function fetchPdfs(budget: StorageBudget): Promise<void> {
    // OFF-3: today's jobs (the timesheet day) are made available by themselves on an unmetered link.
    if (unmetered())
      for (const jobID of await jobsOnDay(today(), database)) await markJobOffline(jobID, database);
    await settled();
    // Read after the wait: the sync that brought new reports has saved them all by now.
    for (const [jobID, keys] of byJob(await notEvicted(await reportsLackingPdf(database)))) {
      if (!(await fetchJobPdfs(budget, jobID, keys))) return;
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
