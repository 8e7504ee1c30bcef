// Job sync for the device (SYNC-1..3): the delta since a time, the job loader, and a job's sites
// as its folder shows them (JOB-6).
import type { JobFolder, Location, ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import {
  findReachableJob,
  reachableJobIDs,
  reachableJobsByID,
  reachableJobsChangedAfter,
  type JobReader,
} from '../jobs/service.js';
import { templatesStamp } from '../report-templates/service.js';
import { hashJobIDs, pollCacheOf, readerKey } from './poll-cache.js';
import { toJobFolder, toJobFolders } from './presenter.js';

/** What other modules answer a job with: the device's JobFolder. */
export { toJobFolder, toJobFolders } from './presenter.js';

/**
 * How far before `since` a delta looks. updated_at is stamped by the writing server before its
 * transaction commits, so a change stamped just before a delta's serverTime can become visible
 * only after that delta was read; several server instances add clock skew. Looking back this far
 * re-sends the last few seconds' jobs (the device upserts, so a repeat is harmless) and never
 * loses one.
 */
export const DELTA_OVERLAP_MS = 30_000;

/**
 * SYNC-1..3: the reachable jobs changed since `since` (less DELTA_OVERLAP_MS) and every reachable
 * id. OPS-5: answered from the poll cache while nothing was written since the last read, and the
 * id list left out when the device already holds it (`jobIDsHash`).
 */
export async function jobUpdates(
  db: Kysely<Database>,
  reader: JobReader,
  since: string,
  jobIDsHash?: string,
): Promise<ProcedureAnswer<'GetJobUpdates'>> {
  // Taken before reading, so nothing committed after the reads is skipped by the next `since`.
  const serverTime = isoNow();
  const afterMs = Date.parse(since) - DELTA_OVERLAP_MS;
  const cache = pollCacheOf(db);
  const key = readerKey(reader);
  let read = cache?.answer(key, afterMs) ?? null;
  if (!read) {
    const stamp = cache?.stamp() ?? 0;
    const jobIDs = await reachableJobIDs(db, reader);
    const after = isoNow(new Date(afterMs));
    const changed = await toJobFolders(db, await reachableJobsChangedAfter(db, reader, after));
    // OFFICE-4: a publish writes report_templates, which voids every cached read (write-scope.ts).
    const templates = await templatesStamp(db);
    read = { stamp, afterMs, jobIDs, jobIDsHash: hashJobIDs(jobIDs), changed, templatesStamp: templates };
    cache?.store(key, read);
  }
  const { jobIDs, changed, templatesStamp: templates } = read;
  return jobIDsHash === read.jobIDsHash
    ? { serverTime, changed, jobIDsHash, templatesStamp: templates }
    : { serverTime, jobIDs, jobIDsHash: read.jobIDsHash, changed, templatesStamp: templates };
}

export async function loadJob(db: Kysely<Database>, reader: JobReader, jobID: number): Promise<JobFolder> {
  return toJobFolder(db, await findReachableJob(db, reader, jobID));
}

/** SYNC-2: the reachable ones among `jobIDs`, once each, in the order asked. */
export async function bulkLoadJobs(
  db: Kysely<Database>,
  reader: JobReader,
  jobIDs: readonly number[],
): Promise<JobFolder[]> {
  const wanted = [...new Set(jobIDs)];
  const order = new Map(wanted.map((id, index) => [id, index]));
  const rows = await reachableJobsByID(db, reader, wanted);
  rows.sort((a, b) => (order.get(a.job_id) ?? 0) - (order.get(b.job_id) ?? 0));
  return toJobFolders(db, rows);
}

/** JOB-6: the sites of a job the caller may reach, with their reports and photos. */
export async function jobSites(db: Kysely<Database>, reader: JobReader, jobID: number): Promise<Location[]> {
  const job = await findReachableJob(db, reader, jobID);
  return (await toJobFolder(db, job)).locations;
}
