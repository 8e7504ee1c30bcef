// The `settings` store holds single values only: sync positions and times, the last server
// status, the signed-in user and their defaults, a pick, a budget. A list or a map gets a store
// of its own keyed by what it holds (records.ts), so writing one entry never rewrites the rest
// (settings-single.test.ts fails on a list or map here). Each key's type is declared once here and a row
// keeps its value under a property named by its key, so a read is typed by its key alone (the
// accessors are in settings.ts; this file has no imports of the database, which needs the row type).
import type { ServerStatus, UserData, UserTimesheetDefaults } from '@fieldops/contract';

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
  /** TSX-5: the foreman whose days a general foreman has picked to see (null: his own). */
  timesheetForeman: number | null;
  /** OFF-4: the budget for job copies in bytes, set on the device page (absent: a share of what is free). */
  storageBudget: number | null;
  /** OFFICE-4: the job sync's templatesStamp the stored report templates were loaded under. */
  reportTemplatesStamp: string;
  /** CREW-1: server time minus device time (ms), measured at the last job sync, and when. */
  clockOffset: { offsetMs: number; measuredAt: string };
}

export type SettingKey = keyof SettingValues;
export type SettingValueFields = { [K in SettingKey]?: SettingValues[K] };
export type SettingRow = SettingValueFields & { key: SettingKey; updatedAt: string };
