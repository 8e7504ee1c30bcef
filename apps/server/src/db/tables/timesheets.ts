// Timesheet days, their jobs and crew, days off, defaults and subsistence (module timesheets).
import type { Generated } from 'kysely';

/** TS-1: one per foreman and day; times are 'HH:MM' on timesheet_date (see contract timesheets/clock.ts). */
export interface TimesheetsTable {
  timesheet_id: Generated<number>;
  foreman_employee_id: number;
  timesheet_date: string;
  shift_start: string;
  shift_end: string;
  status: 'draft' | 'confirmed';
  explanation: string | null;
  created_by_user_id: number;
  updated_at: string;
  /** TSX-2: the IANA zone the day was worked in; null (days from before): the company's. */
  time_zone: string | null;
  /** TSX-1: 1 when created, +1 per stored change; a save names the version it was based on. */
  version: Generated<number>;
  /** TSX-1: who stored the last change (null: created and never changed since, or from before). */
  updated_by_user_id: number | null;
}

export interface TimesheetJobsTable {
  timesheet_job_id: Generated<number>;
  timesheet_id: number;
  job_id: number;
  position: number;
  start_time: string;
  end_time: string;
}

export interface TimesheetCrewTable {
  timesheet_crew_id: Generated<number>;
  timesheet_job_id: number;
  timesheet_id: number;
  employee_id: number;
  position: number;
  start_time: string;
  end_time: string;
  lunch_taken: number;
  ignore_dayoff: number;
  explanation: string | null;
}

export interface CrewDaysOffTable {
  employee_id: number;
  day: string;
  reason: string;
}

export interface UserTimesheetDefaultsTable {
  user_id: number;
  shift_start: string;
  shift_end: string;
  lunch_taken: number;
  ignore_dayoff: number;
  updated_at: string;
}

/** TS-5: a job's subsistence flag and distance from the yard (km). */
export interface JobSubsistenceTable {
  job_id: number;
  subsistence_job: number;
  distance_km: number | null;
}

/** TSX-6 (db/timesheet-rules-migration.ts): a dated set of timesheet rules; `rules` is the contract's RuleSetRules as JSON text. */
export interface TimesheetRuleSetsTable {
  rule_set_id: Generated<number>;
  effective_from: string;
  rules: string;
  created_by_user_id: number | null;
  created_at: string;
}

/** A day's confirmation and the rule set it was checked under; the latest row of a day counts. */
export interface TimesheetConfirmationsTable {
  confirmation_id: Generated<number>;
  timesheet_id: number;
  rule_set_id: number;
  confirmed_by_user_id: number;
  confirmed_by_employee_id: number;
  confirmed_at: string;
}

/** OFFICE-8: the office's review of a day; its latest row counts. */
export interface TimesheetReviewsTable {
  review_id: Generated<number>;
  timesheet_id: number;
  decision: 'approved' | 'returned';
  comment: string | null;
  reviewed_by_user_id: number;
  reviewed_at: string;
}

export interface TimesheetsTables {
  timesheets: TimesheetsTable;
  timesheet_jobs: TimesheetJobsTable;
  timesheet_crew: TimesheetCrewTable;
  crew_days_off: CrewDaysOffTable;
  user_timesheet_defaults: UserTimesheetDefaultsTable;
  job_subsistence: JobSubsistenceTable;
  timesheet_rule_sets: TimesheetRuleSetsTable;
  timesheet_confirmations: TimesheetConfirmationsTable;
  timesheet_reviews: TimesheetReviewsTable;
}
