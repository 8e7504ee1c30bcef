// OFF-4: the job copies the storage budget may free, and what it freed. A job's copies are the
// server's: the small and full images of its server photos (records without a status) and the PDFs
// of its sent reports. Freeing them keeps the records (the gallery and report list still show what
// exists) and never touches unsent work: photos with a status, drafts, waiting reports, the queue.
// Job documents are counted (the device page shows them) but belong to File Sync's folders.
import type { JobFolder } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import type { PhotoCopy } from './photo-copies';
import { REPORT_PDF_PREFIX } from './report-types';
import type { JobCopiesEntry, StorageNotice } from './records';
import { guardWrite } from './storage-errors';
import { byTime } from './time-order';

/** A job not opened for this long may lose its copies before an open one does. */
export const LONG_UNOPENED_MS = 14 * 24 * 60 * 60_000;
const NOTICES_KEPT = 20;

/** The job of a report PDF's file id (report-pdf:{jobID}:{template}:{ref}). */
function pdfJobID(id: string): number {
  return Number(id.slice(REPORT_PDF_PREFIX.length).split(':')[0]);
}

const add = (sizes: Map<number, number>, jobID: number, bytes: number) =>
  sizes.set(jobID, (sizes.get(jobID) ?? 0) + bytes);

/** Per job, the bytes of its copies the budget may free. */
export async function jobCopyBytes(database: FieldOpsDatabase = db): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const photos: PhotoCopy[] = await database.photos.filter((p) => p.status === undefined).toArray();
  for (const p of photos) add(sizes, p.jobID, (p.blob?.size ?? 0) + (p.full?.size ?? 0));
  const pdfs = await database.files.where('id').startsWith(REPORT_PDF_PREFIX).toArray();
  for (const f of pdfs) add(sizes, pdfJobID(f.id), f.blob?.size ?? f.size);
  for (const [jobID, bytes] of sizes) if (bytes === 0) sizes.delete(jobID);
  return sizes;
}

export const totalBytes = (sizes: ReadonlyMap<number, number>) =>
  [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);

/** The ledger of job copies (store `jobCopies`), by job id. */
export async function readJobCopies(database: FieldOpsDatabase = db): Promise<Map<number, JobCopiesEntry>> {
  return new Map((await database.jobCopies.toArray()).map((entry) => [entry.jobID, entry]));
}

/** What the budget did, newest first (store `storageNotices`, keyed by when and which job). */
export async function readStorageNotices(database: FieldOpsDatabase = db): Promise<StorageNotice[]> {
  return database.storageNotices.reverse().toArray();
}

/** The jobs whose copies the budget freed (store `evictedJobs`). */
export async function readEvictedJobs(database: FieldOpsDatabase = db): Promise<number[]> {
  return database.evictedJobs.toCollection().primaryKeys();
}

/** Inside a transaction with `jobCopies`: the jobs whose content just came are in the ledger. */
export async function noteJobsKept(jobs: readonly JobFolder[], database: FieldOpsDatabase, now: Date) {
  const known = await database.jobCopies.bulkGet(jobs.map((job) => job.jobID));
  const fresh = jobs.filter((_, i) => !known[i]);
  if (fresh.length === 0) return;
  await database.jobCopies.bulkPut(
    fresh.map((job) => ({ jobID: job.jobID, jobNumber: job.jobNumber, keptAt: now.toISOString() })),
  );
}

/** Inside a transaction with `jobs` and `jobCopies`: the job's entry, made when it has none yet. */
async function ledgerEntry(jobID: number, database: FieldOpsDatabase, now: Date): Promise<JobCopiesEntry> {
  const entry = await database.jobCopies.get(jobID);
  if (entry) return entry;
  const jobNumber = (await database.jobs.get(jobID))?.jobNumber ?? `#${jobID}`;
  return { jobID, jobNumber, keptAt: now.toISOString() };
}

/**
 * The job page was opened: the job is in use, and copies freed earlier come back at the next
 * download. Answers whether they had been freed (the caller starts a download).
 */
export function noteJobOpened(jobID: number, database: FieldOpsDatabase = db, now = new Date()) {
  return guardWrite(() =>
    database.transaction('rw', [database.jobs, database.jobCopies, database.evictedJobs], async () => {
      const entry = await ledgerEntry(jobID, database, now);
      await database.jobCopies.put({ ...entry, openedAt: now.toISOString() });
      return forgetEviction(jobID, database);
    }),
  );
}

