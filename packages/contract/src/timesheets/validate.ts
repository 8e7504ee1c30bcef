// TS-3: the rules of a timesheet, run on the device while the foreman types and on the server,
// which is the authority. Every result names the timesheet, job, person and field, and says in
// the foreman's words what is wrong. docs/decisions.md (Timesheets) lists the rules.
import type { Timesheet } from '../entities.js';
import { formatDuration, parseClock, placeOnShift, shiftFrame, type ShiftFrame } from './clock.js';
import {
  crewTotals,
  entryMinutes,
  instantMinutes,
  placedEntries,
  zoneOfDay,
  type PlacedEntry,
} from './entries.js';
import { DEFAULT_TIMESHEET_RULES, type TimesheetRules, type ValidationResult } from './schemas.js';

export interface DayOff {
  employeeID: number;
  date: string;
}

export interface TimesheetValidationContext {
  /** Timesheets of other foremen (or other days) that may share crew: overlaps across them are errors. */
  otherTimesheets?: readonly (Timesheet & { foremanID?: number })[];
  daysOff?: readonly DayOff[];
  employeeNames?: Readonly<Record<number, string>>;
  /** Job numbers (J-1042) to name jobs by; the id is used when missing. */
  jobNumbers?: Readonly<Record<number, string>>;
  rules?: TimesheetRules;
  /** TSX-2: the company's IANA zone, for days that do not name their own (default America/New_York). */
  timeZone?: string;
}

type Target = Pick<ValidationResult, 'jobID' | 'employeeID' | 'field' | 'path'>;

