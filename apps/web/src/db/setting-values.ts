// The `settings` store holds single values only: sync positions and times, the last server
// status, the signed-in user and their defaults. Each key's type is declared once here and a row
// keeps its value under a property named by its key, so a read is typed by its key alone (the
// accessors are in settings.ts; this file has no imports of the database, which needs the row type).
import type { RuleSet, ServerStatus, Timesheet, UserData, UserTimesheetDefaults } from '@fieldops/contract';

/** TSX-4: a day's edits not saved yet (timesheet-drafts.ts keeps them). */
export interface TimesheetDraft {
  /** The account (email) that typed it. */
  owner: string;
  date: string;
  timesheet: Timesheet;
  /** When it was last written (ISO). */
  savedAt: string;
}

/** OFF-4: a job whose copies are on the device, for the storage budget (db/job-storage.ts). */
export interface JobCopiesEntry {
  jobNumber: string;
  /** When its content first came to the device (ISO). */
  keptAt: string;
  /** When its job page was last opened here (ISO). */
  openedAt?: string;
  /** When it was last made available offline, by a tap or as one of today's jobs (ISO). */
  markedAt?: string;
}

/** OFF-4: what the storage budget dropped (or could not fit), for the device page and a toast. */
export interface StorageNotice {
  at: string;
  jobID: number;
  jobNumber: string;
  bytes: number;
  /** gone: closed or reassigned (the server no longer lists it); full: not downloaded, no room. */
  why: 'gone' | 'closed' | 'unopened' | 'full';
}

export interface SettingValues {
  /** SYNC-1: the server time of the last job delta, sent back as the next `since`. */
  lastJobUpdate: string;
  /** SYNC-5: when the folder sync last completed (ISO). */
  lastFolderSync: string;
  /** SYNC-5: 'quota' when the last folder sync stopped on a full disk; null after a complete one. */
  folderSyncStopped: 'quota' | null;
  /** SHELL-3: the last health-check answer, so the menu footer shows it offline. */
  serverStatus: ServerStatus;
  /** The signed-in user as the server described them (TS-1 reads the role and employee id). */
  sessionUser: UserData;
  /** TS-2: the signed-in user's timesheet defaults. */
  timesheetDefaults: UserTimesheetDefaults;
  /** TSX-2: the company's IANA zone, from the timesheet week; kept at log out (it is the company's). */
  companyTimeZone: string;
  /** TSX-4: day edits not saved yet, per account and date (timesheet-drafts.ts); kept at log out. */
  timesheetDrafts: TimesheetDraft[];
  /** TSX-6: the company's timesheet rule sets (company-rules.ts); kept at log out (they are the company's). */
  companyRuleSets: RuleSet[];
  /** OFF-2: per job id, the job's updatedDate its reports and photos were synced for (job-content.ts). */
  jobContentSynced: Record<string, string>;
  /** TSX-5: the foreman whose days a general foreman has picked to see (null: his own). */
  timesheetForeman: number | null;
  /** OFF-3: the jobs marked "Make available offline" (first in the downloads; TRUST-4: every held job's PDFs come). */
  offlineJobs: number[];
  /** OFF-4: per job id, when its copies came and when it was last opened (db/job-storage.ts). */
  jobCopies: Record<string, JobCopiesEntry>;
  /** OFF-4: the budget for job copies in bytes, set on the device page (absent: a share of what is free). */
  storageBudget: number | null;
  /** OFF-4: jobs whose copies the budget freed: not downloaded again until opened or marked offline. */
  evictedJobs: number[];
  /** OFF-4: what the budget dropped, newest first. */
  storageNotices: StorageNotice[];
}

export type SettingKey = keyof SettingValues;
export type SettingValueFields = { [K in SettingKey]?: SettingValues[K] };
export type SettingRow = SettingValueFields & { key: SettingKey; updatedAt: string };
