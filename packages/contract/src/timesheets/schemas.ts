// Shapes of the timesheet area (TS-1..5) beyond the Timesheet entity itself: validation results,
// defaults, subsistence, the week calendar and the configurable rules. Pure data, no I/O.
import { z } from 'zod';
import { DEFAULT_COMPANY_TIME_ZONE, TimeZoneName } from '../date-time.js';
import { Timesheet } from '../entities.js';

/** A 24-hour 'HH:MM' time (also for query strings). */
export const ClockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 07:30');
const clock = ClockText;

export const VALIDATION_CODES = [
  'timeFormat',
  'shiftEmpty',
  'shiftOvernightNotAllowed',
  'shiftTooLong',
  'shiftLong',
  'endBeforeStart',
  'jobOutsideShift',
  'crewOutsideJob',
  'duplicateJob',
  'crewOverlap',
  'crewOverlapOtherTimesheet',
  'personDayTooLong',
  'personDayLong',
  'lunchMissing',
  'dayOff',
] as const;
export const ValidationCode = z.enum(VALIDATION_CODES);
export type ValidationCode = z.infer<typeof ValidationCode>;

/**
 * Codes that make a timesheet meaningless, not just wrong: the server refuses to store them (400)
 * and the device does not queue them. Every other error is kept in a draft and blocks confirmation.
 */
export const SAVE_BLOCKING_CODES: readonly ValidationCode[] = [
  'timeFormat',
  'shiftEmpty',
  'shiftOvernightNotAllowed',
  'endBeforeStart',
];

