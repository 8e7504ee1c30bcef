// Entities of spec §3. Fields the spec leaves open are ours; see docs/decisions.md.
import { z } from 'zod';
import { TimeZoneName } from './date-time.js';
import { TimesheetReview } from './timesheet-review.js';
import { ReportTemplateDefinition } from './report-template.js';

export const Session = z.object({ sessionId: z.string().min(1) });
export type Session = z.infer<typeof Session>;

export const DeviceInfo = z.object({
  model: z.string().max(200),
  platform: z.string().max(50),
  uuid: z.string().max(200),
  version: z.string().max(100),
  manufacturer: z.string().max(200),
  isVirtual: z.boolean(),
  serial: z.string().max(200),
});
export type DeviceInfo = z.infer<typeof DeviceInfo>;

export const GpsCoordinates = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GpsCoordinates = z.infer<typeof GpsCoordinates>;

export const SignInRequest = z.object({
  email: z.email().max(320),
  token: z.string().min(1).max(8_000),
  device: DeviceInfo,
  gps: GpsCoordinates.nullable(),
  password: z.literal(''),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const UserData = z.object({
  userID: z.number().int(),
  employeeID: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['crew', 'foreman', 'generalForeman', 'reviewer']),
});
export type UserData = z.infer<typeof UserData>;

export const SessionAnswer = Session.extend({ user: UserData, expiresAt: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** AUTH-3: what the app keeps under the `oauth2` local-storage key. */
export const OAuthTokens = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  expiresAt: z.number(),
  identity: z.object({ email: z.string(), name: z.string().optional(), exp: z.number() }),
});
export type OAuthTokens = z.infer<typeof OAuthTokens>;

export const ServerStatus = z.object({ Database: z.string(), DBStatus: z.string(), Server: z.string() });
export type ServerStatus = z.infer<typeof ServerStatus>;

/** What the app needs to start sign-in; served by the server so one build fits every deployment. */
export const AuthConfig = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hostedDomain: z.string(),
  authorizationEndpoint: z.string(),
  userinfoEndpoint: z.string(),
  revocationEndpoint: z.string(),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

export const MenuItem = z.object({ title: z.string(), url: z.string(), icon: z.string() });
export type MenuItem = z.infer<typeof MenuItem>;

export const Location = z.object({
  siteID: z.number().int(),
  locationNumber: z.string(),
  address1: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  jobID: z.number().int(),
  jobNumber: z.string(),
  status: z.literal('Active'),
  reports: z.array(z.string()),
  imageRefs: z.array(z.string()),
});
export type Location = z.infer<typeof Location>;

export const Note = z.object({
  noteID: z.number().int(),
  noteType: z.string(),
  text: z.string(),
  createdDate: z.string(),
  createdBy: z.string(),
});
export type Note = z.infer<typeof Note>;

export const JobStatus = z.enum(['Open', 'Closed']);
export type JobStatus = z.infer<typeof JobStatus>;

export const JobFolder = z.object({
  jobID: z.number().int(),
  jobNumber: z.string(),
  address1: z.string(),
  city: z.string(),
  locations: z.array(Location),
  crewFolder: z.string(),
  crewFolderID: z.string(),
  imageRefs: z.array(z.string()),
  updatedDate: z.string(),
  // Optional additions (issue 3): the server always sends them; older records may lack them.
  workType: z.string().optional(),
  workDescription: z.string().optional(),
  status: JobStatus.optional(),
  isEmergency: z.boolean().optional(),
  coverPhotoRef: z.string().nullable().optional(),
  /** The job's comments, newest first, so the device has them offline without a call per job. */
  notes: z.array(Note).optional(),
  /** CREW-2: the site's fence (its location and radius, metres); null: the job has no location. */
  fence: z.object({ latitude: z.number(), longitude: z.number(), radiusM: z.number() }).nullable().optional(),
});
export type JobFolder = z.infer<typeof JobFolder>;

export const JobComments = z.object({ jobID: z.number().int(), notes: z.array(Note) });
export type JobComments = z.infer<typeof JobComments>;

export const TrackedFolderStatus = z.enum(['Syncing', 'Synced', 'deleted']);
export const TrackedFolder = z.object({
  folderID: z.string(),
  crewFolderID: z.string(),
  files: z.array(z.string()),
  status: TrackedFolderStatus,
  jobID: z.number().int().nullable(),
  jobNumber: z.string().nullable(),
  updatedDate: z.string(),
});
export type TrackedFolder = z.infer<typeof TrackedFolder>;

export const FileTag = z.enum(['new', 'downloading', 'completed', 'synced']);
export const DriveFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  tag: FileTag,
  path: z.string(),
  relativePath: z.string(),
  rootFolderID: z.string(),
  parentFolderID: z.string(),
  parents: z.array(z.string()),
  code: z.string().optional(),
  modifiedDate: z.string(),
  jobID: z.number().int().nullable(),
});
export type DriveFile = z.infer<typeof DriveFile>;

