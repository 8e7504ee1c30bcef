// OFFICE-7: the office's inbox of every report of the company, filtered and paged by the server,
// each with links to its PDF and photos (office calls: the office sees the company, not a reach),
// and the review: received (the default, and again after each revision the foreman sends), has
// issues (a comment the foreman sees on his device) or approved, by whom and when.
import { z } from 'zod';

export const REPORT_REVIEW_STATES = ['received', 'hasIssues', 'approved'] as const;
export const ReportReviewState = z.enum(REPORT_REVIEW_STATES);
export type ReportReviewState = z.infer<typeof ReportReviewState>;

/** A report's review as the office left it; who and when are null while it is only received. */
export const ReportReview = z.object({
  state: ReportReviewState,
  comment: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ReportReview = z.infer<typeof ReportReview>;

export const OFFICE_REPORTS_PAGE_SIZE_MAX = 200;

/** The inbox's filters: job, the days it was filled (from..to, both included), template, foreman, state. */
export const OfficeReportQuery = z
  .object({
    jobID: z.coerce.number().int().positive().optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    template: z.string().trim().min(1).max(100).optional(),
    /** The employee who sent the report (its foreman). */
    foremanID: z.coerce.number().int().positive().optional(),
    state: ReportReviewState.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(OFFICE_REPORTS_PAGE_SIZE_MAX).default(50),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'The range ends before it starts',
    path: ['to'],
  });
export type OfficeReportQuery = z.infer<typeof OfficeReportQuery>;

export const OfficeReportRow = z.object({
  reportID: z.number().int(),
  referenceCode: z.string(),
  job: z.object({ jobID: z.number().int(), jobNumber: z.string() }),
  locationNumber: z.string(),
  template: z.object({ name: z.string(), title: z.string() }),
  /** When and by whom it was filled on the device, and when the server stored its last revision. */
  filledOn: z.string(),
  filledBy: z.string(),
  foreman: z.object({ employeeID: z.number().int(), name: z.string() }).nullable(),
  savedAt: z.string(),
  revision: z.number().int(),
  review: ReportReview,
  /** Paths of the office calls answering its PDF and each photo (add the session as every call does). */
  pdf: z.string(),
  photos: z.array(z.object({ referenceCode: z.string(), url: z.string() })),
});
export type OfficeReportRow = z.infer<typeof OfficeReportRow>;

export const OfficeReportList = z.object({
  reports: z.array(OfficeReportRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfficeReportList = z.infer<typeof OfficeReportList>;

/** Has issues needs a comment (what the foreman must fix); approved may have one. Only a revision makes it received again. */
export const ReportReviewInput = z.discriminatedUnion('state', [
  z.object({ state: z.literal('hasIssues'), comment: z.string().trim().min(1).max(1000) }),
  z.object({ state: z.literal('approved'), comment: z.string().trim().max(1000).optional() }),
]);
export type ReportReviewInput = z.infer<typeof ReportReviewInput>;

export const officeReportPdfPath = (reportID: number) => `/api/office/reports/${reportID}/pdf`;
export const officeReportPhotoPath = (reportID: number, referenceCode: string) =>
  `/api/office/reports/${reportID}/photos/${encodeURIComponent(referenceCode)}`;
