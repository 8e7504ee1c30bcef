// INT-4: a timesheet's webhook events (confirmed by the field, approved or returned by the office),
// recorded in the transaction of the change that made them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { employeeNames } from '../employees/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';

interface Day {
  timeSheetID: number;
  date: string;
  foremanID: number;
  version: number;
}
type Person = { userID: number; name: string };

async function dayOf(db: Kysely<Database>, day: Day) {
  const names = await employeeNames(db, [day.foremanID]);
  return {
    timeSheetID: day.timeSheetID,
    date: day.date,
    foreman: { employeeID: day.foremanID, name: names.get(day.foremanID) ?? `Employee #${day.foremanID}` },
    version: day.version,
  };
}

export async function recordConfirmed(db: Kysely<Database>, day: Day, by: Person): Promise<void> {
  await recordWebhookEvent(db, {
    type: 'timesheet.confirmed',
    data: { ...(await dayOf(db, day)), confirmedBy: { userID: by.userID, name: by.name } },
  });
}

export async function recordReviewed(
  db: Kysely<Database>,
  day: Day,
  decision: 'approved' | 'returned',
  comment: string | null,
  by: Person,
): Promise<void> {
  const data = { ...(await dayOf(db, day)), comment, reviewedBy: { userID: by.userID, name: by.name } };
  await recordWebhookEvent(
    db,
    decision === 'approved' ? { type: 'timesheet.approved', data } : { type: 'timesheet.returned', data },
  );
}
