// REPORT-1..8 on the device: templates (replaced as a whole, key range 1..1,000,000 first), the
// option lists their choices name, report drafts saved as typed, photos, and PDFs once viewed.
// Screens read through the hooks and write through these functions; queued changes are actions
// in src/queue/kinds/report-action.ts.
import { useLiveQuery } from './live-query';
import {
  isSavableReferenceCode,
  REPORT_TEMPLATE_KEY_RANGE,
  type OptionListEntry,
  type ReportTemplate,
} from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { resolveJobID } from './job-hooks';
import { readLookupOptionLists } from './lookups';
import { type LocalPhoto, type LocalReport, REPORT_PDF_PREFIX, reportPdfID } from './report-types';
import { guardWrite } from './storage-errors';
import { readSetting, writeSetting } from './settings';
import { replaceChanged } from './unchanged-writes';
import { newestFirst } from './time-order';

/**
 * REPORT-1: one transaction: the key range 1..1,000,000 is cleared, then the server's templates
 * are stored (and the option lists of /api/QuestionLoader, when given, replacing the cached ones).
 * A failure leaves the old templates in place. OFFICE-4: `stamp`, the job sync's name for the
 * versions loaded, is stored with them, so the next sync loads them again only when it changes.
 */
export function replaceReportTemplates(
  templates: readonly ReportTemplate[],
  optionLists: readonly OptionListEntry[] | null,
  database: FieldOpsDatabase = db,
  stamp?: string,
): Promise<void> {
  const stores = [database.reportTemplates, database.reportOptionLists, database.settings];
  return guardWrite(() =>
    database.transaction('rw', stores, async () => {
      if (stamp !== undefined) await writeSetting('reportTemplatesStamp', stamp, database);
      const { from, to } = REPORT_TEMPLATE_KEY_RANGE;
      // TRUST-11: only what changed, so the report screens' live queries do not run again for nothing.
      const held = database.reportTemplates.where('reportTemplateID').between(from, to, true, true);
      await replaceChanged(database.reportTemplates, templates, held);
      if (optionLists) {
        await replaceChanged(
          database.reportOptionLists,
          optionLists.map((entry, position) => ({ ...entry, position })),
        );
      }
    }),
  );
}

/** OFFICE-4: the templates stamp the stored templates were loaded under, if any. */
export function readReportTemplatesStamp(database: FieldOpsDatabase = db): Promise<string | undefined> {
  return readSetting('reportTemplatesStamp', database);
}

export function useReportTemplates(): ReportTemplate[] | undefined {
  return useLiveQuery(
    async () => (await db.reportTemplates.toArray()).sort((a, b) => a.reportName.localeCompare(b.reportName)),
    [],
  );
}

/** undefined while loading; null when no template of that name is on the device. */
export function useReportTemplate(name: string): ReportTemplate | null | undefined {
  return useLiveQuery(
    async () => (await db.reportTemplates.where('reportTemplateName').equals(name).first()) ?? null,
    [name],
  );
}

/** The option lists of /api/QuestionLoader as the server answered them. */
export async function readReportOptionLists(): Promise<OptionListEntry[]> {
  const entries = await db.reportOptionLists.orderBy('position').toArray();
  return entries.map(({ position: _, ...entry }) => entry);
}

/** Every cached option list by name: the question loader's first, then the lookup tables'. */
export async function readOptionLists(): Promise<Record<string, OptionListEntry[]>> {
  const loader = await readReportOptionLists();
  const lookups = await readLookupOptionLists();
  const lists: Record<string, OptionListEntry[]> = {};
  for (const entry of [...loader, ...lookups]) {
    const list = (lists[entry.listName] ??= []);
    if (!list.some((e) => e.value === entry.value)) list.push(entry);
  }
  for (const list of Object.values(lists)) list.sort((a, b) => a.sortOrder - b.sortOrder);
  return lists;
}

export function useReportOptionLists(): Record<string, OptionListEntry[]> | undefined {
  return useLiveQuery(readOptionLists, []);
}

/**
 * undefined while loading; null when there is no report with this code on the device. While the
 * code changes (TRUST-6: a screen finds the draft to continue) the answer for the previous code is
 * not this one's: a stale "none" would start the continued draft over.
 */
export function useReport(referenceCode: string): LocalReport | null | undefined {
  const answer = useLiveQuery(
    async () => ({ referenceCode, report: (await db.reports.get(referenceCode)) ?? null }),
    [referenceCode],
  );
  return answer?.referenceCode === referenceCode ? answer.report : undefined;
}