export function validateTimesheet(
  timesheet: Timesheet,
  context: TimesheetValidationContext = {},
): ValidationResult[] {
  const rules = context.rules ?? DEFAULT_TIMESHEET_RULES;
  const results: ValidationResult[] = [];
  const person = (id: number) => context.employeeNames?.[id] ?? `Employee #${id}`;
  const job = (id: number) => `job ${context.jobNumbers?.[id] ?? `#${id}`}`;
  const add = (
    severity: ValidationResult['severity'],
    code: ValidationResult['code'],
    target: Target,
    message: string,
    explanation = '',
  ) =>
    results.push({
      timeSheetID: timesheet.timeSheetID,
      timeSheetDate: timesheet.timeSheetDate,
      ...target,
      severity,
      code,
      message,
      explained: severity === 'warning' && explanation !== '',
    });
  const shiftTarget = (field: 'shiftStart' | 'shiftEnd'): Target => ({
    jobID: null,
    employeeID: null,
    field,
    path: field,
  });

  // The shift.
  const frame = checkShift(timesheet, rules, add, shiftTarget, zoneOfDay(timesheet, context.timeZone));
  const shiftText = `${timesheet.shiftStart}–${timesheet.shiftEnd}`;

  // Jobs, and their crew, inside the shift (and the job).
  const seenJobs = new Set<number>();
  timesheet.jobs.forEach((j, jobIndex) => {
    const at = (field: string): Target => ({
      jobID: j.jobID,
      employeeID: null,
      field,
      path: `jobs.${jobIndex}.${field}`,
    });
    if (seenJobs.has(j.jobID)) {
      add(
        'error',
        'duplicateJob',
        at('jobID'),
        `${cap(job(j.jobID))} is listed twice; put all its crew under one entry`,
      );
    }
    seenJobs.add(j.jobID);
    const jobSpan = span(frame, j.startTime, j.endTime);
    if (jobSpan.badField) {
      add(
        'error',
        'timeFormat',
        at(jobSpan.badField),
        `${cap(job(j.jobID))}'s ${label(jobSpan.badField)} "${String(j[jobSpan.badField])}" is not a time; use a 24-hour time such as 07:30`,
      );
    } else if (!jobSpan.ordered) {
      add(
        'error',
        'endBeforeStart',
        at('endTime'),
        `${cap(job(j.jobID))} ends at ${j.endTime}, ${j.endTime === j.startTime ? 'the same time it starts' : `before it starts at ${j.startTime}`}`,
      );
    } else if (frame && (jobSpan.start < frame.start || jobSpan.end > frame.end)) {
      add(
        'error',
        'jobOutsideShift',
        at(jobSpan.start < frame.start ? 'startTime' : 'endTime'),
        `${cap(job(j.jobID))} runs ${j.startTime}–${j.endTime}, outside the shift ${shiftText}`,
      );
    }
    j.crew.forEach((c, crewIndex) => {
      const where = (field: string): Target => ({
        jobID: j.jobID,
        employeeID: c.employeeID,
        field,
        path: `jobs.${jobIndex}.crew.${crewIndex}.${field}`,
      });
      const s = span(frame, c.startTime, c.endTime);
      if (s.badField) {
        add(
          'error',
          'timeFormat',
          where(s.badField),
          `${person(c.employeeID)}'s ${label(s.badField)} "${String(c[s.badField])}" on ${job(j.jobID)} is not a time; use a 24-hour time such as 07:30`,
        );
        return;
      }
      if (!s.ordered) {
        add(
          'error',
          'endBeforeStart',
          where('endTime'),
          `${person(c.employeeID)}'s end time ${c.endTime} is ${c.endTime === c.startTime ? 'the same as' : 'before'} the start ${c.startTime} on ${job(j.jobID)}`,
        );
        return;
      }
      const insideJob = rules.crewInsideJob && jobSpan.ordered && !jobSpan.badField;
      const bounds = insideJob
        ? { start: jobSpan.start, end: jobSpan.end, text: `the job's time ${j.startTime}–${j.endTime}` }
        : frame
          ? { ...frame, text: `the shift ${shiftText}` }
          : null;
      if (bounds && (s.start < bounds.start || s.end > bounds.end)) {
        add(
          'error',
          'crewOutsideJob',
          where(s.start < bounds.start ? 'startTime' : 'endTime'),
          `${person(c.employeeID)}'s time ${c.startTime}–${c.endTime} on ${job(j.jobID)} is outside ${bounds.text}`,
        );
      }
    });
  });

  const entries = placedEntries(timesheet, context.timeZone);
  const entryTarget = (e: PlacedEntry, field: string): Target => ({
    jobID: e.jobID,
    employeeID: e.employeeID,
    field,
    path: `jobs.${e.jobIndex}.crew.${e.crewIndex}.${field}`,
  });
  const times = (e: PlacedEntry) => {
    const c = timesheet.jobs[e.jobIndex]!.crew[e.crewIndex]!;
    return `${c.startTime}–${c.endTime}`;
  };

  // Nobody on two jobs at once on this timesheet (touching times are fine).
  entries.forEach((b, i) => {
    for (const a of entries.slice(0, i)) {
      if (
        a.employeeID === b.employeeID &&
        a.absoluteStart < b.absoluteEnd &&
        b.absoluteStart < a.absoluteEnd
      ) {
        add(
          'error',
          'crewOverlap',
          entryTarget(b, 'startTime'),
          `${person(b.employeeID)} is on ${job(b.jobID)} ${times(b)} and on ${job(a.jobID)} ${times(a)} at the same time; the times overlap`,
        );
      }
    }
  });

  // ...nor on another timesheet at the same time (another foreman's, or an overnight shift of the day before).
  const people = new Set(entries.map((e) => e.employeeID));
  const elsewhere: { entry: PlacedEntry; sheet: Timesheet & { foremanID?: number } }[] = [];
  for (const sheet of context.otherTimesheets ?? []) {
    if (timesheet.timeSheetID !== null && sheet.timeSheetID === timesheet.timeSheetID) continue;
    for (const entry of placedEntries(sheet, context.timeZone))
      if (people.has(entry.employeeID)) elsewhere.push({ entry, sheet });
  }
  for (const e of entries) {
    for (const { entry: o, sheet } of elsewhere) {
      if (
        o.employeeID !== e.employeeID ||
        !(e.absoluteStart < o.absoluteEnd && o.absoluteStart < e.absoluteEnd)
      )
        continue;
      const c = sheet.jobs[o.jobIndex]!.crew[o.crewIndex]!;
      const whose =
        sheet.foremanID !== undefined ? `${person(sheet.foremanID)}'s timesheet` : 'another timesheet';
      add(
        'error',
        'crewOverlapOtherTimesheet',
        entryTarget(e, 'startTime'),
        `${person(e.employeeID)} is on ${job(e.jobID)} ${times(e)} while also on ${whose}${sheet.timeSheetID ? ` #${sheet.timeSheetID}` : ''} of ${sheet.timeSheetDate} on ${job(o.jobID)} ${c.startTime}–${c.endTime}`,
      );
    }
  }

  // Per person: lunch, a long day across timesheets, a day off.
  const totals = crewTotals(timesheet, rules, context.timeZone);
  for (const total of totals) {
    const mine = entries.filter((e) => e.employeeID === total.employeeID);
    const last = mine.reduce((a, b) => (b.end > a.end ? b : a));
    const first = mine[0]!;
    const name = person(total.employeeID);
    if (
      rules.warnNoLunch &&
      !mine.some((e) => e.lunchTaken) &&
      total.workedMinutes > rules.lunchAfterHours * 60
    ) {
      add(
        'warning',
        'lunchMissing',
        entryTarget(last, 'lunchTaken'),
        `${name} works ${formatDuration(total.workedMinutes)} without a lunch break; tick lunch or explain why`,
        last.explanation,
      );
    }
    const sameDay = elsewhere.filter(
      (x) => x.entry.employeeID === total.employeeID && x.sheet.timeSheetDate === timesheet.timeSheetDate,
    );
    if (sameDay.length > 0) {
      const day = total.workedMinutes + sameDay.reduce((sum, x) => sum + entryMinutes(x.entry), 0);
      const sheets = new Set(sameDay.map((x) => x.sheet)).size + 1;
      if (day > rules.maxShiftHours * 60) {
        add(
          'error',
          'personDayTooLong',
          entryTarget(last, 'endTime'),
          `${name} works ${formatDuration(day)} on ${timesheet.timeSheetDate} across ${sheets} timesheets; the most allowed is ${rules.maxShiftHours} h`,
        );
      } else if (day > rules.warnShiftHours * 60) {
        add(
          'warning',
          'personDayLong',
          entryTarget(last, 'endTime'),
          `${name} works ${formatDuration(day)} on ${timesheet.timeSheetDate} across ${sheets} timesheets, more than ${rules.warnShiftHours} h; explain why`,
          last.explanation,
        );
      }
    }
    const off = context.daysOff?.some(
      (d) => d.employeeID === total.employeeID && d.date === timesheet.timeSheetDate,
    );
    if (off && !mine.some((e) => e.ignoreDayoff)) {
      add(
        'warning',
        'dayOff',
        entryTarget(first, 'ignoreDayoff'),
        `${name} is marked off on ${timesheet.timeSheetDate}; tick "ignore day off" or explain why`,
        first.explanation,
      );
    }
  }
  return results;
}

