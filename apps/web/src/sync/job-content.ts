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
import { jobsOnDay, markJobOffline } from '../db/job-readiness';
import { photosLackingCopy, savePhotoCopy } from '../db/photo-copies';
import type { PdfKey } from '../db/reports';
import { fetchPhotoCopy } from './job-photos';
import { loadReportPdf } from './report-pdf';

/** Photo copies fetched at once: enough to fill the link, few enough not to starve the queue. */
const COPY_PARALLEL = 4;

export interface JobContentDeps {
  database?: FieldOpsDatabase;
  fetchContent?: (jobIDs: number[]) => Promise<JobContent[]>;
  fetchPhotoCopy?: (referenceCode: string) => Promise<Blob>;
  fetchPdf?: (key: PdfKey) => Promise<unknown>;
  /** Where the platform says so (Network Information API): the link is Wi-Fi or wired, not metered. */
  unmetered?: () => boolean;
  today?: () => string;
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

  /** After a job delta: what the user no longer reaches goes; the content of changed jobs comes. */
  async function syncContent(reachable: readonly number[]): Promise<void> {
    await dropUnreachableContent(reachable, database);
    const lacking = await jobsLackingContent(database);
    for (let i = 0; i < lacking.length; i += JOB_BULK_LOAD_MAX) {
      const chunk = lacking.slice(i, i + JOB_BULK_LOAD_MAX);
      await saveJobContent(chunk, await fetchContent(chunk), database);
    }
  }

  async function fetchCopies(): Promise<void> {
    const queue = await photosLackingCopy(database);
    const worker = async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) {
        const ref = photo.referenceCode;
        await fetchCopy(ref).then(
          (blob) => savePhotoCopy(ref, blob, database),
          logFailure(`Photo ${ref} not copied`),
        );
      }
    };
    await Promise.all(Array.from({ length: COPY_PARALLEL }, worker));
  }

  async function fetchPdfs(): Promise<void> {
    // OFF-3: today's jobs (the timesheet day) are made available by themselves on an unmetered link.
    if (unmetered())
      for (const jobID of await jobsOnDay(today(), database)) await markJobOffline(jobID, database);
    for (const key of await reportsLackingPdf(database)) {
      await fetchPdf(key).catch(logFailure(`PDF of ${key.referenceCode} not kept`));
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
        await fetchCopies();
        await fetchPdfs();
      } while (again);
    })().finally(() => (running = null));
    return running;
  }

  return { syncContent, download };
}

export type JobContentSync = ReturnType<typeof createJobContentSync>;
