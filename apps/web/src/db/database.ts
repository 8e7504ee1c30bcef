/*
 * The device database (DB-1): IndexedDB through Dexie, fixed name LOCAL_DB_NAME, schema version 45
 * (spec §9). Contract of this cache:
 *  - The server wins. Records here are copies of server data (written by src/sync) or local changes
 *    that also sit in updateQueue (written by actions in one transaction with their task). When a
 *    task succeeds, the server's answer replaces the local record.
 *  - Screens read only through live-query hooks and write only through actions in src/db;
 *    src/queue and src/sync are the only other modules that open tables.
 *  - A schema change is a new `version(n)` block with a higher n; old blocks stay so devices
 *    upgrade in place. Version 45 is the first version of this app and matches the spec.
 *  - Store strings: the first field is the primary key, the rest are indexes.
 *  - A record created offline (an ER job) has a negative temporary id, the negative of its task's
 *    queueID; the queue replaces it with the server's id when the task succeeds (QUEUE-8). Job sync
 *    never deletes such a record.
 *  - Reports area (REPORT-1..8): photos hold their downscaled JPEG as a Blob; reports hold the
 *    draft or submitted values with a local status; a report PDF once viewed is a `files` record
 *    with the id prefix REPORT_PDF_PREFIX and its Blob (no new store: db/report-types.ts).
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
  type TrackedFolder,
} from '@fieldops/contract';
import type { QueuedTask } from '../queue/task';
import type { LocalFile, LocalPhoto, LocalReport } from './report-types';

/** A menu entry as cached, with its position in the server's answer. */
export interface CachedMenuItem extends MenuItem {
  position: number;
}

/** A note as kept here: a note made on this device carries the queueID of its task until sent. */
export type LocalNote = Note & { pendingQueueID?: number };

/** JOB-3: a job's comments (newest first), server notes plus the ones still in the queue. */
export interface LocalJobComments {
  jobID: number;
  notes: LocalNote[];
}

export type Dashboard = ProcedureAnswer<'GetDashboard'> & { updatedAt: string };

export interface Setting {
  key: string;
  value: unknown;
  updatedAt: string;
}

export const SCHEMA = {
  jobs: 'jobID, jobNumber, updatedDate',
  trackedFolders: 'folderID, jobID, jobNumber, updatedDate',
  files: 'id, code, name, path, modifiedDate, jobID',
  photos: 'referenceCode, jobID, locationNumber',
  updateQueue: 'queueID, counterTries, updatedDate',
  reportTemplates: 'reportTemplateID, reportTemplateName',
  reports: 'referenceCode, reportID, jobID',
  comments: 'jobID',
  menuItems: 'url, position',
  dashboard: 'dashboardID',
  settings: 'key',
} as const;

export class FieldOpsDatabase extends Dexie {
  jobs!: Table<JobFolder, number>;
  trackedFolders!: Table<TrackedFolder, string>;
  files!: Table<LocalFile, string>;
  photos!: Table<LocalPhoto, string>;
  updateQueue!: Table<QueuedTask, number>;
  reportTemplates!: Table<ReportTemplate, number>;
  reports!: Table<LocalReport, string>;
  comments!: Table<LocalJobComments, number>;
  menuItems!: Table<CachedMenuItem, string>;
  dashboard!: Table<Dashboard, number>;
  settings!: Table<Setting, string>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(LOCAL_DB_VERSION).stores(SCHEMA);
  }
}

export const db = new FieldOpsDatabase();
