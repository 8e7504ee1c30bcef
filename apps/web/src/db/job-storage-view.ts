// OFF-4: what the device page shows of the job copies: per job, the bytes of its copies (photos and
// report PDFs, which the budget may free) and of its documents (File Sync's), when it was last
// opened, the budget set, and what the budget dropped. A live query: it moves as downloads land.
import { useLiveQuery } from './live-query';
import { type FieldOpsDatabase, db } from './database';
import { jobCopyBytes, readJobCopies, readStorageNotices } from './job-storage';
import { REPORT_PDF_PREFIX } from './report-types';
import type { StorageNotice } from './records';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';

export interface JobStorageLine {
  jobID: number;
  jobNumber: string;
  copiesBytes: number;
  documentsBytes: number;
  openedAt: string | null;
}

export interface JobStorageView {
  jobs: JobStorageLine[];
  copiesBytes: number;
  /** The budget set on this device; null: the default share of the free space. */
  budgetSet: number | null;
  notices: StorageNotice[];
}

export async function readJobStorage(database: FieldOpsDatabase = db): Promise<JobStorageView> {
  const copies = await jobCopyBytes(database);
  const documents = new Map<number, number>();
  const files = await database.files.filter((f) => typeof f.jobID === 'number' && !!f.blob).toArray();
  for (const f of files) {
    if (f.id.startsWith(REPORT_PDF_PREFIX) || f.jobID === null) continue;
    documents.set(f.jobID, (documents.get(f.jobID) ?? 0) + (f.blob?.size ?? 0));
  }
  const ids = [...new Set([...copies.keys(), ...documents.keys()])].sort((a, b) => a - b);
  const ledger = await readJobCopies(database);
  const jobs = await database.jobs.bulkGet(ids);
  const lines = ids.map((jobID, i) => ({
    jobID,
    jobNumber: jobs[i]?.jobNumber ?? ledger.get(jobID)?.jobNumber ?? `#${jobID}`,
    copiesBytes: copies.get(jobID) ?? 0,
    documentsBytes: documents.get(jobID) ?? 0,
    openedAt: ledger.get(jobID)?.openedAt ?? null,
  }));
  return {
    jobs: lines,
    copiesBytes: lines.reduce((sum, line) => sum + line.copiesBytes, 0),
    budgetSet: (await readSetting('storageBudget', database)) ?? null,
    notices: await readStorageNotices(database),
  };
}

export function useJobStorage(): JobStorageView | undefined {
  return useLiveQuery(() => readJobStorage(), []);
}

/** The device page's setting: bytes, or null for the default share of the free space. */
export function setStorageBudget(bytes: number | null, database: FieldOpsDatabase = db): Promise<void> {
  return guardWrite(() => writeSetting('storageBudget', bytes, database));
}
