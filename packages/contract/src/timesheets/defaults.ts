// TS-4: defaults for a job of a timesheet and for its crew, so the foreman types as little as
// possible. The server fills in who (the job's crew, the days off); this builds the times, the
// same way on the device and the server. MISC-5: `timesheetDefaultsRequest` is the one place that
// picks the REST calls or the GetTimesheetDefaults procedure from the commandTimesheetDefaults flag.
import type { FeatureFlags } from '../flags.js';
import { parseClock, placeOnShift, shiftFrame } from './clock.js';
import { instantMinutes, lunchDeduction, zoneOfDay } from './entries.js';
import {
  DEFAULT_TIMESHEET_RULES,
  type CrewDefaults,
  type TimesheetDefaults,
  type TimesheetRules,
  type UserTimesheetDefaults,
} from './schemas.js';
import type { DayOff } from './validate.js';

export interface DefaultsQuery {
  startTime?: string | undefined;
  endTime?: string | undefined;
  lunchTaken?: boolean | undefined;
  ignoreDayoff?: boolean | undefined;
}

export interface DefaultsInput {
  timesheet: {
    timeSheetID: number;
    timeSheetDate: string;
    shiftStart: string;
    shiftEnd: string;
    timeZone?: string | undefined;
  };
  /** A job of the timesheet, or null for the whole timesheet's crew. */
  jobID: number | null;
  crew: readonly { employeeID: number; name: string }[];
  daysOff: readonly DayOff[];
  user: UserTimesheetDefaults;
  query: DefaultsQuery;
  rules?: TimesheetRules;
  /** TSX-2: the company's zone, for a timesheet that does not name its own. */
  timeZone?: string;
}

/** Times from the query, else the timesheet's shift; lunch and day-off from the query, else the user's defaults. */
export function buildTimesheetDefaults(input: DefaultsInput): TimesheetDefaults {
  const { timesheet, query, user } = input;
  const rules = input.rules ?? DEFAULT_TIMESHEET_RULES;
  const startTime = query.startTime ?? timesheet.shiftStart;
  const endTime = query.endTime ?? timesheet.shiftEnd;
  const lunchTaken = query.lunchTaken ?? user.lunchTaken;
  const ignoreDayoff = query.ignoreDayoff ?? user.ignoreDayoff;
  const frame = shiftFrame(timesheet.shiftStart, timesheet.shiftEnd);
  const start = placeOnShift(frame, parseClock(startTime) ?? 0);
  const end = placeOnShift(frame, parseClock(endTime) ?? 0);
  const zone = zoneOfDay(timesheet, input.timeZone);
  const worked = Math.max(0, instantMinutes(timesheet, end, zone) - instantMinutes(timesheet, start, zone));
  const paidMinutes = worked - lunchDeduction(worked, lunchTaken, rules);
  const crew = input.crew.map((c): CrewDefaults => ({
    employeeID: c.employeeID,
    name: c.name,
    startTime,
    endTime,
    lunchTaken,
    ignoreDayoff,
    dayOff: input.daysOff.some((d) => d.employeeID === c.employeeID && d.date === timesheet.timeSheetDate),
    paidMinutes,
  }));
  return {
    timeSheetID: timesheet.timeSheetID,
    timeSheetDate: timesheet.timeSheetDate,
    jobID: input.jobID,
    startTime,
    endTime,
    lunchTaken,
    ignoreDayoff,
    crew,
  };
}

export interface DefaultsAsk extends DefaultsQuery {
  timeSheetID: number;
  /** Set: the defaults of this job; unset: of the timesheet's whole crew. */
  jobID?: number | undefined;
}

export type TimesheetDefaultsRequest =
  | {
      via: 'rest';
      call: 'timesheetJobDefaults' | 'crewDefaults';
      params: { id: number };
      query: Record<string, string>;
    }
  | {
      via: 'command';
      procedure: 'GetTimesheetDefaults';
      parameters: Record<string, string | number | boolean>;
    };

/** Which call asks for defaults: the procedure when commandTimesheetDefaults is on, the REST calls otherwise. */
export function timesheetDefaultsRequest(
  flags: Pick<FeatureFlags, 'commandTimesheetDefaults'>,
  ask: DefaultsAsk,
): TimesheetDefaultsRequest {
  const given = Object.entries(ask).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (flags.commandTimesheetDefaults) {
    return { via: 'command', procedure: 'GetTimesheetDefaults', parameters: Object.fromEntries(given) };
  }
  const query = Object.fromEntries(
    given.filter(([name]) => name !== 'timeSheetID').map(([name, value]) => [name, String(value)]),
  );
  return {
    via: 'rest',
    call: ask.jobID === undefined ? 'crewDefaults' : 'timesheetJobDefaults',
    params: { id: ask.timeSheetID },
    query,
  };
}
