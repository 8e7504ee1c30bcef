/*
 * The device database (DB-1): IndexedDB through Dexie, fixed name LOCAL_DB_NAME, schema version 45
 * (spec §9), declared once (SCHEMA). Contract of this cache:
 *  - The server wins. Records here are copies of server data (written by src/sync) or local changes
 *    that also sit in updateQueue (written by actions in one transaction with their task). When a
 *    task succeeds, the server's answer replaces the local record.
 *  - Screens read only through live-query hooks and write only through actions in src/db;
 *    src/queue, src/sync and src/file-sync (File Sync's own store, pull and actions) are the only
 *    other modules that open tables.
 *  - Version 45 is the first version of this app and matches the spec. Nothing has shipped, so a
 *    store added before the first release goes into SCHEMA itself; after it, a schema change is a
 *    new `version(n)` block with a higher n, kept so devices upgrade in place.
 *  - Store strings: the first field is the primary key, the rest are indexes.
 *  - A record created offline (an ER job) has a negative temporary id, the negative of its task's
 *    queueID; the queue replaces it with the server's id when the task succeeds (QUEUE-8). Job sync
 *    never deletes such a record.
 *  - Reports area (REPORT-1..8): photos hold their downscaled JPEG as a Blob; reports hold the
 *    draft or submitted values with a local status; a report PDF once viewed is a `files` record
 *    with the id prefix REPORT_PDF_PREFIX and its Blob (db/report-types.ts).
 *  - Beyond spec §3, every kind of record has a store of its own, typed (records.ts), with the
 *    indexes its queries use; `settings` keeps single values only, read and written through the
 *    typed accessors of settings.ts. A transaction lists every store it touches.
 */
import Dexie, { type Table } from 'dexie';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  type JobFolder,
  type MenuItem,
  type Note,
  type ProcedureAnswer,
  type ReportTemplate,
  type RuleSet,
} from '@fieldops/contract';
import type { QueuedTask } from './queued-task';
import type {
  CachedEventType,
  CachedForeman,
  CachedOptionEntry,
  CrewDayOff,
  CrewMember,
  RosterPerson,
  FleetListRecord,
  FolderName,
  JobContentSynced,
  JobCopiesEntry,
  JobMark,
  LocalPunch,
  StorageNotice,
  SubsistenceDay,
  TempIDMapping,
  TimesheetDayRecord,
  TimesheetDraft,
  TimesheetJobChoice,
} from './records';
import type { LocalFile, LocalPhoto, LocalReport, LocalTrackedFolder } from './report-types';
import type { SettingKey, SettingRow } from './setting-values';
import { addCompanionStores } from './companion-stores';
import { type QueueTally, queueTallyMiddleware } from './queue-tally';

/** A menu entry as cached, with its position in the server's answer. */
export interface CachedMenuItem extends MenuItem {
  position: number;
}

/** A note as kept here: a note made on this device carries the queueID of its task until sent. */
export type LocalNote = Note & { pendingQueueID?: number };

/** JOB-3: a job's comments (newest first), server notes plus the ones still in the queue. */
export interface LocalJobComments {
  jobID: number;
  notes: Note[];
}

/**
 * JOB-3, FIELD-6: a note made on this device, one row each, keyed by its task: waiting, then the
 * server's copy once sent, until the job's list from the server has it (db/comments.ts).
 */
export interface DeviceNote {
  queueID: number;
  jobID: number;
  note: LocalNote;
}

export type Dashboard = ProcedureAnswer<'GetDashboard'> & { updatedAt: string };

