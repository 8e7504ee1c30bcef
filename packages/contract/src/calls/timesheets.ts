// Timesheets: a foreman's week and days, defaults, subsistence, rule sets, export and the crew roster.
import { z } from 'zod';
import { JobFolder, Timesheet } from '../entities.js';
import { ReportLanguage, BinaryAnswer } from '../reports.js';
import { CrewRosterEntry } from '../timesheets/crew-roster.js';
import {
  ClockText,
  Subsistence,
  TimesheetDefaults,
  TimesheetValidation,
  TimesheetWeek,
  UserTimesheetDefaults,
} from '../timesheets/schemas.js';
import { NewRuleSet, RuleSet, RuleSetList } from '../timesheets/rule-sets.js';
import { type CallDefinition, id } from './definition.js';

export const timesheetCalls = {
  timesheetWeek: {
    method: 'GET',
    path: '/api/TimeSheetWeek/:foremanID/:weekStart',
    /** foremanID: the foreman's employee id; weekStart: the Monday (YYYY-MM-DD) the seven days begin. */
    params: z.object({ foremanID: id, weekStart: z.iso.date() }),
    answer: TimesheetWeek,
    auth: true,
  },
  timesheet: {
    method: 'GET',
    path: '/api/TimeSheets/:id',
    params: z.object({ id }),
    answer: Timesheet,
    auth: true,
  },
  timesheetJobs: {
    method: 'GET',
    path: '/api/timesheet/jobs',
    query: z.object({ foremanid: id, startdate: z.iso.date() }),
    answer: z.array(JobFolder),
    auth: true,
  },
  createTimesheet: {
    method: 'POST',
    path: '/api/TimeSheet/',
    body: Timesheet,
    answer: Timesheet,
    auth: true,
  },
  updateTimesheet: {
    method: 'PUT',
    path: '/api/timesheet/:id',
    params: z.object({ id }),
    body: Timesheet,
    answer: Timesheet,
    auth: true,
  },
  timesheetValidation: {
    method: 'GET',
    path: '/api/timesheet/:id/validation',
    params: z.object({ id }),
    answer: TimesheetValidation,
    auth: true,
  },
  timesheetJobDefaults: {
    method: 'GET',
    path: '/api/timesheet/:id/defaults',
    params: z.object({ id }),
    /** id: the timesheet; unset times and lunch come from its shift and the user's defaults. */
    query: z.object({
      jobID: id,
      startTime: ClockText.optional(),
      endTime: ClockText.optional(),
      lunchTaken: z.stringbool().optional(),
    }),
    answer: TimesheetDefaults,
    auth: true,
  },
  crewDefaults: {
    method: 'GET',
    path: '/api/timesheet/crew/:id/defaults',
    params: z.object({ id }),
    /** id: the timesheet; answers its whole crew (its jobs' crews and everyone on it). */
    query: z.object({
      startTime: ClockText.optional(),
      endTime: ClockText.optional(),
      lunchTaken: z.stringbool().optional(),
      ignoreDayoff: z.stringbool().optional(),
    }),
    answer: TimesheetDefaults,
    auth: true,
  },
  crewSubsistence: {
    method: 'GET',
    path: '/api/timesheet/crew/:id/subsistence',
    /** id: the timesheet; one entry per person on it, for its date (over all their timesheets). */
    params: z.object({ id }),
    answer: z.array(Subsistence),
    auth: true,
  },
  /** TSX-6: every rule set of the company; the device and the server pick a day's with rulesOn. */
  timesheetRuleSets: {
    method: 'GET',
    path: '/api/timesheet/rule-sets',
    answer: RuleSetList,
    auth: true,
  },
  /** TSX-6: a general foreman adds a rule set that applies from its effectiveFrom date. */
  addTimesheetRuleSet: {
    method: 'POST',
    path: '/api/timesheet/rule-sets',
    body: NewRuleSet,
    answer: RuleSet,
    auth: true,
  },
  /**
   * TSX-7: a foreman's confirmed week (weekStart: its Monday) for payroll, as CSV or as a PDF to
   * sign. TRUST-7: `lang` the PDF's language (the reader's device's), English when absent.
   */
  timesheetExport: {
    method: 'GET',
    path: '/api/timesheet/export/:foremanID/:weekStart',
    params: z.object({ foremanID: id, weekStart: z.iso.date() }),
    query: z.object({ format: z.enum(['csv', 'pdf']), lang: ReportLanguage.optional() }),
    answer: BinaryAnswer,
    answerMediaTypes: ['text/csv', 'application/pdf'],
    auth: true,
  },
  /** TSX-5: everyone a foreman may put on a crew, with trade and class (kept on the device). */
  crewRoster: {
    method: 'GET',
    path: '/api/timesheet/crew-roster',
    answer: z.array(CrewRosterEntry),
    auth: true,
  },
  saveTimesheetDefaults: {
    method: 'POST',
    path: '/api/user/settings/timesheet-defaults/',
    body: UserTimesheetDefaults,
    answer: UserTimesheetDefaults,
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;
