// TS-3: the rules of a timesheet, run on the device while the foreman types and on the server,
// which is the authority. Every result names the timesheet, job, person and field, and says in
// the foreman's words what is wrong. docs/decisions.md (Timesheets) lists the rules.
// UX-1: each result also carries its wording (`variant`) and values (`params`), so the device
// writes it in its own language; `message` stays English for the API and older devices.
import type { Timesheet } from '../entities.js';
import { formatDuration } from './clock.js';
import { crewTotals, entryMinutes, placedEntries, zoneOfDay, type PlacedEntry } from './entries.js';
import { DEFAULT_TIMESHEET_RULES, type TimesheetRules, type ValidationResult } from './schemas.js';
import { cap, checkShift, label, span, type Add, type Target } from './shift-checks.js';

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
  /** TSX-2: the company's IANA zone, for days that do not name their own (DEFAULT_COMPANY_TIME_ZONE when absent). */
  timeZone?: string;
}

export function validateTimesheet(
  timesheet: Timesheet,
  context: TimesheetValidationContext = {},
): ValidationResult[] {
  const rules = context.rules ?? DEFAULT_TIMESHEET_RULES;
  const results: ValidationResult[] = [];
  const person = (id: number) => context.employeeNames?.[id] ?? `Employee #${id}`;
  // In params: the name, or '#id' when unknown (no English word for the device to show).
  const who = (id: number) => context.employeeNames?.[id] ?? `#${id}`;
  const jobNumber = (id: number) => context.jobNumbers?.[id] ?? `#${id}`;
  const job = (id: number) => `job ${jobNumber(id)}`;
  const add: Add = (severity, code, target, wording, explanation = '') =>
    results.push({
      timeSheetID: timesheet.timeSheetID,
      timeSheetDate: timesheet.timeSheetDate,
      ...target,
      severity,
      code,
      ...(wording.variant === undefined ? {} : { variant: wording.variant }),
      params: wording.params,
      message: wording.message,
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
  const shiftTimes = { shiftStart: timesheet.shiftStart, shiftEnd: timesheet.shiftEnd };

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
      add('error', 'duplicateJob', at('jobID'), {
        message: `${cap(job(j.jobID))} is listed twice; put all its crew under one entry`,
        params: { job: jobNumber(j.jobID) },
      });
    }
    seenJobs.add(j.jobID);
    const jobSpan = span(frame, j.startTime, j.endTime);
    if (jobSpan.badField) {
      add('error', 'timeFormat', at(jobSpan.badField), {
        message: `${cap(job(j.jobID))}'s ${label(jobSpan.badField)} "${String(j[jobSpan.badField])}" is not a time; use a 24-hour time such as 07:30`,
        variant: 'job',
        params: { job: jobNumber(j.jobID), field: jobSpan.badField, value: String(j[jobSpan.badField]) },
      });
    } else if (!jobSpan.ordered) {
      add('error', 'endBeforeStart', at('endTime'), {
        message: `${cap(job(j.jobID))} ends at ${j.endTime}, ${j.endTime === j.startTime ? 'the same time it starts' : `before it starts at ${j.startTime}`}`,
        variant: j.endTime === j.startTime ? 'jobSame' : 'job',
        params: { job: jobNumber(j.jobID), start: j.startTime, end: j.endTime },
      });
    } else if (frame && (jobSpan.start < frame.start || jobSpan.end > frame.end)) {
      add('error', 'jobOutsideShift', at(jobSpan.start < frame.start ? 'startTime' : 'endTime'), {
        message: `${cap(job(j.jobID))} runs ${j.startTime}–${j.endTime}, outside the shift ${shiftText}`,
        params: { job: jobNumber(j.jobID), start: j.startTime, end: j.endTime, ...shiftTimes },
      });
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
        add('error', 'timeFormat', where(s.badField), {
          message: `${person(c.employeeID)}'s ${label(s.badField)} "${String(c[s.badField])}" on ${job(j.jobID)} is not a time; use a 24-hour time such as 07:30`,
          variant: 'crew',
          params: {
            person: who(c.employeeID),
            job: jobNumber(j.jobID),
            field: s.badField,
            value: String(c[s.badField]),
          },
        });
        return;
      }
      if (!s.ordered) {
        add('error', 'endBeforeStart', where('endTime'), {
          message: `${person(c.employeeID)}'s end time ${c.endTime} is ${c.endTime === c.startTime ? 'the same as' : 'before'} the start ${c.startTime} on ${job(j.jobID)}`,
          variant: c.endTime === c.startTime ? 'crewSame' : 'crew',
          params: { person: who(c.employeeID), job: jobNumber(j.jobID), start: c.startTime, end: c.endTime },
        });
        return;
      }
      const insideJob = rules.crewInsideJob && jobSpan.ordered && !jobSpan.badField;
      const bounds = insideJob
        ? {
            start: jobSpan.start,
            end: jobSpan.end,
            text: `the job's time ${j.startTime}–${j.endTime}`,
            variant: 'job',
            params: { jobStart: j.startTime, jobEnd: j.endTime },
          }
        : frame
          ? { ...frame, text: `the shift ${shiftText}`, variant: 'shift', params: shiftTimes }
          : null;
      if (bounds && (s.start < bounds.start || s.end > bounds.end)) {
        add('error', 'crewOutsideJob', where(s.start < bounds.start ? 'startTime' : 'endTime'), {
          message: `${person(c.employeeID)}'s time ${c.startTime}–${c.endTime} on ${job(j.jobID)} is outside ${bounds.text}`,
          variant: bounds.variant,
          params: {
            person: who(c.employeeID),
            job: jobNumber(j.jobID),
            start: c.startTime,
            end: c.endTime,
            ...bounds.params,
          },
        });
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
  const crewOf = (e: PlacedEntry) => timesheet.jobs[e.jobIndex]!.crew[e.crewIndex]!;
  const times = (e: PlacedEntry) => `${crewOf(e).startTime}–${crewOf(e).endTime}`;

  // Nobody on two jobs at once on this timesheet (touching times are fine).
  entries.forEach((b, i) => {
    for (const a of entries.slice(0, i)) {
      if (
        a.employeeID === b.employeeID &&
        a.absoluteStart < b.absoluteEnd &&
        b.absoluteStart < a.absoluteEnd
      ) {
        add('error', 'crewOverlap', entryTarget(b, 'startTime'), {
          message: `${person(b.employeeID)} is on ${job(b.jobID)} ${times(b)} and on ${job(a.jobID)} ${times(a)} at the same time; the times overlap`,
          params: {
            person: who(b.employeeID),
            job: jobNumber(b.jobID),
            start: crewOf(b).startTime,
            end: crewOf(b).endTime,
            otherJob: jobNumber(a.jobID),
            otherStart: crewOf(a).startTime,
            otherEnd: crewOf(a).endTime,
          },
        });
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
      add('error', 'crewOverlapOtherTimesheet', entryTarget(e, 'startTime'), {
        message: `${person(e.employeeID)} is on ${job(e.jobID)} ${times(e)} while also on ${whose}${sheet.timeSheetID ? ` #${sheet.timeSheetID}` : ''} of ${sheet.timeSheetDate} on ${job(o.jobID)} ${c.startTime}–${c.endTime}`,
        variant: sheet.foremanID !== undefined ? 'foreman' : 'other',
        params: {
          person: who(e.employeeID),
          job: jobNumber(e.jobID),
          start: crewOf(e).startTime,
          end: crewOf(e).endTime,
          ...(sheet.foremanID !== undefined ? { foreman: who(sheet.foremanID) } : {}),
          date: sheet.timeSheetDate,
          otherJob: jobNumber(o.jobID),
          otherStart: c.startTime,
          otherEnd: c.endTime,
        },
      });
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
        {
          message: `${name} works ${formatDuration(total.workedMinutes)} without a lunch break; tick lunch or explain why`,
          params: { person: who(total.employeeID), minutes: total.workedMinutes },
        },
        last.explanation,
      );
    }
    const sameDay = elsewhere.filter(
      (x) => x.entry.employeeID === total.employeeID && x.sheet.timeSheetDate === timesheet.timeSheetDate,
    );
    if (sameDay.length > 0) {
      const day = total.workedMinutes + sameDay.reduce((sum, x) => sum + entryMinutes(x.entry), 0);
      const sheets = new Set(sameDay.map((x) => x.sheet)).size + 1;
      const dayParams = {
        person: who(total.employeeID),
        minutes: day,
        date: timesheet.timeSheetDate,
        sheets,
      };
      if (day > rules.maxShiftHours * 60) {
        add('error', 'personDayTooLong', entryTarget(last, 'endTime'), {
          message: `${name} works ${formatDuration(day)} on ${timesheet.timeSheetDate} across ${sheets} timesheets; the most allowed is ${rules.maxShiftHours} h`,
          params: { ...dayParams, hours: rules.maxShiftHours },
        });
      } else if (day > rules.warnShiftHours * 60) {
        add(
          'warning',
          'personDayLong',
          entryTarget(last, 'endTime'),
          {
            message: `${name} works ${formatDuration(day)} on ${timesheet.timeSheetDate} across ${sheets} timesheets, more than ${rules.warnShiftHours} h; explain why`,
            params: { ...dayParams, hours: rules.warnShiftHours },
          },
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
        {
          message: `${name} is marked off on ${timesheet.timeSheetDate}; tick "ignore day off" or explain why`,
          params: { person: who(total.employeeID), date: timesheet.timeSheetDate },
        },
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
