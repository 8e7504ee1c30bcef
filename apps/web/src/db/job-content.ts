// OFF-2: the reports and photos of the device's jobs, from POST /api/mobile/jobcontent. A job's
// content is fetched again when its updatedDate moves (a report save, an upload or a delete moves
// it on the server), so store `jobContentSynced` keeps, per job, the updatedDate it was fetched for.
// The server's copies never overwrite a local draft or a report or photo with a queued task, and
// what the user can no longer reach goes at the next sync unless it is unsent work.
import type { JobContent, SavedReport } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { addStorageNotices, lastUsed, noteJobsKept, readJobCopies } from './job-storage';
import { isServerCopy, type PhotoCopy, putJobPhotoCopies } from './photo-copies';
import { type LocalFile, type LocalReport, REPORT_PDF_PREFIX, reportPdfID } from './report-types';
import type { PdfKey } from './reports';
import type { JobContentSynced, StorageNotice } from './records';
import { guardWrite } from './storage-errors';
import { putChanged } from './unchanged-writes';
import { newestFirst } from './time-order';

/** A report the server sent: `sent`, dated by when the server stored it. */
function sentCopy(report: SavedReport): LocalReport {
  return { ...report, status: 'sent', queueID: null, updatedDate: report.savedDate };
}

async function putJobReports(database: FieldOpsDatabase, content: JobContent): Promise<void> {
  const stored = await database.reports.bulkGet(content.reports.map((r) => r.referenceCode));
  const copies = content.reports.filter((_, i) => !stored[i] || stored[i].status === 'sent').map(sentCopy);
  await database.reports.bulkPut(copies);
}

/** The device's jobs (not the ones made offline) whose content is missing or older than the job. */
export async function jobsLackingContent(database: FieldOpsDatabase = db): Promise<number[]> {
  const synced = new Map((await database.jobContentSynced.toArray()).map((r) => [r.jobID, r.updatedDate]));
  const jobs = await database.jobs.where('jobID').above(0).toArray();
  return jobs.filter((job) => synced.get(job.jobID) !== job.updatedDate).map((job) => job.jobID);
}

