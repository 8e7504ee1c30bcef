// OFF-3: whether a job is ready to work with no network: its reports and photo list synced for
// the job as it is now, the documents of its folders, the small copies of its photos and the PDFs
// of its sent reports all on the device; otherwise what is missing, with its size where known, and
// (TRUST-4) whether the device fetches it by itself, so a report sent from another device reads as
// on its way rather than "Not ready offline".
import { useLiveQuery } from './live-query';
import { PHOTO_COPY_WIDTH } from '@fieldops/contract';
import { isDriveDocument } from './folder-files';
import { type FieldOpsDatabase, db } from './database';
import { reportsLackingPdf } from './job-content';
import { forgetEviction, noteJobMarked, readStorageNotices } from './job-storage';
import type { PhotoCopy } from './photo-copies';
import { guardWrite } from './storage-errors';

/** A photo copy's size when the server's size is unknown: a 320 px JPEG is about this. */
const COPY_BYTES_GUESS = 25_000;

export interface JobReadiness {
  ready: boolean;
  /** The job's reports and photo list are not synced for the job as it is now. */
  data: boolean;
  documents: { count: number; bytes: number };
  photos: { count: number; bytes: number };
  pdfs: { count: number };
  /** Marked "Make available offline". */
  marked: boolean;
  /**
   * TRUST-4: what is missing the device fetches by itself at its next sync (job data, photo copies,
   * report PDFs), none of it a job document (File Sync's) nor held back by the storage budget.
   */
  coming: boolean;
}

/** A 320 px copy of an image of `bytes` at `width`: the bytes scale with the area. */
export function copyBytes(photo: PhotoCopy): number {
  if (!photo.serverBytes || !photo.width) return COPY_BYTES_GUESS;
  return Math.round(photo.serverBytes * Math.min(1, (PHOTO_COPY_WIDTH / photo.width) ** 2));
}

export async function readJobReadiness(
  jobID: number,
  database: FieldOpsDatabase = db,
): Promise<JobReadiness> {
  const job = await database.jobs.get(jobID);
  const synced = await database.jobContentSynced.get(jobID);
  const data = jobID > 0 && (!job || synced?.updatedDate !== job.updatedDate);
  const kept = (await database.trackedFolders.where('jobID').equals(jobID).toArray()).filter(
    (f) => f.status !== 'deleted',
  );
  const folders = new Set(kept.map((f) => f.folderID));
  // OFF-1: a folder whose listing failed (failure.files 0) has documents the device cannot count yet.
  const unlisted = kept.filter((f) => f.failure?.files === 0).length;
  const files = await database.files.where('jobID').equals(jobID).toArray();
  const docs = files.filter((f) => isDriveDocument(f) && folders.has(f.parentFolderID) && !f.blob);
  const photos: PhotoCopy[] = (await database.photos.where('jobID').equals(jobID).toArray()).filter(
    (p) => p.status === undefined && !p.blob,
  );
  const pdfs = jobID > 0 ? (await reportsLackingPdf(database, [jobID])).length : 0;
  const marked = (await database.offlineJobs.get(jobID)) !== undefined;
  const ready = !data && docs.length + unlisted === 0 && photos.length === 0 && pdfs === 0;
  return {
    ready,
    data,
    documents: { count: docs.length + unlisted, bytes: docs.reduce((sum, f) => sum + f.size, 0) },
    photos: { count: photos.length, bytes: photos.reduce((sum, p) => sum + copyBytes(p), 0) },
    pdfs: { count: pdfs },
    marked,
    coming: !ready && jobID > 0 && docs.length + unlisted === 0 && !(await heldBack(jobID, database)),
  };
}

/** OFF-4: the budget freed the job's copies (they come back when it is opened), or found no room for them when last noted. */
async function heldBack(jobID: number, database: FieldOpsDatabase): Promise<boolean> {
  if (await database.evictedJobs.get(jobID)) return true;
  const notices = await readStorageNotices(database);
  return notices.find((notice) => notice.jobID === jobID)?.why === 'full';
}

export function useJobReadiness(jobID: number): JobReadiness | undefined {
  return useLiveQuery(() => readJobReadiness(jobID), [jobID]);
}

/** "Make available offline": the job goes first in the downloads and is kept from the budget's eviction. */
export function markJobOffline(jobID: number, database: FieldOpsDatabase = db): Promise<void> {
  const stores = [database.jobs, database.offlineJobs, database.evictedJobs, database.jobCopies];
  return guardWrite(() =>
    database.transaction('rw', stores, async () => {
      const marked = (await database.offlineJobs.get(jobID)) !== undefined;
      if (!marked) await database.offlineJobs.put({ jobID });
      // OFF-4: asked for again: it is in use, and copies the storage budget freed come back. (Today's
      // jobs are marked at every download; the ledger is written only when that changes something.)
      if ((await forgetEviction(jobID, database)) || !marked) await noteJobMarked(jobID, database);
    }),
  );
}

/** OFF-3: the jobs on the device's timesheet day `date` (YYYY-MM-DD), the crew's jobs of today. */
export async function jobsOnDay(date: string, database: FieldOpsDatabase = db): Promise<number[]> {
  const days = await database.timesheetDays.filter((day) => day.date === date).toArray();
  return [...new Set(days.flatMap((day) => day.timesheet.jobs.map((job) => job.jobID)))].filter(
    (id) => id > 0,
  );
}