/** The job's reports on this device (of one location when given), newest first. */
export function useJobReports(jobID: number, locationNumber?: string): LocalReport[] | undefined {
  return useLiveQuery(async () => {
    const reports = await db.reports
      .where('jobID')
      .equals(await resolveJobID(jobID))
      .toArray();
    return reports
      .filter((r) => locationNumber === undefined || r.locationNumber === locationNumber)
      .sort((a, b) => newestFirst(a.updatedDate, b.updatedDate));
  }, [jobID, locationNumber]);
}

/**
 * REPORT-2: a draft as typed. Only drafts are written here: a submitted report changes through the
 * queue. Not guarded: the editor shows a failed write itself (FIELD-7), so a full disk is told once.
 */
export function saveReportDraft(report: LocalReport, database: FieldOpsDatabase = db): Promise<void> {
  return database.transaction('rw', database.reports, async () => {
    const stored = await database.reports.get(report.referenceCode);
    if (stored && stored.status !== 'draft') return;
    // OFFICE-7: a revision being corrected keeps the office's review (its comment stays in view).
    const review = report.review ?? stored?.review;
    await database.reports.put({ ...report, status: 'draft', ...(review ? { review } : {}) });
  });
}

/**
 * OFFICE-7: the office found issues in a sent report: it becomes a draft again on this device, to
 * be corrected and submitted as a revision of the same report (same referenceCode: the server
 * replaces it, and the office receives it again). Only a sent report with issues reopens.
 */
export function reopenReportForRevision(
  referenceCode: string,
  database: FieldOpsDatabase = db,
): Promise<boolean> {
  return database.transaction('rw', database.reports, async () => {
    const stored = await database.reports.get(referenceCode);
    if (stored?.status !== 'sent' || stored.review?.state !== 'hasIssues') return false;
    await database.reports.update(referenceCode, { status: 'draft', updatedDate: new Date().toISOString() });
    return true;
  });
}

/** The photos with these referenceCodes that are on the device, in the order asked. */
export function usePhotos(referenceCodes: readonly string[]): LocalPhoto[] | undefined {
  const key = referenceCodes.join('|');
  return useLiveQuery(
    async () => (await db.photos.bulkGet(key ? key.split('|') : [])).filter((p) => p !== undefined),
    // The codes are compared by value (`key`), not by array identity.
    [key],
  );
}

/**
 * REPORT-5: a photo of a report being filled, kept only here until the report is submitted. A
 * photo whose referenceCode is empty, undefined or null is not saved (answers false). Not guarded:
 * the photo field shows a failed write itself (FIELD-7), so a full disk is told once.
 */
export async function saveDraftPhoto(photo: LocalPhoto, database: FieldOpsDatabase = db): Promise<boolean> {
  if (!isSavableReferenceCode(photo.referenceCode)) return false;
  await database.photos.put({ ...photo, status: 'draft', queueID: null });
  return true;
}

/** Removes a photo that never left the device (a draft's); a sent photo is deleted by an action. */
export function removeDraftPhoto(referenceCode: string, database: FieldOpsDatabase = db): Promise<void> {
  return guardWrite(() =>
    database.transaction('rw', database.photos, async () => {
      const photo = await database.photos.get(referenceCode);
      if (photo?.status === 'draft') await database.photos.delete(referenceCode);
    }),
  );
}

export interface PdfKey {
  jobID: number;
  template: string;
  referenceCode: string;
}

/** REPORT-4: a report PDF viewed before, so it opens again offline. */
export async function readCachedPdf(key: PdfKey, database: FieldOpsDatabase = db): Promise<Blob | null> {
  const file = await database.files.get(reportPdfID(key.jobID, key.template, key.referenceCode));
  return file?.blob ?? null;
}

export function saveCachedPdf(
  key: PdfKey,
  blob: Blob,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<void> {
  const id = reportPdfID(key.jobID, key.template, key.referenceCode);
  return guardWrite(async () => {
    await database.files.put({
      id,
      name: `${key.template}-${key.referenceCode}.pdf`,
      mimeType: 'application/pdf',
      size: blob.size,
      tag: 'completed',
      path: '',
      relativePath: '',
      rootFolderID: '',
      parentFolderID: '',
      parents: [],
      code: key.referenceCode,
      modifiedDate: now.toISOString(),
      // Not a job document: the job's document list reads files by jobID, so these stay out of it.
      jobID: null,
      blob,
    });
  });
}

/** On log out: the PDFs belong to the user who viewed them. */
export async function clearCachedPdfs(database: FieldOpsDatabase = db): Promise<void> {
  await database.files.where('id').startsWith(REPORT_PDF_PREFIX).delete();
}
