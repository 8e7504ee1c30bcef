// TRUST-6: a report's draft over its life on the device. "New <template>" continues the unsent
// draft of the same template, job and location (findReportDraft) instead of starting another; a
// new one starts from what the device knows (readReportFacts); a draft can be discarded, with the
// photos taken for it, so abandoned drafts do not pile up in the job's list.
import { DEFAULT_COMPANY_TIME_ZONE, todayIn, type UserData } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { resolveJobID } from './job-hooks';
import { useLiveQuery } from './live-query';
import type { LocalReport } from './report-types';
import { readSetting } from './settings';
import { guardWrite } from './storage-errors';

/** What a new report may start from; null when the device does not know it. */
export interface ReportFacts {
  /** Today in the company's zone (YYYY-MM-DD). */
  today: string;
  /** The signed-in foreman (or general foreman). */
  foreman: string | null;
  /** Whoever fills the report on site leads the crew there: the signed-in user. */
  crewLead: string | null;
  /** The job's number. */
  job: string | null;
  /** The location's address. */
  location: string | null;
}

const FOREMEN: readonly UserData['role'][] = ['foreman', 'generalForeman'];

export async function readReportFacts(
  jobID: number,
  locationNumber: string,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<ReportFacts> {
  const user = await readSetting('sessionUser', database);
  const zone = await readSetting('companyTimeZone', database);
  const job = await database.jobs.get(await resolveJobID(jobID));
  const site = job?.locations.find((l) => l.locationNumber === locationNumber);
  const address = site ? [site.address1, site.city].filter(Boolean).join(', ') : null;
  return {
    today: todayIn(zone ?? DEFAULT_COMPANY_TIME_ZONE, now),
    foreman: user && FOREMEN.includes(user.role) ? user.name : null,
    crewLead: user?.name ?? null,
    job: job?.jobNumber ?? null,
    location: address || null,
  };
}

/** undefined while loading. */
export function useReportFacts(jobID: number, locationNumber: string): ReportFacts | undefined {
  return useLiveQuery(() => readReportFacts(jobID, locationNumber), [jobID, locationNumber]);
}

/** The newest draft of this template, job and location on the device, if any. */
export async function findReportDraft(
  jobID: number,
  locationNumber: string,
  reportTemplateName: string,
  database: FieldOpsDatabase = db,
): Promise<LocalReport | null> {
  const reports = await database.reports
    .where('jobID')
    .equals(await resolveJobID(jobID))
    .toArray();
  const drafts = reports.filter(
    (r) =>
      r.status === 'draft' &&
      r.locationNumber === locationNumber &&
      r.reportTemplateName === reportTemplateName,
  );
  return drafts.sort((a, b) => b.updatedDate.localeCompare(a.updatedDate))[0] ?? null;
}

/**
 * Removes a draft and the photos taken for it (never left the device). A report already submitted
 * is not touched: only the queue changes it. Answers whether a draft was removed.
 */
export function discardReportDraft(
  { referenceCode, jobID }: { referenceCode: string; jobID: number },
  database: FieldOpsDatabase = db,
): Promise<boolean> {
  return guardWrite(() =>
    database.transaction('rw', [database.reports, database.photos, database.tempIDs], async () => {
      const report = await database.reports.get(referenceCode);
      if (report && report.status !== 'draft') return false;
      // Through the job's index: the photo store holds every job's pictures.
      const photos = await database.photos
        .where('jobID')
        .equals(report?.jobID ?? (await resolveJobID(jobID)))
        .filter((p) => p.reportCode === referenceCode && p.status === 'draft')
        .primaryKeys();
      await database.photos.bulkDelete(photos);
      if (report) await database.reports.delete(referenceCode);
      return report !== undefined;
    }),
  );
}
