// The records the device keeps beyond spec §3's stores, one kind a store (database.ts): the
// caches of server answers the screens need offline, and the device's own bookkeeping. Fields
// beyond the contract's entity are local; the server never sees them.
import type {
  AssetTrackList,
  CrewRosterEntry,
  DayOff,
  EventType,
  ForemanLookupEntry,
  JobFolder,
  NewPunch,
  OptionListEntry,
  Punch,
  Subsistence,
  Timesheet,
} from '@fieldops/contract';

/** TS-1: a day's timesheet as the device holds it. */
export interface LocalTimesheet {
  timesheet: Timesheet;
  /** The newest task that carries this timesheet to the server; null once sent. */
  queueID: number | null;
}

/**
 * Store `timesheetDays`, key [foremanID+date] (TSX-5): one day per foreman and date, so foremen
 * sharing a device, and a general foreman keeping the weeks he oversees, never share a record.
 */
export interface TimesheetDayRecord extends LocalTimesheet {
  date: string;
  /** Whose day it is: the timesheet's foreman, else the signed-in user's (database.ts). */
  foremanID: number;
}

/** Store `crewMembers`: everyone the device met on a timesheet (names for the pickers). */
export interface CrewMember {
  employeeID: number;
  name: string;
}

/** Store `crewRoster` (TSX-5): a person a foreman may put on a crew, from the server's roster. */
export type RosterPerson = CrewRosterEntry;

/** Store `crewDaysOff`, key [employeeID+date]: a known day off (the timesheet rules read them). */
export type CrewDayOff = DayOff;

/** Store `crewSubsistence`, key `date`: the server's subsistence of the day's timesheet. */
export interface SubsistenceDay {
  date: string;
  timeSheetID: number;
  entries: Subsistence[];
}

/** Store `timesheetJobs`: a job the foreman may put on a timesheet (the fields the pickers show). */
export type TimesheetJobChoice = Pick<JobFolder, 'jobID' | 'jobNumber' | 'address1' | 'city'>;

/** Store `fleetLists`, key `folder`: MISC-2's last list of that part of the fleet. */
export interface FleetListRecord extends AssetTrackList {
  /** When this device saved it (ISO). */
  savedAt: string;
}

/** Stores `optionLists` (lookup tables) and `reportOptionLists` (QuestionLoader): one entry each. */
export interface CachedOptionEntry extends OptionListEntry {
  /** Place in the server's answer: entries of equal sortOrder keep the server's order. */
  position: number;
}

/** Store `eventTypes`, in the server's order. */
export interface CachedEventType extends EventType {
  position: number;
}

/** Store `foremen` (TS-7's lookup of foremen and general foremen), in the server's order. */
export interface CachedForeman extends ForemanLookupEntry {
  position: number;
}

/** Store `tempIDs` (QUEUE-8): the server id a temporary id became, so old links still resolve. */
export interface TempIDMapping {
  tempID: number;
  realID: number;
}

/** Store `folderNames`: a tracked folder's display name (TrackedFolder has no name field). */
export interface FolderName {
  folderID: string;
  name: string;
}

/** TSX-4: store `timesheetDrafts`, key [owner+date]: a day's edits not saved yet (timesheets/drafts.ts). */
export interface TimesheetDraft {
  /** The account (email) that typed it. */
  owner: string;
  date: string;
  timesheet: Timesheet;
  /** When it was last written (ISO). */
  savedAt: string;
}

/** OFF-2: store `jobContentSynced`, key jobID: the job's updatedDate its reports and photos were synced for. */
export interface JobContentSynced {
  jobID: number;
  updatedDate: string;
}

/** OFF-3, OFF-4: a job named in a list, one row each: `offlineJobs` (marked "Make available offline"), `evictedJobs` (copies freed by the budget). */
export interface JobMark {
  jobID: number;
}

/** OFF-4: store `jobCopies`, key jobID: a job whose copies are on the device (db/job-storage.ts). */
export interface JobCopiesEntry {
  jobID: number;
  jobNumber: string;
  /** When its content first came to the device (ISO). */
  keptAt: string;
  /** When its job page was last opened here (ISO). */
  openedAt?: string;
  /** When it was last made available offline, by a tap or as one of today's jobs (ISO). */
  markedAt?: string;
}

/** OFF-4: store `storageNotices`, key [at+jobID]: what the storage budget dropped (or could not fit). */
export interface StorageNotice {
  at: string;
  jobID: number;
  jobNumber: string;
  bytes: number;
  /** gone: closed or reassigned (the server no longer lists it); full: not downloaded, no room. */
  why: 'gone' | 'closed' | 'unopened' | 'full';
}

/**
 * CREW-1: a punch made on this device (shown at once, `queueID` its task until sent) or one the
 * server answered (`stored`: its flags and corrected time). A kiosk PIN is never kept here: it
 * rides only in the queued task until sent.
 */
export interface LocalPunch {
  punchID: string;
  employeeID: number;
  punch: Omit<NewPunch, 'kiosk'> & { kioskMethod: 'pin' | 'signature' | null };
  queueID: number | null;
  stored: Punch | null;
}
