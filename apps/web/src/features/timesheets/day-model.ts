// Pure changes to a day (a Timesheet) made by the screens, and what the rules need to check it
// on the device. Screens keep a working copy, change it with these, and save it with the action.
import {
  type CrewEntry,
  type Timesheet,
  type TimesheetJob,
  type TimesheetValidationContext,
  type UserTimesheetDefaults,
  type ValidationResult,
  buildTimesheetDefaults,
  FIRST_RULE_SET,
} from '@fieldops/contract';
import type { TimesheetJobChoice } from '../../db/records';
import type { TimesheetDay } from '../../timesheets/day-view';

/** A new day: the user's own shift, no jobs yet, worked in the company's zone (TSX-2). */
export function newDay(date: string, defaults: UserTimesheetDefaults, timeZone: string): Timesheet {
  return {
    timeSheetID: null,
    timeSheetDate: date,
    timeZone,
    shiftStart: defaults.shiftStart,
    shiftEnd: defaults.shiftEnd,
    jobs: [],
    status: 'draft',
  };
}

/** The day to edit: the device's record, else a new one, of the day's foreman (TSX-5). */
export function dayOf(day: TimesheetDay): Timesheet {
  if (day.local) return day.local.timesheet;
  const fresh = newDay(day.date, day.defaults, day.companyTimeZone);
  // A named foreman only: the server takes the caller's own when none is sent.
  return day.foremanID ? { ...fresh, foremanID: day.foremanID } : fresh;
}

/**
 * TS-6 "copy previous day": the shift, jobs and crew with their times, lunch and day-off choices;
 * explanations are about that day, so they stay behind. Keeps this day's id.
 */
export function copyDay(previous: Timesheet, onto: Timesheet): Timesheet {
  return {
    ...onto,
    shiftStart: previous.shiftStart,
    shiftEnd: previous.shiftEnd,
    jobs: previous.jobs.map((job) => ({
      ...job,
      crew: job.crew.map(({ explanation: _explanation, ...entry }) => entry),
    })),
  };
}

export function addJob(day: Timesheet, jobID: number): Timesheet {
  const job: TimesheetJob = { jobID, startTime: day.shiftStart, endTime: day.shiftEnd, crew: [] };
  return { ...day, jobs: [...day.jobs, job] };
}

export function removeJob(day: Timesheet, jobIndex: number): Timesheet {
  return { ...day, jobs: day.jobs.filter((_, i) => i !== jobIndex) };
}

export function replaceJob(day: Timesheet, jobIndex: number, job: TimesheetJob): Timesheet {
  return { ...day, jobs: day.jobs.map((j, i) => (i === jobIndex ? job : j)) };
}

/** TS-4 offline: a crew entry with the times from the job and lunch and day-off from the user's defaults. */
export function crewEntryFromDefaults(
  day: Timesheet,
  job: TimesheetJob,
  person: { employeeID: number; name: string },
  context: {
    defaults: UserTimesheetDefaults;
    daysOff: TimesheetDay['roster']['daysOff'];
    companyTimeZone: string;
  },
): CrewEntry {
  const built = buildTimesheetDefaults({
    timesheet: {
      timeSheetID: day.timeSheetID ?? 0,
      timeSheetDate: day.timeSheetDate,
      shiftStart: day.shiftStart,
      shiftEnd: day.shiftEnd,
      timeZone: day.timeZone,
    },
    timeZone: context.companyTimeZone,
    jobID: job.jobID,
    crew: [person],
    daysOff: context.daysOff,
    user: context.defaults,
    query: { startTime: job.startTime, endTime: job.endTime },
  });
  const [c] = built.crew;
  return {
    employeeID: person.employeeID,
    startTime: c?.startTime ?? job.startTime,
    endTime: c?.endTime ?? job.endTime,
    lunchTaken: c?.lunchTaken ?? context.defaults.lunchTaken,
    ignoreDayoff: c?.ignoreDayoff ?? context.defaults.ignoreDayoff,
  };
}

/** Everyone the screens can name: the roster, the foremen of the lookup tables (TS-7), the signed-in user. */
export function peopleOf(day: TimesheetDay): Record<number, string> {
  const names: Record<number, string> = {};
  for (const p of Object.values(day.roster.people)) names[p.employeeID] = p.name;
  for (const f of day.foremen) names[f.employeeID] = f.name;
  if (day.user) names[day.user.employeeID] = day.user.name;
  return names;
}

/**
 * Who may be put on a crew: the roster (people the defaults named) and the foremen of the lookup
 * tables, who can lend a hand on another crew; foremen are labelled with their type (TS-7).
 */
export function crewChoices(
  day: TimesheetDay,
  typeLabel: (type: 'foreman' | 'generalForeman') => string,
): { employeeID: number; label: string }[] {
  const byID = new Map<number, { employeeID: number; label: string }>();
  // TSX-5: the roster's trade and class tell apart people of one name and help pick.
  for (const p of Object.values(day.roster.people)) {
    const trade = [p.trade, p.workerClass].filter(Boolean).join(', ');
    byID.set(p.employeeID, { employeeID: p.employeeID, label: trade ? `${p.name} · ${trade}` : p.name });
  }
  for (const f of day.foremen)
    byID.set(f.employeeID, { employeeID: f.employeeID, label: `${f.name} (${typeLabel(f.type)})` });
  if (day.user && !byID.has(day.user.employeeID)) {
    byID.set(day.user.employeeID, { employeeID: day.user.employeeID, label: day.user.name });
  }
  return [...byID.values()];
}

export function jobLabel(jobs: readonly TimesheetJobChoice[], jobID: number): string {
  const job = jobs.find((j) => j.jobID === jobID);
  return job ? `${job.jobNumber || `#${jobID}`} · ${job.address1}` : `#${jobID}`;
}

/** TS-3 on the device: the same rules as the server, with what the device knows. */
export function validationContext(day: TimesheetDay): TimesheetValidationContext {
  return {
    otherTimesheets: day.neighbours,
    daysOff: day.roster.daysOff,
    employeeNames: peopleOf(day),
    jobNumbers: Object.fromEntries(day.jobs.map((j) => [j.jobID, j.jobNumber || `#${j.jobID}`])),
    timeZone: day.companyTimeZone,
    // TSX-6: the company's rules of the day, as the server checks it.
    rules: day.rules ?? FIRST_RULE_SET,
  };
}

/** A warning's explanation lives on the entry its path names, or on the day for the shift. */
export function explanationAt(day: Timesheet, result: ValidationResult): string {
  const at = entryAt(result.path);
  if (!at) return day.explanation ?? '';
  return day.jobs[at.job]?.crew[at.crew]?.explanation ?? '';
}

export function explain(day: Timesheet, result: ValidationResult, text: string): Timesheet {
  const at = entryAt(result.path);
  if (!at) return { ...day, explanation: text };
  const job = day.jobs[at.job];
  if (!job) return day;
  const crew = job.crew.map((c, i) => (i === at.crew ? { ...c, explanation: text } : c));
  return replaceJob(day, at.job, { ...job, crew });
}

function entryAt(path: string): { job: number; crew: number } | null {
  const match = /^jobs\.(\d+)\.crew\.(\d+)\./.exec(path);
  return match ? { job: Number(match[1]), crew: Number(match[2]) } : null;
}
