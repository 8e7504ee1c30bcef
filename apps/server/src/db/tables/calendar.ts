// Events on a job's calendar (module calendar).
import type { Generated } from 'kysely';

export interface JobEventsTable {
  event_id: Generated<number>;
  job_id: number;
  event_type: string;
  /** As sent (a day or a moment with its offset). */
  start_date_column: string;
  end_date_column: string;
  /** The days (YYYY-MM-DD) the event covers, for calendar ranges. */
  start_day: string;
  end_day: string;
  created_at: string;
  created_by_user_id: number;
}

export interface CalendarTables {
  job_events: JobEventsTable;
}