/** Inside a transaction with `jobs` and `jobCopies`: marked offline counts as a use of the job. */
export async function noteJobMarked(jobID: number, database: FieldOpsDatabase, now = new Date()) {
  const entry = await ledgerEntry(jobID, database, now);
  await database.jobCopies.put({ ...entry, markedAt: now.toISOString() });
}

/** When the job was last used here: opened, marked offline, or its content first kept. */
export function lastUsed(entry: JobCopiesEntry | undefined): string {
  return [entry?.openedAt, entry?.markedAt, entry?.keptAt].reduce<string>(
    (latest, at) => (at && at > latest ? at : latest),
    '',
  );
}

/** Inside a transaction with `evictedJobs`: the job's copies may be downloaded again. */
export async function forgetEviction(jobID: number, database: FieldOpsDatabase = db): Promise<boolean> {
  if (!(await database.evictedJobs.get(jobID))) return false;
  await database.evictedJobs.delete(jobID);
  return true;
}

/** Inside a transaction with `storageNotices`: keeps the notices, the last NOTICES_KEPT. */
export async function addStorageNotices(notices: readonly StorageNotice[], database: FieldOpsDatabase) {
  if (notices.length === 0) return;
  await database.storageNotices.bulkPut([...notices]);
  const older = await database.storageNotices.reverse().offset(NOTICES_KEPT).primaryKeys();
  if (older.length > 0) await database.storageNotices.bulkDelete(older);
}

export interface EvictionCandidate {
  jobID: number;
  jobNumber: string;
  bytes: number;
  why: 'closed' | 'unopened';
}

/**
 * Whose copies go first: closed jobs (or jobs no longer on the device), then jobs not used (opened,
 * marked offline) for LONG_UNOPENED_MS, each least recently used first. A job used lately is never
 * a candidate; nor is `except` (the job being downloaded).
 */
export async function evictionCandidates(
  except: number,
  now: Date,
  database: FieldOpsDatabase = db,
): Promise<EvictionCandidate[]> {
  const sizes = await jobCopyBytes(database);
  const ledger = await readJobCopies(database);
  const jobs = await database.jobs.bulkGet([...sizes.keys()]);
  const candidates: (EvictionCandidate & { usedAt: string })[] = [];
  [...sizes].forEach(([jobID, bytes], i) => {
    if (jobID === except) return;
    const job = jobs[i];
    const usedAt = lastUsed(ledger.get(jobID));
    const jobNumber = job?.jobNumber ?? ledger.get(jobID)?.jobNumber ?? `#${jobID}`;
    if (!job || job.status === 'Closed') candidates.push({ jobID, jobNumber, bytes, why: 'closed', usedAt });
    else if (now.getTime() - Date.parse(usedAt || '1970-01-01') > LONG_UNOPENED_MS)
      candidates.push({ jobID, jobNumber, bytes, why: 'unopened', usedAt });
  });
  const rank = (c: EvictionCandidate) => (c.why === 'closed' ? 0 : 1);
  return candidates
    .sort((a, b) => rank(a) - rank(b) || byTime(a.usedAt, b.usedAt))
    .map(({ usedAt: _, ...candidate }) => candidate);
}

/**
 * Frees a job's copies (photo images, report PDFs) and records it: the job is not downloaded again
 * until opened or marked offline. Answers the bytes freed.
 */
export function freeJobCopies(
  candidate: EvictionCandidate,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<number> {
  const { jobID } = candidate;
  const stores = [database.photos, database.files, database.evictedJobs, database.storageNotices];
  return guardWrite(() =>
    database.transaction('rw', stores, async () => {
      await database.photos
        .where('jobID')
        .equals(jobID)
        .filter((p) => p.status === undefined)
        .modify((p: PhotoCopy) => {
          delete p.blob;
          delete p.full;
        });
      await database.files.where('id').startsWith(`${REPORT_PDF_PREFIX}${jobID}:`).delete();
      if (!(await database.evictedJobs.get(jobID))) await database.evictedJobs.put({ jobID });
      const notice = { ...candidate, at: now.toISOString() };
      await addStorageNotices([notice], database);
      return candidate.bytes;
    }),
  );
}
