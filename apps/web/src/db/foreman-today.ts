// TRUST-8: what the dashboard leads with, read from the device database only (no call at start):
// today's jobs (those on the signed-in foreman's timesheet of today, else the jobs on the device),
// and the days of his timesheet still to confirm (a day with a warning to explain is a draft too:
// the server refuses to confirm it until explained). One live query, so the screen follows a sync
// or a save at once, and a handful of reads, so the first paint stays light (TRUST-11).
import { DEFAULT_COMPANY_TIME_ZONE, todayIn, type UserData } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { useLiveQuery } from './live-query';
import { readSetting } from './settings';

/** A job as the dashboard lists it. */
export interface TodayJob {
  jobID: number;
  jobNumber: string;
  address: string;
}

export interface ForemanToday {
  user: UserData | null;
  /** Today in the company's zone (YYYY-MM-DD). */
  today: string;
  /** 'timesheet': the jobs of today's timesheet; 'device': no day yet, the device's open jobs. */
  jobsFrom: 'timesheet' | 'device';
  jobs: TodayJob[];
  /** Dates (oldest first) of the foreman's days up to today not confirmed yet. */
  daysToConfirm: string[];
}

/** At most this many jobs lead the screen; the jobs list holds the rest. */
export const TODAY_JOBS_SHOWN = 5;
/** Days older than this are the office's business, not the morning's. */
const DAYS_LOOKED_BACK = 14;

const KEEPS_TIMESHEETS: readonly UserData['role'][] = ['foreman', 'generalForeman'];
export const keepsTimesheets = (user: UserData | null) => !!user && KEEPS_TIMESHEETS.includes(user.role);

const asTodayJob = (job: { jobID: number; jobNumber: string; address1: string; city: string }): TodayJob => ({
  jobID: job.jobID,
  jobNumber: job.jobNumber,
  address: [job.address1, job.city].filter(Boolean).join(', '),
});

function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

export async function readForemanToday(
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<ForemanToday> {
  // One read after another: inside a live query each read must stay in the query's zone.
  const user = await readSetting('sessionUser', database);
  const zone = await readSetting('companyTimeZone', database);
  const today = todayIn(zone ?? DEFAULT_COMPANY_TIME_ZONE, now);
  const foremanID = user?.employeeID;
  const days =
    foremanID !== undefined && keepsTimesheets(user ?? null)
      ? await database.timesheetDays
          .where('[foremanID+date]')
          .between([foremanID, daysBefore(today, DAYS_LOOKED_BACK)], [foremanID, today], true, true)
          .toArray()
      : [];
  const daysToConfirm = days.filter((d) => d.timesheet.status !== 'confirmed').map((d) => d.date);
  const todayIDs = [...new Set(days.find((d) => d.date === today)?.timesheet.jobs.map((j) => j.jobID))];

  let jobs: TodayJob[];
  let jobsFrom: ForemanToday['jobsFrom'] = 'timesheet';
  if (todayIDs.length > 0) {
    const stored = await database.jobs.bulkGet(todayIDs);
    const choices = await database.timesheetJobs.bulkGet(todayIDs);
    jobs = todayIDs.map((jobID, i) => {
      const known = stored[i] ?? choices[i];
      return known ? asTodayJob(known) : { jobID, jobNumber: `#${jobID}`, address: '' };
    });
  } else {
    jobsFrom = 'device';
    const newest = await database.jobs
      .orderBy('updatedDate')
      .reverse()
      .filter((job) => job.status !== 'Closed')
      .limit(TODAY_JOBS_SHOWN)
      .toArray();
    jobs = newest.map(asTodayJob);
  }
  return { user: user ?? null, today, jobsFrom, jobs, daysToConfirm };
}

/** undefined while loading. */
export function useForemanToday(): ForemanToday | undefined {
  return useLiveQuery(() => readForemanToday(), []);
}
