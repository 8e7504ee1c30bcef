// Every call of spec §7: method, path, query, body, answer. The server registers its routes from
// this table and the app's client is typed from it (ARCHITECTURE: one contract).
import { z } from 'zod';
import {
  AuthConfig,
  JobEvent,
  JobFolder,
  JobRecord,
  ReportTemplate,
  ServerStatus,
  SessionAnswer,
  SignInRequest,
  Timesheet,
} from './entities.js';
import { AssetTrackList, ChatLogAnswer, ChatMessage } from './fleet.js';
import { JOB_BULK_LOAD_MAX, RecordID, ReverseGeocodeAnswer } from './jobs.js';
import { JobContent, JobContentBody } from './job-content.js';
import {
  BinaryAnswer,
  IMAGE_FORMATS,
  IMAGE_MAX_WIDTH,
  IMAGE_MIN_WIDTH,
  ImageMeta,
  ImageUpload,
  QuestionLoaderAnswer,
  ReferenceCode,
  ReportLanguage,
  ReportSaveBody,
  SavedReport,
} from './reports.js';
import { CrewRosterEntry } from './timesheets/crew-roster.js';
import { DriveFileMeta, DriveFolderListing, DriveItemID, FolderUploadBody } from './drive.js';
import { BATCH_PATH, BatchAnswer, BatchRequest } from './batch.js';
import { CommandObject } from './rules/command.js';
import { DOWNLOADABLE_MIME_TYPES } from './rules/file-types.js';
import {
  ClockText,
  Subsistence,
  TimesheetDefaults,
  TimesheetValidation,
  TimesheetWeek,
  UserTimesheetDefaults,
} from './timesheets/schemas.js';
import { NewRuleSet, RuleSet, RuleSetList } from './timesheets/rule-sets.js';

export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path; `:name` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** Whether the call needs a session (everything but sign-in and health). */
  auth: boolean;
  /** Set when the answer is bytes of one of these media types instead of JSON (`answer` is BinaryAnswer). */
  answerMediaTypes?: readonly string[];
  /**
   * TRUST-10: a POST that only reads (its question is too long for a query): the server keeps no
   * idempotency record for it, since a replay may simply read again.
   */
  reads?: true;
}

const id = RecordID;
/** A number read from a query string; an empty or blank value is refused, never read as 0 (OPS-6). */
const queryNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(min).max(max),
  );
const ok = z.object({ ok: z.literal(true) });
const anyAnswer = z.unknown();
const imageRefQuery = z.object({
  referenceCode: ReferenceCode,
  JobID: id,
  locationNumber: z.string().min(1),
  reportCode: ReferenceCode.optional(),
});

