// TS-5: subsistence (a daily allowance for working away from home). One amount per person per day,
// the highest that any job worked that day earns: a job flagged as a subsistence job earns the flat
// flagged rate; otherwise the job's distance from the yard earns the rate of the highest distance
// band it reaches. A day needs at least `minimumPaidHours` paid hours to count.
import { formatDuration } from './clock.js';
import {
  DEFAULT_TIMESHEET_RULES,
  type Subsistence,
  type SubsistenceWhy,
  type TimesheetRules,
} from './schemas.js';

export interface SubsistenceJob {
  jobID: number;
  /** The office marked the job as paying subsistence. */
  subsistenceJob: boolean;
  /** Distance from the yard in km; null when unknown (earns no distance rate). */
  distanceKm: number | null;
}

export interface CrewDay {
  employeeID: number;
  name: string;
  date: string;
  /** Paid minutes that day, over every timesheet. */
  paidMinutes: number;
  jobs: readonly SubsistenceJob[];
}

export function subsistenceFor(day: CrewDay, rules: TimesheetRules = DEFAULT_TIMESHEET_RULES): Subsistence {
  const rates = rules.subsistence;
  const base = { employeeID: day.employeeID, name: day.name, date: day.date };
  const none = (reason: string, why: SubsistenceWhy): Subsistence => ({
    ...base,
    eligible: false,
    amount: 0,
    jobID: null,
    basis: 'none',
    reason,
    why,
  });
  if (day.jobs.length === 0) return none('No job worked that day', { code: 'noJob' });
  if (day.paidMinutes < rates.minimumPaidHours * 60) {
    return none(
      `${formatDuration(day.paidMinutes)} paid; subsistence needs at least ${rates.minimumPaidHours} h`,
      { code: 'tooFewHours', paidMinutes: day.paidMinutes, minimumHours: rates.minimumPaidHours },
    );
  }
  let best: Subsistence | null = null;
  for (const job of day.jobs) {
    const candidates: Subsistence[] = [];
    if (job.subsistenceJob && rates.flaggedJobAmountPerDay > 0) {
      candidates.push({
        ...base,
        eligible: true,
        amount: rates.flaggedJobAmountPerDay,
        jobID: job.jobID,
        basis: 'jobFlag',
        reason: 'Subsistence job',
        why: { code: 'subsistenceJob' },
      });
    }
    const band =
      job.distanceKm === null
        ? undefined
        : [...rates.distanceBands]
            .sort((a, b) => b.fromKm - a.fromKm)
            .find((b) => job.distanceKm! >= b.fromKm);
    if (band && band.amountPerDay > 0) {
      candidates.push({
        ...base,
        eligible: true,
        amount: band.amountPerDay,
        jobID: job.jobID,
        basis: 'distance',
        reason: `Job ${job.distanceKm} km from the yard (${band.fromKm} km or more)`,
        why: { code: 'distance', distanceKm: job.distanceKm!, fromKm: band.fromKm },
      });
    }
    for (const c of candidates) if (!best || c.amount > best.amount) best = c;
  }
  return (
    best ??
    none('No job that day is a subsistence job or far enough from the yard', { code: 'noneQualifies' })
  );
}