export const Photo = z.object({
  referenceCode: z.string().min(1),
  jobID: z.number().int(),
  locationNumber: z.string(),
  sessionId: z.string(),
});
export type Photo = z.infer<typeof Photo>;

export const ReportTemplate = z.object({
  reportTemplateID: z.number().int(),
  reportTemplateName: z.string(),
  reportName: z.string(),
  /** REPORT-1: the fields in display order (report-template.ts). */
  fields: ReportTemplateDefinition.default([]),
  /** Goes up when the office changes the template; a saved report records the version it met. */
  version: z.number().int().positive().optional(),
});
export type ReportTemplate = z.infer<typeof ReportTemplate>;

export const Report = z.object({
  referenceCode: z.string().min(1),
  reportID: z.number().int().nullable(),
  jobID: z.number().int(),
  locationNumber: z.string(),
  reportTemplateName: z.string(),
  values: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
  createdByUser: z.string(),
});
export type Report = z.infer<typeof Report>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 07:30');

export const CrewEntry = z.object({
  employeeID: z.number().int(),
  startTime: clock,
  endTime: clock,
  /** TS-3 (timesheets/): lunch deducted when the person's day is long enough; ignoreDayoff silences the day-off warning. */
  lunchTaken: z.boolean().optional(),
  ignoreDayoff: z.boolean().optional(),
  /** Why a warning about this entry is acceptable (needed before confirmation). */
  explanation: z.string().max(1000).optional(),
});
export const TimesheetJob = z.object({
  jobID: z.number().int(),
  startTime: clock,
  endTime: clock,
  crew: z.array(CrewEntry),
});
export const Timesheet = z.object({
  timeSheetID: z.number().int().nullable(),
  timeSheetDate: z.iso.date(),
  shiftStart: clock,
  shiftEnd: clock,
  jobs: z.array(TimesheetJob),
  /** Set by the server (the caller when creating); a general foreman may create for another foreman. */
  foremanID: z.number().int().optional(),
  /** Omitted: draft on create, unchanged on update. 'confirmed' is refused (422) while an error or an unexplained warning remains. */
  status: z.enum(['draft', 'confirmed']).optional(),
  /** Explains a warning about the whole timesheet (its shift length). */
  explanation: z.string().max(1000).optional(),
  /**
   * TSX-2: the IANA zone the day was worked in; its times are wall clock there and lengths are
   * measured as instants. Omitted: the company's zone (the server stores it with the day).
   */
  timeZone: TimeZoneName.optional(),
  /**
   * TSX-1: set by the server, 1 when created and +1 per stored change. A save (updateTimesheet)
   * names the version it was based on: a stale one is 409 with the server's copy; omitted, the
   * save is accepted as before (tasks queued by devices from before versions).
   */
  version: z.number().int().min(1).optional(),
  /** TSX-1: set by the server: who stored the last change (a name) and when (ISO); ignored in a body. */
  updatedBy: z.string().max(200).optional(),
  updatedAt: z.string().max(40).optional(),
  /** TSX-6: set by the server on a confirmed day: the rule set it was confirmed under; ignored in a body. */
  ruleSetID: z.number().int().min(1).optional(),
  /**
   * OFFICE-8: set by the server: the office's latest review of the day (approved: locked, every
   * save refused; returned: reopened with the office's comment); absent when never reviewed (and
   * from an older server). Ignored in a body.
   */
  review: TimesheetReview.optional(),
});
export type Timesheet = z.infer<typeof Timesheet>;
export type TimesheetJob = z.infer<typeof TimesheetJob>;
export type CrewEntry = z.infer<typeof CrewEntry>;

export const ForemanLookupEntry = z.object({
  employeeID: z.number().int(),
  name: z.string(),
  type: z.enum(['foreman', 'generalForeman']),
});
export type ForemanLookupEntry = z.infer<typeof ForemanLookupEntry>;

/** A day (YYYY-MM-DD) or a moment with its offset: what a job event's start and end may be. */
export const EventDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The end may not come before the start (compared by day: both may be days or moments). */
export const JobEvent = z
  .object({
    eventType: z.string().min(1).max(100),
    startDateColumn: EventDate,
    endDateColumn: EventDate,
  })
  .refine((e) => e.endDateColumn.slice(0, 10) >= e.startDateColumn.slice(0, 10), {
    message: 'The end date comes before the start date',
    path: ['endDateColumn'],
  });
export type JobEvent = z.infer<typeof JobEvent>;

/** JOB-4: workType is copied into workDescription. */
export const JobRecord = z.object({
  workType: z.string().trim().min(1).max(200),
  workDescription: z.string().trim().max(4_000),
  address1: z.string().max(300),
  city: z.string().max(100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type JobRecord = z.infer<typeof JobRecord>;

export const DeviceRegistration = DeviceInfo.extend({ appVersion: z.string().max(50) });
export type DeviceRegistration = z.infer<typeof DeviceRegistration>;
