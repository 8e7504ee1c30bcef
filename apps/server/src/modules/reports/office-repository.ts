// OFFICE-7: the office's reads and writes of reports: the inbox page, filtered and paged by the
// database (the company's reports are never sent whole), one report by id, and its review.
import { addDays, type ReportReviewState } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow, toCount } from '../../db/dialect.js';
import type { Database, ReportRow } from '../../db/types.js';

export interface InboxFilter {
  jobID?: number | undefined;
  /** Days it was filled on (the device's date at the start of filled_on), both included. */
  from?: string | undefined;
  to?: string | undefined;
  templateID?: number | undefined;
  /** The senders (users) of a foreman; empty: nobody matches. */
  userIDs?: readonly number[] | undefined;
  state?: ReportReviewState | undefined;
}

export async function inboxPage(
  db: Kysely<Database>,
  filter: InboxFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const filtered = () => {
    let rows = db.selectFrom('reports');
    if (filter.jobID !== undefined) rows = rows.where('job_id', '=', filter.jobID);
    if (filter.from !== undefined) rows = rows.where('filled_on', '>=', filter.from);
    if (filter.to !== undefined) rows = rows.where('filled_on', '<', addDays(filter.to, 1));
    if (filter.templateID !== undefined) rows = rows.where('report_template_id', '=', filter.templateID);
    if (filter.userIDs !== undefined)
      rows = rows.where('created_by_user_id', 'in', filter.userIDs.length > 0 ? [...filter.userIDs] : [-1]);
    if (filter.state !== undefined) rows = rows.where('review_state', '=', filter.state);
    return rows;
  };
  const rows = await filtered()
    .selectAll()
    .orderBy('saved_at', 'desc')
    .orderBy('report_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await filtered()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: toCount(count.n) };
}

export function reportByID(db: Kysely<Database>, reportID: number): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('report_id', '=', reportID).executeTakeFirst();
}

export async function setReportReview(
  db: Kysely<Database>,
  reportID: number,
  review: { state: 'hasIssues' | 'approved'; comment: string | null; userID: number },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      review_state: review.state,
      review_comment: review.comment,
      reviewed_by_user_id: review.userID,
      reviewed_at: isoNow(),
    })
    .where('report_id', '=', reportID)
    .execute();
}
