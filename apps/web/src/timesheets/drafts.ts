// TSX-4: a day's edits kept on the device as the foreman types, before "Save" queues them: the day
// editor restores them on return, after a reload, an app update or a log out (log out clears
// the timesheet copies, never these). Store `timesheetDrafts`, key [owner+date]: per account and
// date, so on a shared device one foreman never sees another's draft, and a save writes its own
// row only (issue 28 item 3: it once rewrote every draft of the device).
import type { Timesheet } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import type { TimesheetDraft } from '../db/records';
import { guardWrite } from '../db/storage-errors';

export type { TimesheetDraft } from '../db/records';

export async function readTimesheetDraft(
  owner: string | undefined,
  date: string,
  database: FieldOpsDatabase = db,
): Promise<TimesheetDraft | null> {
  if (!owner) return null;
  return (await database.timesheetDrafts.get([owner, date])) ?? null;
}

/** Replaces the account's draft of that date (may fill the disk: the caller shows the problem). */
export async function saveTimesheetDraft(
  owner: string,
  timesheet: Timesheet,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<void> {
  const draft = { owner, date: timesheet.timeSheetDate, timesheet, savedAt: now.toISOString() };
  await guardWrite(() => database.timesheetDrafts.put(draft));
}

/** After the day is saved (queued) or the foreman discards his changes. */
export async function deleteTimesheetDraft(
  owner: string,
  date: string,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await database.timesheetDrafts.delete([owner, date]);
}
