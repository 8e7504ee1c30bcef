// Reports area (issue 4): what a report save sends and answers, the question loader, and the
// image calls. Templates themselves are in report-template.ts; the rules in rules/report-validation.ts.
import { z } from 'zod';
import { Report } from './entities.js';
import { OptionListEntry } from './jobs.js';
import { ReportReview } from './office-reports.js';
import { isValidReferenceCode, REFERENCE_CODE_PATTERN } from './rules/image-data.js';
import { checkPositionPair, PhotoCapture, PhotoCaptureFields } from './rules/photo-capture.js';
import { checkOneByteSource, UploadID } from './uploads.js';

export * from './rules/photo-capture.js';

/** REPORT-5: a device-made referenceCode (see REFERENCE_CODE_PATTERN); empty, 'null', 'undefined' refused. */
export const ReferenceCode = z
  .string()
  .max(200)
  .refine(isValidReferenceCode, {
    message: `Use 1 to 200 characters matching ${REFERENCE_CODE_PATTERN.source}`,
  });

/** UX-1: the languages a report is filled and printed in. */
export const ReportLanguage = z.enum(['en', 'es']);
export type ReportLanguage = z.infer<typeof ReportLanguage>;

/**
 * REPORT-2: the body of POST /api/jobs/{jobId}/locations/{loc}/reports/{templateName}/{referenceCode}.
 * `values` are keyed by the template's field keys: photos fields hold image referenceCodes,
 * signature fields a PNG data URL, line items a list of rows. createdDate and createdByUser are
 * what the device added on save ("filled on", "filled by"); the server also records who sent it.
 * UX-1: `language`, the device's language when it was filled, is the language its PDF prints in
 * (optional: devices before it send none).
 */
export const ReportSaveBody = z.object({
  values: z.record(z.string(), z.unknown()),
  createdDate: z.iso.datetime({ offset: true }),
  createdByUser: z.string().trim().min(1).max(200),
  language: ReportLanguage.optional(),
  /**
   * OFFICE-4: the template version the report was filled on; the server checks the values against
   * that version and the PDF prints it. Devices before versions send none: the current one.
   */
  templateVersion: z.number().int().positive().max(1_000_000).optional(),
});
export type ReportSaveBody = z.infer<typeof ReportSaveBody>;

/** A stored report: the spec's Report plus what the server added. */
export const SavedReport = Report.extend({
  reportID: z.number().int(),
  templateVersion: z.number().int(),
  /** When the server stored this revision, and how many times the report was saved. */
  savedDate: z.string(),
  revision: z.number().int().positive(),
  /** OFFICE-7: set by the server: the office's review of the report (absent from an older server). */
  review: ReportReview.optional(),
});
export type SavedReport = z.infer<typeof SavedReport>;

/** REPORT-1: the option lists the templates' choice fields name, for the device's pick lists. */
export const QuestionLoaderAnswer = z.object({ optionLists: z.array(OptionListEntry) });
export type QuestionLoaderAnswer = z.infer<typeof QuestionLoaderAnswer>;

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_MIN_WIDTH = 16;
export const IMAGE_MAX_WIDTH = 4_096;

/**
 * REPORT-6: the body of POST /api/Image. `base64` carries a data-URL prefix (withImagePrefix);
 * jpeg, png and webp are accepted and the bytes must be what the prefix says. FIELD-8: when and
 * where the photo was taken, optional (older devices send none).
 */
export const ImageUpload = z
  .object({
    referenceCode: ReferenceCode,
    jobID: z.number().int().positive().max(2_147_483_647),
    locationNumber: z.union([z.string().max(20), z.number().int().nonnegative()]).transform(String),
    reportCode: ReferenceCode.nullable().optional(),
    base64: z.string().min(1).optional(),
    /** FIELD-3: instead of base64, the id of a finished resumable upload (purpose image, same job). */
    upload: UploadID.optional(),
    fileName: z.string().max(255).optional(),
    ...PhotoCaptureFields.shape,
  })
  .superRefine(checkPositionPair)
  .superRefine(checkOneByteSource);
export type ImageUpload = z.infer<typeof ImageUpload>;

/** What the server keeps about a stored image (always re-encoded as JPEG). */
export const ImageMeta = z.object({
  referenceCode: z.string(),
  jobID: z.number().int(),
  locationNumber: z.string(),
  reportCode: z.string().nullable(),
  fileName: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string(),
  ...PhotoCapture.shape,
});
export type ImageMeta = z.infer<typeof ImageMeta>;

/**
 * The answer of a call that answers bytes, not JSON (images, PDFs): the call's `answerMediaTypes`
 * say which. The app fetches these as blobs (or uses the URL in <img>), not through `call()`.
 */
export const BinaryAnswer = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected bytes')
  .meta({ type: 'string', format: 'binary' });