/** No error, and every warning explained: what confirmation needs. */
export function isConfirmable(results: readonly ValidationResult[]): boolean {
  return results.every((r) => r.severity === 'warning' && r.explained);
}

function checkShift(
  timesheet: Timesheet,
  rules: TimesheetRules,
  add: (
    severity: 'error' | 'warning',
    code: ValidationResult['code'],
    target: Target,
    message: string,
    explanation?: string,
  ) => void,
  at: (field: 'shiftStart' | 'shiftEnd') => Target,
  timeZone: string,
): ShiftFrame | null {
  const { shiftStart, shiftEnd } = timesheet;
  for (const field of ['shiftStart', 'shiftEnd'] as const) {
    if (parseClock(timesheet[field]) === null) {
      add(
        'error',
        'timeFormat',
        at(field),
        `The ${label(field)} "${String(timesheet[field])}" is not a time; use a 24-hour time such as 07:30`,
      );
    }
  }
  if (parseClock(shiftStart) === null || parseClock(shiftEnd) === null) return null;
  const frame = shiftFrame(shiftStart, shiftEnd);
  if (!frame) {
    add(
      'error',
      'shiftEmpty',
      at('shiftEnd'),
      `The shift starts and ends at ${shiftStart}; it has no length`,
    );
    return null;
  }
  if (frame.crossesMidnight && !rules.allowOvernightShifts) {
    add(
      'error',
      'shiftOvernightNotAllowed',
      at('shiftEnd'),
      `The shift ends at ${shiftEnd}, before it starts at ${shiftStart}; shifts past midnight are not allowed`,
    );
    return null;
  }
  // Its real length: a night across a DST change is an hour shorter or longer than its clock times.
  const length =
    instantMinutes(timesheet, frame.end, timeZone) - instantMinutes(timesheet, frame.start, timeZone);
  const text = `The shift ${shiftStart}–${shiftEnd}${frame.crossesMidnight ? ' (ending the next day)' : ''} is ${formatDuration(length)} long`;
  if (length > rules.maxShiftHours * 60) {
    add('error', 'shiftTooLong', at('shiftEnd'), `${text}; the most allowed is ${rules.maxShiftHours} h`);
  } else if (length > rules.warnShiftHours * 60) {
    add(
      'warning',
      'shiftLong',
      at('shiftEnd'),
      `${text}, more than ${rules.warnShiftHours} h; explain why`,
      timesheet.explanation?.trim() ?? '',
    );
  }
  return frame;
}

/** A start and end placed on the shift; `badField` names a time that does not parse. */
function span(frame: ShiftFrame | null, startTime: string, endTime: string) {
  const start = parseClock(startTime);
  const end = parseClock(endTime);
  if (start === null) return { badField: 'startTime' as const, ordered: false, start: 0, end: 0 };
  if (end === null) return { badField: 'endTime' as const, ordered: false, start: 0, end: 0 };
  const s = placeOnShift(frame, start);
  const e = placeOnShift(frame, end);
  return { badField: null, ordered: e > s, start: s, end: e };
}

const LABELS: Record<string, string> = {
  shiftStart: 'shift start',
  shiftEnd: 'shift end',
  startTime: 'start time',
  endTime: 'end time',
};
const label = (field: string) => LABELS[field] ?? field;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
