// Who reaches which timesheet (ARCHITECTURE: the server is the authority). Foremen and general
// foremen keep timesheets; a foreman reaches his own, a general foreman every one; a reviewer
// reads every one and changes none; crew keep none. A timesheet the caller may not reach answers
// 404 exactly like one that does not exist, so ids cannot be probed; a role that may never change
// timesheets gets 403 before any lookup.
import type { UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import { loadTimesheet, type StoredTimesheet } from './repository/timesheets.js';

export type TimesheetUser = Pick<UserData, 'role' | 'employeeID' | 'userID'>;

const KEEPS_TIMESHEETS: ReadonlySet<Role> = new Set(['foreman', 'generalForeman']);
const READS_EVERY_TIMESHEET: ReadonlySet<Role> = new Set(['generalForeman', 'reviewer']);
export const TIMESHEET_NOT_FOUND = 'No such timesheet, or it is not yours';

export function requireTimesheetKeeper(user: TimesheetUser): void {
  if (!KEEPS_TIMESHEETS.has(user.role)) {
    throw forbidden('Only foremen and general foremen keep timesheets');
  }
}

/** May `user` see the timesheets of foreman `foremanID`? */
export function readsForeman(user: TimesheetUser, foremanID: number): boolean {
  return READS_EVERY_TIMESHEET.has(user.role) || user.employeeID === foremanID;
}

export function requireForemanView(user: TimesheetUser, foremanID: number): void {
  if (!readsForeman(user, foremanID)) throw forbidden('You may see only your own timesheets');
}

export async function findReadableTimesheet(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
): Promise<StoredTimesheet> {
  const sheet = await loadTimesheet(db, id);
  if (!sheet || !readsForeman(user, sheet.foremanID)) throw notFound(TIMESHEET_NOT_FOUND);
  return sheet;
}

export async function findChangeableTimesheet(
  db: Kysely<Database>,
  user: TimesheetUser,
  id: number,
): Promise<StoredTimesheet> {
  requireTimesheetKeeper(user);
  const sheet = await loadTimesheet(db, id);
  if (!sheet || (user.role !== 'generalForeman' && sheet.foremanID !== user.employeeID)) {
    throw notFound(TIMESHEET_NOT_FOUND);
  }
  return sheet;
}