export const ValidationResult = z.object({
  timeSheetID: z.number().int().nullable(),
  timeSheetDate: z.string(),
  jobID: z.number().int().nullable(),
  employeeID: z.number().int().nullable(),
  /** The field of the entity: shiftStart, shiftEnd, startTime, endTime, lunchTaken, ignoreDayoff, jobID. */
  field: z.string(),
  /** Where in the timesheet, as a zod-style path: "jobs.0.crew.1.endTime". */
  path: z.string(),
  /** 'error' blocks confirmation; 'warning' needs an explanation first. */
  severity: z.enum(['error', 'warning']),
  code: ValidationCode,
  /**
   * UX-1: which wording of the code (e.g. 'crew' or 'job' for endBeforeStart), and the values it
   * names: clock times 'HH:MM', dates 'YYYY-MM-DD', durations in minutes. The device writes the
   * text from these in its language; absent from an older server, when `message` is shown instead.
   */
  variant: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** English, for API clients and older devices. */
  message: z.string(),
  /** For warnings: whether the entry (or the timesheet) it names carries an explanation. */
  explained: z.boolean(),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

/** Paid time of one person on one timesheet (minutes): worked minus the lunch deducted. */
export const CrewTotal = z.object({
  employeeID: z.number().int(),
  workedMinutes: z.number().int(),
  lunchMinutes: z.number().int(),
  paidMinutes: z.number().int(),
  /** paidMinutes / 60, rounded to two decimals (what payroll reads). */
  paidHours: z.number(),
});
export type CrewTotal = z.infer<typeof CrewTotal>;

/** GET /api/timesheet/{id}/validation. */
export const TimesheetValidation = z.object({
  timeSheetID: z.number().int(),
  /** No error, and every warning explained. */
  confirmable: z.boolean(),
  results: z.array(ValidationResult),
  totals: z.array(CrewTotal),
});
export type TimesheetValidation = z.infer<typeof TimesheetValidation>;

/** A crew member filled in for a job or a show-up list, with the day-off state looked up. */
export const CrewDefaults = z.object({
  employeeID: z.number().int(),
  name: z.string(),
  startTime: clock,
  endTime: clock,
  lunchTaken: z.boolean(),
  ignoreDayoff: z.boolean(),
  /** The person is marked off that day (a warning unless ignoreDayoff). */
  dayOff: z.boolean(),
  paidMinutes: z.number().int(),
});
export type CrewDefaults = z.infer<typeof CrewDefaults>;

/**
 * Defaults for a job of a timesheet (jobID set: its crew) or for the timesheet's whole crew
 * (jobID null: everyone on its jobs' crews and already on it), ready to put into the form.
 */
export const TimesheetDefaults = z.object({
  timeSheetID: z.number().int(),
  timeSheetDate: z.iso.date(),
  jobID: z.number().int().nullable(),
  startTime: clock,
  endTime: clock,
  lunchTaken: z.boolean(),
  ignoreDayoff: z.boolean(),
  crew: z.array(CrewDefaults),
});
export type TimesheetDefaults = z.infer<typeof TimesheetDefaults>;

/** A user's own defaults for new timesheets (POST /api/user/settings/timesheet-defaults/). */
export const UserTimesheetDefaults = z
  .object({
    shiftStart: clock,
    shiftEnd: clock,
    lunchTaken: z.boolean(),
    ignoreDayoff: z.boolean(),
  })
  .strict();
export type UserTimesheetDefaults = z.infer<typeof UserTimesheetDefaults>;

/**
 * UX-1: why a day earns subsistence or not, as a code with its figures, so a device words it in its
 * own language. `reason` keeps the same in English (older devices, the payroll export).
 */
export const SubsistenceWhy = z.discriminatedUnion('code', [
  z.object({ code: z.literal('noJob') }),
  z.object({ code: z.literal('tooFewHours'), paidMinutes: z.number(), minimumHours: z.number() }),
  z.object({ code: z.literal('subsistenceJob') }),
  z.object({ code: z.literal('distance'), distanceKm: z.number(), fromKm: z.number() }),
  z.object({ code: z.literal('noneQualifies') }),
]);
export type SubsistenceWhy = z.infer<typeof SubsistenceWhy>;

export const Subsistence = z.object({
  employeeID: z.number().int(),
  name: z.string(),
  date: z.iso.date(),
  eligible: z.boolean(),
  /** Per day, in the company's currency; 0 when not eligible. */
  amount: z.number(),
  /** The job that earned it (flagged, or the farthest), null when none did. */
  jobID: z.number().int().nullable(),
  basis: z.enum(['jobFlag', 'distance', 'none']),
  reason: z.string(),
  /** Absent from an older server's answer (and from what a device stored before it). */
  why: SubsistenceWhy.optional(),
});
export type Subsistence = z.infer<typeof Subsistence>;

export const TimesheetDayState = z.enum(['empty', 'draft', 'confirmed']);
export type TimesheetDayState = z.infer<typeof TimesheetDayState>;

/** GET /api/TimeSheetWeek/{foremanID}/{weekStart}: the seven days from Monday. */
export const TimesheetWeek = z.object({
  foremanID: z.number().int(),
  weekStart: z.iso.date(),
  /** The caller's own defaults, for prefilling a new day. */
  defaults: UserTimesheetDefaults,
  /** TSX-2: the company's IANA zone (COMPANY_TIME_ZONE): the device measures and dates new days in it. */
  timeZone: TimeZoneName.default(DEFAULT_COMPANY_TIME_ZONE),
  days: z.array(
    z.object({
      date: z.iso.date(),
      state: TimesheetDayState,
      timesheet: Timesheet.nullable(),
      errors: z.number().int(),
      unexplainedWarnings: z.number().int(),
      /**
       * UX-3: a stored day's answers to `crewDefaults` (no query: the whole crew, TS-4) and
       * `crewSubsistence` (TS-5), so a week sync needs no call per day. Absent for an empty day,
       * and from an older server, when the device asks those calls instead.
       */
      crewDefaults: TimesheetDefaults.optional(),
      subsistence: z.array(Subsistence).optional(),
    }),
  ),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeek>;

export const SubsistenceRates = z.object({
  /** Paid to anyone who works a job flagged as a subsistence job that day. */
  flaggedJobAmountPerDay: z.number().nonnegative(),
  /** By the farthest job worked that day: the highest band whose fromKm it reaches. */
  distanceBands: z.array(
    z.object({ fromKm: z.number().nonnegative(), amountPerDay: z.number().nonnegative() }),
  ),
  /** A day earns subsistence only with at least this many paid hours. */
  minimumPaidHours: z.number().nonnegative(),
});
export type SubsistenceRates = z.infer<typeof SubsistenceRates>;

export const TimesheetRules = z.object({
  /** A shift whose end is before its start ends the next day; false makes that an error. */
  allowOvernightShifts: z.boolean(),
  /** Crew times must lie inside their job's times (otherwise only inside the shift). */
  crewInsideJob: z.boolean(),
  /** Lunch is deducted when lunchTaken and the person's worked minutes exceed this. */
  lunchAfterHours: z.number().positive(),
  lunchMinutes: z.number().int().nonnegative(),
  /** Warn when someone works more than lunchAfterHours without a lunch. */
  warnNoLunch: z.boolean(),
  warnShiftHours: z.number().positive(),
  maxShiftHours: z.number().positive(),
  subsistence: SubsistenceRates,
});
export type TimesheetRules = z.infer<typeof TimesheetRules>;

export const DEFAULT_TIMESHEET_RULES: TimesheetRules = {
  allowOvernightShifts: true,
  crewInsideJob: true,
  lunchAfterHours: 6,
  lunchMinutes: 30,
  warnNoLunch: true,
  warnShiftHours: 12,
  maxShiftHours: 14,
  subsistence: {
    flaggedJobAmountPerDay: 85,
    distanceBands: [
      { fromKm: 80, amountPerDay: 50 },
      { fromKm: 160, amountPerDay: 85 },
    ],
    minimumPaidHours: 4,
  },
};

/** What a user gets before saving their own defaults. */
export const DEFAULT_USER_TIMESHEET_DEFAULTS: UserTimesheetDefaults = {
  shiftStart: '07:00',
  shiftEnd: '15:30',
  lunchTaken: true,
  ignoreDayoff: false,
};
