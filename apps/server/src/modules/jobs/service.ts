// Job sync for the device (SYNC-1..3): the delta since a time, and the job loader.
import type { JobFolder, ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { findReachableJob, type JobReader } from './access.js';
import {
  reachableJobIDs,
  reachableJobsByID,
  reachableJobsChangedAfter,
  setCoverPhoto,
} from './repository.js';
import { toJobFolder, toJobFolders } from './presenter.js';

/**
 * How far before `since` a delta looks. updated_at is stamped by the writing server before its
 * transaction commits, so a change stamped just before a delta's serverTime can become visible
 * only after that delta was read; several server instances add clock skew. Looking back this far
 * re-sends the last few seconds' jobs (the device upserts, so a repeat is harmless) and never
 * loses one.
 */
export const DELTA_OVERLAP_MS = 30_000;

export async function jobUpdates(
  db: Kysely<Database>,
  reader: JobReader,
  since: string,
): Promise<ProcedureAnswer<'GetJobUpdates'>> {
  // Taken before reading, so nothing committed after the reads is skipped by the next `since`.
  const serverTime = isoNow();
  const after = isoNow(new Date(Date.parse(since) - DELTA_OVERLAP_MS));
  const jobIDs = await reachableJobIDs(db, reader);
  const changed = await toJobFolders(db, await reachableJobsChangedAfter(db, reader, after));
  return { serverTime, jobIDs, changed };
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

/** The job's cover photo (REPORT-5: the contract refuses an empty reference). */
export async function setJobCoverPhoto(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
  referenceCode: string,
): Promise<ProcedureAnswer<'SetCoverPhoto'>> {
  await findReachableJob(db, reader, jobID);
  const updatedDate = await setCoverPhoto(db, jobID, referenceCode);
  return { jobID, coverPhotoRef: referenceCode, updatedDate };
}
