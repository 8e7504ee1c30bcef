// OFFICE-7: the office's inbox of reports. The office sees every report of the company (the
// field's reach by job is for devices); the filters and the page are the database's. A review
// (has issues with its comment, or approved) moves the report's job, so the foreman's devices
// fetch the job's reports with the review on their next sync; his next revision makes it
// received again (repository.ts replaceReport).
import {
  officeReportPdfPath,
  officeReportPhotoPath,
  type OfficeReportList,
  type OfficeReportQuery,
  type OfficeReportRow,
  type ReportReview,
  type ReportReviewInput,
  type ReportTemplate,
  type ReportValues,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database, ReportRow } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { employeeNames } from '../employees/service.js';
import { imageRefsOfJobs } from '../images/service.js';
import { jobRowsByID, touchJob } from '../jobs/service.js';
import { findTemplateByName, templateOfReport } from '../report-templates/service.js';
import { accountsOfEmployees, employeeIDsOfUsers, userNames } from '../session/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { inboxPage, reportByID, setReportReview } from './office-repository.js';

export const REPORT_NOT_FOUND = 'No such report';

export async function officeReports(
  db: Kysely<Database>,
  query: OfficeReportQuery,
): Promise<OfficeReportList> {
  const template = query.template === undefined ? undefined : await findTemplateByName(db, query.template);
  const senders =
    query.foremanID === undefined
      ? undefined
      : (await accountsOfEmployees(db, [query.foremanID])).map((a) => a.user_id);
  const { rows, total } = await inboxPage(
    db,
    {
      jobID: query.jobID,
      from: query.from,
      to: query.to,
      // An unknown template name matches no report (not every report).
      templateID: query.template === undefined ? undefined : (template?.reportTemplateID ?? -1),
      userIDs: senders,
      state: query.state,
    },
    query.page,
    query.pageSize,
  );
  return { reports: await officeRows(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function officeReport(db: Kysely<Database>, reportID: number): Promise<OfficeReportRow> {
  const row = await reportByID(db, reportID);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  const [report] = await officeRows(db, [row]);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  return report;
}

export async function reviewReport(
  db: Kysely<Database>,
  by: UserData,
  reportID: number,
  input: ReportReviewInput,
): Promise<OfficeReportRow> {
  const row = await reportByID(db, reportID);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  await setReportReview(db, reportID, {
    state: input.state,
    comment: input.comment || null,
    userID: by.userID,
  });
  // The job's content changed for its devices (SYNC-1): the next delta carries it.
  await touchJob(db, row.job_id, isoNow());
  const reviewed = await officeReport(db, reportID);
  // INT-4: in the review's transaction, so the review and its webhook are stored together or not at all.
  await recordWebhookEvent(db, {
    type: 'report.reviewed',
    data: {
      jobID: reviewed.job.jobID,
      jobNumber: reviewed.job.jobNumber,
      reportID,
      referenceCode: reviewed.referenceCode,
      decision: input.state,
      comment: input.comment || null,
      reviewedBy: { userID: by.userID, name: by.name },
    },
  });
  return reviewed;
}

/** The review as the device and the office read it, the reviewer named. */
export function reviewOfRow(row: ReportRow, names: ReadonlyMap<number, string>): ReportReview {
  const by = row.reviewed_by_user_id;
  return {
    state: row.review_state,
    comment: row.review_comment,
    reviewedBy: by === null ? null : (names.get(by) ?? `User #${by}`),
    reviewedAt: row.reviewed_at,
  };
}

async function officeRows(db: Kysely<Database>, rows: readonly ReportRow[]): Promise<OfficeReportRow[]> {
  const jobs = new Map(
    (
      await jobRowsByID(
        db,
        rows.map((r) => r.job_id),
      )
    ).map((j) => [j.job_id, j]),
  );
  // OFFICE-4: each report is shown with the template version it was filled on.
  const versionKey = (row: ReportRow) => `${row.report_template_id}@${row.template_version}`;
  const templates = new Map<string, ReportTemplate>();
  for (const row of rows) {
    if (templates.has(versionKey(row))) continue;
    const { template } = await templateOfReport(db, row.report_template_id, row.template_version);
    templates.set(versionKey(row), template);
  }
  const reviewers = await userNames(
    db,
    rows.flatMap((r) => (r.reviewed_by_user_id === null ? [] : [r.reviewed_by_user_id])),
  );
  const senders = await employeeIDsOfUsers(
    db,
    rows.map((r) => r.created_by_user_id),
  );
  const names = await employeeNames(db, [...senders.values()]);
  const stored = new Set(
    (await imageRefsOfJobs(db, [...jobs.keys()])).map((i) => `${i.job_id}|${i.reference_code}`),
  );
  return rows.map((row) => {
    const template = templates.get(versionKey(row));
    const employeeID = senders.get(row.created_by_user_id);
    const photos = template ? photoRefs(template, JSON.parse(row.values_json) as ReportValues) : [];
    return {
      reportID: row.report_id,
      referenceCode: row.reference_code,
      job: { jobID: row.job_id, jobNumber: jobs.get(row.job_id)?.job_number ?? `#${row.job_id}` },
      locationNumber: row.location_number,
      template: { name: template?.reportTemplateName ?? '', title: template?.reportName ?? '' },
      filledOn: row.filled_on,
      filledBy: row.filled_by,
      foreman:
        employeeID === undefined
          ? null
          : { employeeID, name: names.get(employeeID) ?? `Employee #${employeeID}` },
      savedAt: row.saved_at,
      revision: row.revision,
      review: reviewOfRow(row, reviewers),
      pdf: officeReportPdfPath(row.report_id),
      // Only the photos the server holds (one not uploaded yet has nothing to show).
      photos: photos
        .filter((ref) => stored.has(`${row.job_id}|${ref}`))
        .map((ref) => ({ referenceCode: ref, url: officeReportPhotoPath(row.report_id, ref) })),
    };
  });
}

/** The photo references a report's photos fields hold, in the template's order. */
export function photoRefs(template: ReportTemplate, values: ReportValues): string[] {
  return template.fields.flatMap((f) =>
    f.kind === 'photos' && Array.isArray(values[f.key]) ? (values[f.key] as unknown[]).map(String) : [],
  );
}
