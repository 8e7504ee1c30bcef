// The job_events table: what is planned on a job, and on which days (the foreman calendar).
import type { JobEvent } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import { chunked, isoNow } from '../../db/dialect.js';
import type { Database, JobEventsTable } from '../../db/types.js';

export type PlannedEvent = Pick<
  Selectable<JobEventsTable>,
  'event_id' | 'job_id' | 'event_type' | 'start_day' | 'end_day'
>;

/** Events of these jobs overlapping [from, to] (days), in the order they were added. */
export async function eventsOfJobs(
  db: Kysely<Database>,
  jobIDs: readonly number[],
  from: string,
  to: string,
): Promise<PlannedEvent[]> {
  const rows: PlannedEvent[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('job_events')
        .select(['event_id', 'job_id', 'event_type', 'start_day', 'end_day'])
        .where('job_id', 'in', ids)
        .where('start_day', '<=', to)
        .where('end_day', '>=', from)
        .orderBy('event_id')
        .execute()),
    );
  }
  return rows;
}

export async function insertJobEvent(
  db: Kysely<Database>,
  event: JobEvent & { jobID: number; userID: number },
): Promise<number> {
  const { event_id } = await db
    .insertInto('job_events')
    .values({
      job_id: event.jobID,
      event_type: event.eventType,
      start_date_column: event.startDateColumn,
      end_date_column: event.endDateColumn,
      // The day as written: a moment's own offset says which local day it is.
      start_day: event.startDateColumn.slice(0, 10),
      end_day: event.endDateColumn.slice(0, 10),
      created_at: isoNow(),
      created_by_user_id: event.userID,
    })
    .returning('event_id')
    .executeTakeFirstOrThrow();
  return event_id;
}
