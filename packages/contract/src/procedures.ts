// The procedures `/api/cmd?proc=NAME` may run (SRV-2). Each has a parameter schema; a name not
// listed here is answered 404. Procedures of later areas are added here first.
import { z } from 'zod';
import { DASHBOARD_ID } from './constants.js';
import { DeviceFolder, DriveItemID } from './drive.js';
import { DeviceRegistration, JobComments, Location, MenuItem, Note } from './entities.js';
import { FleetItem } from './fleet.js';
import {
  CoverPhoto,
  EventType,
  FOREMAN_CALENDAR_MAX_DAYS,
  ForemanCalendar,
  JobUpdatesAnswer,
  LookupTables,
  NoteText,
  OptionListEntry,
  ParameterID,
} from './jobs.js';
import { ClockText, TimesheetDefaults } from './timesheets/schemas.js';

const DAY_MS = 86_400_000;
const noParameters = z.object({}).strict();
const jobParameters = z.object({ jobID: ParameterID }).strict();

export const procedures = {
  /** SHELL-2: extra menu entries of the signed-in user. */
  GetMenuItems: { parameters: noParameters, answer: z.array(MenuItem) },
  /** Registers (or refreshes) the caller's device; answers its server id. */
  RegisterDevice: {
    parameters: DeviceRegistration.strict(),
    answer: z.object({ deviceID: z.number().int(), serial: z.string() }),
  },
  /** MISC-1: the dashboard tiles (dashboard id 1). `key` names a tile for the app's messages. */
  GetDashboard: {
    parameters: z.object({ dashboardID: z.literal(DASHBOARD_ID) }).strict(),
    answer: z.object({
      dashboardID: z.number(),
      tiles: z.array(
        z.object({
          title: z.string(),
          value: z.union([z.string(), z.number()]),
          key: z.string().optional(),
        }),
      ),
    }),
  },
  /** SYNC-1..3: the caller's jobs changed since `since`, and every job id it may reach now. */
  GetJobUpdates: {
    parameters: z
      .object({ since: z.iso.datetime({ offset: true }), jobIDsHash: z.string().max(100).optional() })
      .strict(),
    answer: JobUpdatesAnswer,
  },
  /** Option lists, event types and foremen (TS-7) in one answer, for the device's cache. */
  GetLookupTables: { parameters: noParameters, answer: LookupTables },
  /** JOB-3: a job's notes, newest first. */
  GetNotes: { parameters: jobParameters, answer: JobComments },
  /** JOB-3: adds a note of a type from the 'noteTypes' option list; answers it with createdDate. */
  AddNote: {
    parameters: z
      .object({ jobID: ParameterID, noteType: z.string().trim().min(1).max(100), text: NoteText })
      .strict(),
    answer: Note,
  },
  /** JOB-6: a job's sites (locations). */
  GetSites: { parameters: jobParameters, answer: z.array(Location) },
  /** Sets the photo shown for a job (REPORT-5: an empty referenceCode is refused). */
  SetCoverPhoto: {
    parameters: z.object({ jobID: ParameterID, referenceCode: z.string().trim().min(1).max(200) }).strict(),
    answer: CoverPhoto,
  },
  /** The kinds of job event (JOB-4: POST /api/job/{id}/Event/ takes one of these names). */
  GetEventTypes: { parameters: noParameters, answer: z.array(EventType) },
  /** One option list by name (404 when there is no such list). */
  GetOptionList: {
    parameters: z.object({ listName: z.string().min(1).max(100) }).strict(),
    answer: z.array(OptionListEntry),
  },
  /** The days from..to (at most 62) with the jobs a foreman has events on, of those the caller reaches. */
  GetForemanCalendar: {
    parameters: z
      .object({ foremanID: ParameterID, from: z.iso.date(), to: z.iso.date() })
      .strict()
      .refine((p) => p.to >= p.from, { message: 'to comes before from', path: ['to'] })
      .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / DAY_MS < FOREMAN_CALENDAR_MAX_DAYS, {
        message: `At most ${FOREMAN_CALENDAR_MAX_DAYS} days at a time`,
        path: ['to'],
      }),
    answer: ForemanCalendar,
  },
  /** TS-4 with commandTimesheetDefaults on (MISC-5): a job's defaults (jobID set) or the timesheet's crew. */
  GetTimesheetDefaults: {
    parameters: z
      .object({
        timeSheetID: ParameterID,
        jobID: ParameterID.optional(),
        startTime: ClockText.optional(),
        endTime: ClockText.optional(),
        lunchTaken: z.boolean().optional(),
        ignoreDayoff: z.boolean().optional(),
      })
      .strict(),
    answer: TimesheetDefaults,
  },
  /** MISC-2: every vehicle with its last known position, time and status. */
  GetVehicleList: { parameters: noParameters, answer: z.array(FleetItem) },
  /** MISC-2: every tracked asset (generators, trailers, …) with its last known position. */
  GetTrackedAssets: { parameters: noParameters, answer: z.array(FleetItem) },
  /** FILES-1: the folders the caller tracks (added on the file-sync screen). */
  GetTrackedFolders: { parameters: noParameters, answer: z.array(DeviceFolder) },
  /** FILES-1, SYNC-5: every folder the device keeps: the caller's job folders and tracked folders. */
  GetDeviceFolders: { parameters: noParameters, answer: z.array(DeviceFolder) },
  /** FILES-1: tracks a folder by id (unknown, or another crew's job folder: 404). */
  TrackFolder: { parameters: z.object({ folderID: DriveItemID }).strict(), answer: DeviceFolder },
  /** Stops tracking a folder; untracking one that is not tracked is a success (`removed` says which). */
  UntrackFolder: {
    parameters: z.object({ folderID: DriveItemID }).strict(),
    answer: z.object({ ok: z.literal(true), removed: z.boolean() }),
  },
} as const;

export type ProcedureName = keyof typeof procedures;
export type ProcedureParameters<P extends ProcedureName> = z.infer<(typeof procedures)[P]['parameters']>;
export type ProcedureAnswer<P extends ProcedureName> = z.infer<(typeof procedures)[P]['answer']>;

export function isProcedureName(name: string): name is ProcedureName {
  return Object.hasOwn(procedures, name);
}

/**
 * OPS-3: procedures that only read. The server runs them without a transaction and records no
 * idempotency answer for them (a replayed read simply reads again); every other procedure changes
 * something. Listed, not guessed from the name, so a new procedure is a write until said otherwise.
 */
export const READ_PROCEDURES: ReadonlySet<ProcedureName> = new Set<ProcedureName>([
  'GetMenuItems',
  'GetDashboard',
  'GetJobUpdates',
  'GetLookupTables',
  'GetNotes',
  'GetSites',
  'GetEventTypes',
  'GetOptionList',
  'GetForemanCalendar',
  'GetTimesheetDefaults',
  'GetVehicleList',
  'GetTrackedAssets',
  'GetTrackedFolders',
  'GetDeviceFolders',
]);

export const isReadProcedure = (name: string): boolean => isProcedureName(name) && READ_PROCEDURES.has(name);
