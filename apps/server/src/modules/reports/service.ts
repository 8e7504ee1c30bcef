// REPORT-2: saving a report filled on the device. Checks run in the area's order: schema (400),
// job reachable (404), location and template (404), the report's owner (409; TRUST-10: a code is
// unique within its job, and one used on a job the sender cannot reach is free), then the fields
// with the contract's validateReport (400, details = [{field, code, message}]). Nothing is stored
// unless every check passes. The path names the report (template name + the device's
// referenceCode), so sending it again replaces the same report instead of adding one.
import {
  ERROR_CODES,
  optionListsOf,
  validateReport,
  visibleReportValues,
  type ReportField,
  type ReportIssue,
  type ReportSaveBody,
  type ReportValues,
  type SavedReport,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database, ReportRow } from '../../db/types.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { findWorkableJob, jobIDsReachedBy, touchJob } from '../jobs/service.js';
import { optionValues } from '../lookups/service.js';
import { templateForSave, templateNames } from '../report-templates/service.js';
import { requireSite } from '../sites/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { userNames } from '../session/service.js';
import { reviewOfRow } from './office-inbox.js';
import { insertReport, replaceReport, reportByReference, reportOnJobs, reportsOfJobs } from './repository.js';
import { checkSignature } from './signature.js';

/** For other modules: a job's report references (its folder), and a report by reference (PDFs). */
export { reportByReference, reportRefsOfJobs } from './repository.js';
/** OFFICE-7: the office's inbox, a report by id (its PDF) and the review. */
export { officeReport, officeReports, photoRefs, REPORT_NOT_FOUND, reviewReport } from './office-inbox.js';
export { reportByID } from './office-repository.js';

export interface ReportPath {
  jobId: number;
  loc: string;
  templateName: string;
  referenceCode: string;
}

export async function saveReport(
  db: Kysely<Database>,
  user: UserData,
  path: ReportPath,
  body: ReportSaveBody,
): Promise<SavedReport> {
  // TSX-3: a report filled while the job was open and the user's is kept after it closes.
  const job = await findWorkableJob(db, user, path.jobId, 'report', body.createdDate);
  const site = await requireSite(db, job, path.loc);
  // OFFICE-4: checked against the version it was filled on (a report queued before a publish).
  const template = await templateForSave(db, path.templateName, body.templateVersion);

  // TRUST-10: a code counts as used only where the sender can see it (this job, or a job they
  // reach); one used on a job they cannot reach is free, so the answer never reveals that report.
  const existing =
    (await reportByReference(db, job.job_id, path.referenceCode)) ??
    (await reportOnJobs(db, jobIDsReachedBy(db, user), path.referenceCode));
  if (
    existing &&
    (existing.job_id !== job.job_id ||
      existing.location_number !== site.location_number ||
      existing.report_template_id !== template.reportTemplateID ||
      existing.created_by_user_id !== user.userID)
  ) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The referenceCode ${path.referenceCode} belongs to another report`,
    );
  }

  const lists: Record<string, string[]> = {};
  for (const name of optionListsOf(template.fields)) lists[name] = await optionValues(db, name);
  const issues = validateReport(template, body.values, lists);
  const values = visibleReportValues(template.fields, body.values);
  issues.push(...(await checkSignatures(template.fields, values, issues)));
  if (issues.length > 0) {
    throw badRequest(`The report has ${issues.length} problem${issues.length === 1 ? '' : 's'}`, issues);
  }

  const now = isoNow();
  const stored = {
    template_version: template.version,
    values_json: JSON.stringify(values),
    filled_on: body.createdDate,
    filled_by: body.createdByUser,
    saved_at: now,
    // UX-1: a revision saved by a device that sends no language keeps the one recorded before.
    ...(body.language ? { language: body.language } : {}),
  };
  const row = existing
    ? await replaceReport(db, existing.report_id, stored)
    : await insertReport(db, {
        ...stored,
        reference_code: path.referenceCode,
        job_id: job.job_id,
        location_number: site.location_number,
        report_template_id: template.reportTemplateID,
        created_by_user_id: user.userID,
        revision: 1,
      });
  // Location.reports changes: the next delta carries the job (SYNC-1).
  await touchJob(db, job.job_id, now);
  // INT-4: in this transaction, so the report and its webhook are stored together or not at all.
  await recordWebhookEvent(db, {
    type: 'report.submitted',
    data: {
      jobID: job.job_id,
      jobNumber: job.job_number,
      reportID: row.report_id,
      referenceCode: row.reference_code,
      locationNumber: row.location_number,
      reportTemplateName: template.reportTemplateName,
      revision: row.revision,
      submittedBy: { userID: user.userID, name: user.name },
    },
  });
  return toSavedReport(row, template.reportTemplateName);
}

/**
 * Server-only checks of drawn signatures (the device cannot decode PNGs in the shared rules).
 * A blank optional signature is dropped from `values`; a blank required one is an issue.
 */
async function checkSignatures(
  fields: readonly ReportField[],
  values: ReportValues,
  known: readonly ReportIssue[],
): Promise<ReportIssue[]> {
  const issues: ReportIssue[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind !== 'signature' || typeof value !== 'string' || value === '') continue;
    if (known.some((i) => i.field === field.key)) continue;
    const check = await checkSignature(value);
    if (check.ok) continue;
    if (check.blank && !field.required) delete values[field.key];
    else issues.push({ field: field.key, code: check.blank ? 'required' : 'format', message: check.message });
  }
  return issues;
}

export function toSavedReport(
  row: ReportRow,
  templateName: string,
  reviewers: ReadonlyMap<number, string> = new Map(),
): SavedReport {
  return {
    referenceCode: row.reference_code,
    reportID: row.report_id,
    jobID: row.job_id,
    locationNumber: row.location_number,
    reportTemplateName: templateName,
    values: JSON.parse(row.values_json) as ReportValues,
    createdDate: row.filled_on,
    createdByUser: row.filled_by,
    templateVersion: row.template_version,
    savedDate: row.saved_at,
    revision: row.revision,
    // OFFICE-7: the office's review, so the foreman's device shows "has issues" and the comment.
    review: reviewOfRow(row, reviewers),
  };
}

/** OFF-2: the saved reports of these jobs (the caller checked they are reachable), oldest first. */
export async function savedReportsOfJobs(
  db: Kysely<Database>,
  jobIDs: readonly number[],
): Promise<SavedReport[]> {
  const rows = await reportsOfJobs(db, jobIDs);
  const names = await templateNames(
    db,
    rows.map((row) => row.report_template_id),
  );
  const reviewers = await userNames(
    db,
    rows.flatMap((row) => (row.reviewed_by_user_id === null ? [] : [row.reviewed_by_user_id])),
  );
  return rows.map((row) => toSavedReport(row, names.get(row.report_template_id) ?? '', reviewers));
}
