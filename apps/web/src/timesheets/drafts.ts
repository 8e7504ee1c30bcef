// TSX-4: a day's edits kept on the device as the foreman types, before "Save" queues them: the day
// editor restores them on return, after a reload, an app update or a log out (log out clears
// the timesheet copies, never these). Kept per account and date, so on a shared device one
// foreman never sees another's draft. One setting holds them all: a store of its own would need a
// schema version while the queue's schema is changing (decision in the TSX-4 notes).
import type { Timesheet } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import type { TimesheetDraft } from '../db/setting-values';
import { readSetting, writeSetting } from '../db/settings';
import { guardWrite } from '../db/storage-errors';

export type { TimesheetDraft } from '../db/setting-values';

const sameDay = (d: TimesheetDraft, owner: string, date: string) => d.owner === owner && d.date === date;

export async function readTimesheetDraft(
  owner: string | undefined,
  date: string,
  database: FieldOpsDatabase = db,
): Promise<TimesheetDraft | null> {
  if (!owner) return null;
  const drafts = (await readSetting('timesheetDrafts', database)) ?? [];
  return drafts.find((d) => sameDay(d, owner, date)) ?? null;
}

/** Replaces the account's draft of that date (may fill the disk: the caller shows the problem). */
export async function saveTimesheetDraft(
  owner: string,
  timesheet: Timesheet,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<void> {
  const date = timesheet.timeSheetDate;
  await guardWrite(() =>
    database.transaction('rw', database.settings, async () => {
      const others = ((await readSetting('timesheetDrafts', database)) ?? []).filter(
        (d) => !sameDay(d, owner, date),
      );
      const draft = { owner, date, timesheet, savedAt: now.toISOString() };
      await writeSetting('timesheetDrafts', [...others, draft], database, now);
    }),
  );
}

/** After the day is saved (queued) or the foreman discards his changes. */
export async function deleteTimesheetDraft(
  owner: string,
  date: string,
  database: FieldOpsDatabase = db,
): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const drafts = (await readSetting('timesheetDrafts', database)) ?? [];
    const kept = drafts.filter((d) => !sameDay(d, owner, date));
    if (kept.length !== drafts.length) await writeSetting('timesheetDrafts', kept, database);
  });
}