export const calls = {
  createSession: {
    method: 'POST',
    path: '/api/session/',
    body: SignInRequest,
    answer: SessionAnswer,
    auth: false,
  },
  endSession: { method: 'DELETE', path: '/api/session/', answer: ok, auth: true },
  authConfig: { method: 'GET', path: '/api/auth/config', answer: AuthConfig, auth: false },
  serverStatus: { method: 'GET', path: '/api/server', answer: ServerStatus, auth: false },
  command: {
    method: 'POST',
    path: '/api/cmd',
    query: z.object({ proc: z.string().min(1).max(100) }),
    body: CommandObject,
    answer: anyAnswer,
    auth: true,
  },
  /** FIELD-6: independent queued changes in one request, each answered on its own. */
  batch: { method: 'POST', path: BATCH_PATH, body: BatchRequest, answer: BatchAnswer, auth: true },
  addJobRecord: {
    method: 'POST',
    path: '/api/job/add-record',
    body: JobRecord,
    answer: JobFolder,
    auth: true,
  },
  addJobFolders: {
    method: 'POST',
    path: '/api/job/:id/add-folders',
    params: z.object({ id }),
    body: z.object({ folders: z.array(z.string().trim().min(1).max(200)).max(50) }),
    answer: z.object({ folders: z.array(z.object({ folderID: z.string(), name: z.string() })) }),
    auth: true,
  },
  addJobEvent: {
    method: 'POST',
    path: '/api/job/:id/Event/',
    params: z.object({ id }),
    query: JobEvent,
    answer: z.object({ eventID: z.number().int() }),
    auth: true,
  },
  /** JOB-5: the address at a point, through the configured geocoder (503 when none is). */
  reverseGeocode: {
    method: 'GET',
    path: '/api/geocode/reverse',
    query: z.object({
      lat: queryNumber(-90, 90),
      lng: queryNumber(-180, 180),
    }),
    answer: ReverseGeocodeAnswer,
    auth: true,
  },
  timesheetWeek: {
    method: 'GET',
    path: '/api/TimeSheetWeek/:foremanID/:weekStart',
    /** foremanID: the foreman's employee id; weekStart: the Monday (YYYY-MM-DD) the seven days begin. */
    params: z.object({ foremanID: id, weekStart: z.iso.date() }),
    answer: TimesheetWeek,
    auth: true,
  },
  timesheet: {
    method: 'GET',
    path: '/api/TimeSheets/:id',
    params: z.object({ id }),
    answer: Timesheet,
    auth: true,
  },
  timesheetJobs: {
    method: 'GET',
    path: '/api/timesheet/jobs',
    query: z.object({ foremanid: id, startdate: z.iso.date() }),
    answer: z.array(JobFolder),
    auth: true,
  },
  createTimesheet: {
    method: 'POST',
    path: '/api/TimeSheet/',
    body: Timesheet,
    answer: Timesheet,
    auth: true,
  },
  updateTimesheet: {
    method: 'PUT',
    path: '/api/timesheet/:id',
    params: z.object({ id }),
    body: Timesheet,
    answer: Timesheet,
    auth: true,
  },
  timesheetValidation: {
    method: 'GET',
    path: '/api/timesheet/:id/validation',
    params: z.object({ id }),
    answer: TimesheetValidation,
    auth: true,
  },
  timesheetJobDefaults: {
    method: 'GET',
    path: '/api/timesheet/:id/defaults',
    params: z.object({ id }),
    /** id: the timesheet; unset times and lunch come from its shift and the user's defaults. */
    query: z.object({
      jobID: id,
      startTime: ClockText.optional(),
      endTime: ClockText.optional(),
      lunchTaken: z.stringbool().optional(),
    }),
    answer: TimesheetDefaults,
    auth: true,
  },
  crewDefaults: {
    method: 'GET',
    path: '/api/timesheet/crew/:id/defaults',
    params: z.object({ id }),
    /** id: the timesheet; answers its whole crew (its jobs' crews and everyone on it). */
    query: z.object({
      startTime: ClockText.optional(),
      endTime: ClockText.optional(),
      lunchTaken: z.stringbool().optional(),
      ignoreDayoff: z.stringbool().optional(),
    }),
    answer: TimesheetDefaults,
    auth: true,
  },
  crewSubsistence: {
    method: 'GET',
    path: '/api/timesheet/crew/:id/subsistence',
    /** id: the timesheet; one entry per person on it, for its date (over all their timesheets). */
    params: z.object({ id }),
    answer: z.array(Subsistence),
    auth: true,
  },
  /** TSX-6: every rule set of the company; the device and the server pick a day's with rulesOn. */
  timesheetRuleSets: {
    method: 'GET',
    path: '/api/timesheet/rule-sets',
    answer: RuleSetList,
    auth: true,
  },
  /** TSX-6: a general foreman adds a rule set that applies from its effectiveFrom date. */
  addTimesheetRuleSet: {
    method: 'POST',
    path: '/api/timesheet/rule-sets',
    body: NewRuleSet,
    answer: RuleSet,
    auth: true,
  },
  /**
   * TSX-7: a foreman's confirmed week (weekStart: its Monday) for payroll, as CSV or as a PDF to
   * sign. TRUST-7: `lang` the PDF's language (the reader's device's), English when absent.
   */
  timesheetExport: {
    method: 'GET',
    path: '/api/timesheet/export/:foremanID/:weekStart',
    params: z.object({ foremanID: id, weekStart: z.iso.date() }),
    query: z.object({ format: z.enum(['csv', 'pdf']), lang: ReportLanguage.optional() }),
    answer: BinaryAnswer,
    answerMediaTypes: ['text/csv', 'application/pdf'],
    auth: true,
  },
  /** TSX-5: everyone a foreman may put on a crew, with trade and class (kept on the device). */
  crewRoster: {
    method: 'GET',
    path: '/api/timesheet/crew-roster',
    answer: z.array(CrewRosterEntry),
    auth: true,
  },
  saveTimesheetDefaults: {
    method: 'POST',
    path: '/api/user/settings/timesheet-defaults/',
    body: UserTimesheetDefaults,
    answer: UserTimesheetDefaults,
    auth: true,
  },
  jobLoader: {
    method: 'GET',
    path: '/api/mobile/jobloader/:id',
    params: z.object({ id }),
    answer: JobFolder,
    auth: true,
  },
  jobLoaderBulk: {
    method: 'POST',
    path: '/api/mobile/jobloader/bulk',
    /** SYNC-2: the answer holds only the jobs the caller may reach, in the order asked. */
    body: z.object({ jobs: z.array(id).max(JOB_BULK_LOAD_MAX) }),
    answer: z.array(JobFolder),
    auth: true,
    reads: true,
  },
  /** OFF-2: the reports and photos of the reachable ones among `jobs` (others left out), in the order asked. */
  jobContent: {
    method: 'POST',
    path: '/api/mobile/jobcontent',
    body: JobContentBody,
    answer: z.array(JobContent),
    auth: true,
    reads: true,
  },
  jobLoaderRefresh: {
    method: 'POST',
    path: '/api/mobile/jobloader/:id',
    params: z.object({ id }),
    answer: JobFolder,
    auth: true,
    reads: true,
  },
  reportTemplates: {
    method: 'GET',
    path: '/api/Mobile/ReportTemplates',
    answer: z.array(ReportTemplate),
    auth: true,
  },
  reportTemplate: {
    method: 'GET',
    path: '/api/Mobile/ReportTemplates/:name',
    params: z.object({ name: z.string().min(1).max(200) }),
    answer: ReportTemplate,
    auth: true,
  },
  /**
   * REPORT-2: {templateName} is the template's reportTemplateName and {referenceCode} the report's
   * own code made on the device, so the path names the report: sending it again replaces the same
   * report (by its creator), never adds a second one.
   */
  saveReport: {
    method: 'POST',
    path: '/api/jobs/:jobId/locations/:loc/reports/:templateName/:referenceCode',
    params: z.object({
      jobId: id,
      loc: z.string().min(1).max(20),
      templateName: z.string().min(1).max(100),
      referenceCode: ReferenceCode,
    }),
    body: ReportSaveBody,
    answer: SavedReport,
    auth: true,
  },
  /**
   * REPORT-4: the PDF of a saved report. `id` is the job id; `template` the reportTemplateName;
   * UX-1: `lang` the language it prints in when the report recorded none (the reader's device's),
   * English when absent; a report filled in a language prints in that one.
   */
  reportPdf: {
    method: 'GET',
    path: '/api/ContractorBillingForm',
    query: z.object({
      id,
      referenceCode: ReferenceCode,
      template: z.string().min(1).max(100),
      lang: ReportLanguage.optional(),
    }),
    answer: BinaryAnswer,
    answerMediaTypes: ['application/pdf'],
    auth: true,
  },
  uploadImage: {
    method: 'POST',
    path: '/api/Image',
    body: ImageUpload,
    answer: ImageMeta,
    auth: true,
  },
  /** REPORT-6: the stored image, re-encoded in `format` (jpeg by default) and at most `width` wide. */
  image: {
    method: 'GET',
    path: '/api/Image/:ref',
    params: z.object({ ref: ReferenceCode }),
    query: z.object({
      format: z.enum(IMAGE_FORMATS).optional(),
      width: z.coerce.number().int().min(IMAGE_MIN_WIDTH).max(IMAGE_MAX_WIDTH).optional(),
    }),
    answer: BinaryAnswer,
    answerMediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    auth: true,
  },
  /** Deleting an image that is not there (any more) is a success: `deleted` says which. */
  deleteImage: {
    method: 'DELETE',
    path: '/api/image',
    query: imageRefQuery,
    answer: z.object({ ok: z.literal(true), deleted: z.boolean() }),
    auth: true,
  },
  /** The images of a reachable job, newest first; narrowed by location or report when given. */
  imagesByRef: {
    method: 'GET',
    path: '/api/images/byref',
    query: z.object({
      jobID: id,
      locationNumber: z.string().min(1).max(20).optional(),
      reportCode: ReferenceCode.optional(),
    }),
    answer: z.array(ImageMeta),
    auth: true,
  },
  questionLoader: { method: 'GET', path: '/api/QuestionLoader', answer: QuestionLoaderAnswer, auth: true },
  chatLog: {
    method: 'POST',
    path: '/api/logger/:chatService',
    params: z.object({ chatService: z.string().min(1).max(50) }),
    body: ChatMessage,
    answer: ChatLogAnswer,
    auth: true,
  },
  assetList: {
    method: 'GET',
    path: '/api/assettrack/:folder/list',
    params: z.object({ folder: z.string().min(1).max(100) }),
    query: z.object({ forcerefresh: z.stringbool().optional() }),
    answer: AssetTrackList,
    auth: true,
  },
  /** FILES-1, SYNC-5: a reachable folder's files and subfolders ({drive} is CLOUD_DRIVE_NAME). */
  driveFolder: {
    method: 'GET',
    path: '/api/:drive/Folder/:id',
    params: z.object({ drive: z.string().max(50), id: DriveItemID }),
    answer: DriveFolderListing,
    auth: true,
  },
  /** SYNC-7/8: a file's bytes (only the downloadable types), with an ETag of its version. */
  driveFile: {
    method: 'GET',
    path: '/api/:drive/JobFolders/file/:id',
    params: z.object({ drive: z.string().max(50), id: DriveItemID }),
    answer: BinaryAnswer,
    answerMediaTypes: DOWNLOADABLE_MIME_TYPES,
    auth: true,
  },
  /** FILES-3: a file into a reachable folder; its bytes must be of the declared type. */
  uploadToFolder: {
    method: 'POST',
    path: '/api/filemanager/folder/:parent/base64',
    params: z.object({ parent: DriveItemID }),
    body: FolderUploadBody,
    answer: DriveFileMeta,
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof calls;
export type CallAnswer<C extends CallName> = z.infer<(typeof calls)[C]['answer']>;

/** Fills `:name` path parameters; values are URI-encoded so they never change the path shape. */
export function callPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