export const SCHEMA = {
  jobs: 'jobID, jobNumber, updatedDate',
  trackedFolders: 'folderID, jobID, jobNumber, updatedDate',
  files: 'id, code, name, path, modifiedDate, jobID',
  photos: 'referenceCode, jobID, locationNumber',
  // FIELD-2: owner and [owner+state] let the menu count, the queue list and the runner read one
  // account's tasks from an index instead of every task (docs/decisions.md, Queue).
  updateQueue: 'queueID, counterTries, updatedDate, owner, [owner+state]',
  reportTemplates: 'reportTemplateID, reportTemplateName',
  reports: 'referenceCode, reportID, jobID',
  comments: 'jobID',
  // Beyond spec §3 (records.ts, settings.ts).
  menuItems: 'url, position',
  dashboard: 'dashboardID',
  settings: 'key',
  // TSX-5: a day per foreman and date (a shared tablet, a general foreman keeping the weeks he
  // oversees), so one foreman's days are one key range.
  timesheetDays: '[foremanID+date], foremanID',
  timesheetJobs: 'jobID',
  crewMembers: 'employeeID',
  crewDaysOff: '[employeeID+date]',
  crewSubsistence: 'date',
  fleetLists: 'folder',
  optionLists: '[listName+value], listName, position',
  reportOptionLists: '[listName+value], position',
  eventTypes: 'eventTypeID, position',
  foremen: 'employeeID, position',
  tempIDs: 'tempID',
  folderNames: 'folderID',
  // TSX-5: everyone a foreman may put on a crew, with trade and class.
  crewRoster: 'employeeID',
  // Lists and maps, one row per entry keyed by what it holds, so a write touches one row
  // (issue 28 item 3): TSX-4 drafts, TSX-6 rule sets, OFF-2..4 job copies and what the budget did.
  timesheetDrafts: '[owner+date]',
  companyRuleSets: 'ruleSetID',
  jobContentSynced: 'jobID',
  offlineJobs: 'jobID',
  jobCopies: 'jobID',
  evictedJobs: 'jobID',
  storageNotices: '[at+jobID]',
  // CREW-1: punches made or seen here, keyed by the id the device gave them.
  crewPunches: 'punchID, employeeID',
  // Companions (companion-stores.ts): notes made here, one row each (comments.ts); each account's
  // number of tasks, kept by a middleware under every queue write (queue-tally.ts, FIELD-2).
  deviceNotes: 'queueID, jobID',
  queueTally: 'owner',
} as const;

/** The foreman of a day nobody can name (no foremanID and nobody signed in): never a real id. */
export const UNKNOWN_FOREMAN = 0;

export class FieldOpsDatabase extends Dexie {
  jobs!: Table<JobFolder, number>;
  trackedFolders!: Table<LocalTrackedFolder, string>;
  files!: Table<LocalFile, string>;
  photos!: Table<LocalPhoto, string>;
  updateQueue!: Table<QueuedTask, number>;
  reportTemplates!: Table<ReportTemplate, number>;
  reports!: Table<LocalReport, string>;
  comments!: Table<LocalJobComments, number>;
  menuItems!: Table<CachedMenuItem, string>;
  dashboard!: Table<Dashboard, number>;
  settings!: Table<SettingRow, SettingKey>;
  timesheetDays!: Table<TimesheetDayRecord, [number, string]>;
  timesheetJobs!: Table<TimesheetJobChoice, number>;
  crewMembers!: Table<CrewMember, number>;
  crewDaysOff!: Table<CrewDayOff, [number, string]>;
  crewSubsistence!: Table<SubsistenceDay, string>;
  fleetLists!: Table<FleetListRecord, string>;
  optionLists!: Table<CachedOptionEntry, [string, string]>;
  reportOptionLists!: Table<CachedOptionEntry, [string, string]>;
  eventTypes!: Table<CachedEventType, number>;
  foremen!: Table<CachedForeman, number>;
  tempIDs!: Table<TempIDMapping, number>;
  folderNames!: Table<FolderName, string>;
  deviceNotes!: Table<DeviceNote, number>;
  queueTally!: Table<QueueTally, string>;
  crewRoster!: Table<RosterPerson, number>;
  timesheetDrafts!: Table<TimesheetDraft, [string, string]>;
  companyRuleSets!: Table<RuleSet, number>;
  jobContentSynced!: Table<JobContentSynced, number>;
  offlineJobs!: Table<JobMark, number>;
  jobCopies!: Table<JobCopiesEntry, number>;
  evictedJobs!: Table<JobMark, number>;
  storageNotices!: Table<StorageNotice, [string, number]>;
  crewPunches!: Table<LocalPunch, string>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(LOCAL_DB_VERSION).stores(SCHEMA);
    addCompanionStores(this);
    this.use(queueTallyMiddleware);
  }
}

export const db = new FieldOpsDatabase();