/** Saves a jobcontent answer for jobs asked for; a job asked and not answered is no longer reachable. */
export function saveJobContent(
  asked: readonly number[],
  contents: readonly JobContent[],
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<void> {
  return guardWrite(() =>
    database.transaction(
      'rw',
      [database.jobs, database.reports, database.photos, database.jobContentSynced, database.jobCopies],
      async () => {
        const synced: JobContentSynced[] = [];
        const jobs = await database.jobs.bulkGet([...asked]);
        for (const content of contents) {
          await putJobReports(database, content);
          await putJobPhotoCopies(database, content.jobID, content.images);
          const job = jobs[asked.indexOf(content.jobID)];
          if (job) synced.push({ jobID: content.jobID, updatedDate: job.updatedDate });
        }
        await putChanged(database.jobContentSynced, synced);
        const answered = contents.map((c) => jobs[asked.indexOf(c.jobID)]);
        await noteJobsKept(
          answered.filter((job) => job !== undefined),
          database,
          now,
        );
      },
    ),
  );
}

/**
 * Drops the server copies of jobs not in `reachable` (reassigned, closed), with their PDFs. Drafts,
 * reports waiting to be sent and photos with a task stay: only the queue can deliver them.
 */
export function dropUnreachableContent(
  reachable: readonly number[],
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<StorageNotice[]> {
  const keep = new Set(reachable);
  const gone = (jobID: number) => jobID > 0 && !keep.has(jobID);
  return guardWrite(() =>
    database.transaction(
      'rw',
      [
        database.reports,
        database.photos,
        database.files,
        database.jobContentSynced,
        database.offlineJobs,
        database.jobCopies,
        database.storageNotices,
      ],
      async () => {
        // Through the jobID index: only the records of jobs that went are read (not every blob).
        const goneJobs = [
          ...new Set([
            ...(await database.reports.orderBy('jobID').uniqueKeys()),
            ...(await database.photos.orderBy('jobID').uniqueKeys()),
          ]),
        ].filter((id) => typeof id === 'number' && gone(id)) as number[];
        const reports = (await database.reports.where('jobID').anyOf(goneJobs).toArray()).filter(
          (r) => r.status === 'sent',
        );
        const notices = await goneNotices(database, goneJobs, now);
        await database.reports.bulkDelete(reports.map((r) => r.referenceCode));
        await database.files.bulkDelete(
          reports.map((r) => reportPdfID(r.jobID, r.reportTemplateName, r.referenceCode)),
        );
        await database.photos.where('jobID').anyOf(goneJobs).filter(isServerCopy).delete();
        await addStorageNotices(notices, database);
        // The gone jobs' rows only: nothing is written when none went, so live queries stay quiet.
        for (const store of [database.jobContentSynced, database.offlineJobs, database.jobCopies]) {
          const goneRows = (await store.toCollection().primaryKeys()).filter(gone);
          if (goneRows.length > 0) await store.bulkDelete(goneRows);
        }
        return notices;
      },
    ),
  );
}

/** OFF-4: what dropping the gone jobs' copies frees, per job with copies on the device (by the ledger's number). */
async function goneNotices(database: FieldOpsDatabase, goneJobs: number[], now: Date) {
  const ledger = await readJobCopies(database);
  const notices: StorageNotice[] = [];
  for (const jobID of goneJobs) {
    const photos: PhotoCopy[] = await database.photos
      .where('jobID')
      .equals(jobID)
      .filter(isServerCopy)
      .toArray();
    const pdfs = await database.files.where('id').startsWith(`${REPORT_PDF_PREFIX}${jobID}:`).toArray();
    const bytes =
      photos.reduce((sum, p) => sum + (p.blob?.size ?? 0) + (p.full?.size ?? 0), 0) +
      pdfs.reduce((sum, f) => sum + (f.blob?.size ?? f.size), 0);
    const jobNumber = ledger.get(jobID)?.jobNumber ?? `#${jobID}`;
    if (bytes > 0) notices.push({ at: now.toISOString(), jobID, jobNumber, bytes, why: 'gone' });
  }
  return notices;
}

/** The job bookkeeping of OFF-2..4: which content came, marks, the ledger, what the budget did. */
const jobBookkeeping = (database: FieldOpsDatabase) => [
  database.jobContentSynced,
  database.offlineJobs,
  database.jobCopies,
  database.evictedJobs,
  database.storageNotices,
];

/** The stores clearJobContent touches, for the log-out transaction. */
export const jobContentStores = (database: FieldOpsDatabase) => [
  database.reports,
  database.photos,
  database.files,
  ...jobBookkeeping(database),
];

/** On log out (inside a transaction with jobContentStores): the server's copies go. */
export async function clearJobContent(database: FieldOpsDatabase = db): Promise<void> {
  await database.reports.filter((r) => r.status === 'sent').delete();
  await database.photos.filter((p) => p.status === undefined || p.status === 'sent').delete();
  await database.files.where('id').startsWith(REPORT_PDF_PREFIX).delete();
  for (const store of jobBookkeeping(database)) await store.clear();
}

/**
 * TRUST-4: the jobs whose report PDFs the device keeps: every job it holds (a report sent from
 * another device must open here offline too), those marked "Make available offline" first, then the
 * most recently used, so that under a tight storage budget the jobs in use get theirs first.
 */
export async function jobsKeepingPdfs(database: FieldOpsDatabase = db): Promise<number[]> {
  const marked = new Set(await database.offlineJobs.toCollection().primaryKeys());
  const ledger = await readJobCopies(database);
  const held = (await database.jobs.where('jobID').above(0).primaryKeys()) as number[];
  const rank = (jobID: number) => (marked.has(jobID) ? 0 : 1);
  return held.sort(
    (a, b) => rank(a) - rank(b) || newestFirst(lastUsed(ledger.get(a)), lastUsed(ledger.get(b))) || a - b,
  );
}

/** A report PDF to fetch, with the revision of the report the device holds (when the server said). */
export type PdfToFetch = PdfKey & { revision?: number };

/**
 * The sent reports of `jobIDs` (by default every job held) whose PDF is not on the device, or was
 * kept for another revision of the report (saved again on another device), in that job order.
 */
export async function reportsLackingPdf(
  database: FieldOpsDatabase = db,
  jobIDs?: readonly number[],
): Promise<PdfKey[]> {
  const ids = jobIDs ?? (await jobsKeepingPdfs(database));
  const order = new Map(ids.map((id, i) => [id, i]));
  const reports = (
    await database.reports
      .where('jobID')
      .anyOf([...ids])
      .toArray()
  )
    .filter((r) => r.status === 'sent')
    .sort((a, b) => order.get(a.jobID)! - order.get(b.jobID)!);
  const kept = await database.files.bulkGet(
    reports.map((r) => reportPdfID(r.jobID, r.reportTemplateName, r.referenceCode)),
  );
  const stale = (revision: number | undefined, pdf: LocalFile) =>
    revision !== undefined && pdf.reportRevision !== undefined && pdf.reportRevision !== revision;
  return reports
    .filter((r, i) => !kept[i] || stale(r.revision, kept[i]))
    .map((r) => ({ jobID: r.jobID, template: r.reportTemplateName, referenceCode: r.referenceCode }));
}

/** TRUST-4: the PDF just kept shows the report as the device holds it now (its revision). */
export function notePdfRevision(key: PdfKey, database: FieldOpsDatabase = db): Promise<void> {
  return guardWrite(() =>
    database.transaction('rw', [database.reports, database.files], async () => {
      const revision = (await database.reports.get(key.referenceCode))?.revision;
      const id = reportPdfID(key.jobID, key.template, key.referenceCode);
      if (revision !== undefined) await database.files.update(id, { reportRevision: revision });
    }),
  );
}
